// Colour swatches and sliders for the reading aids. Each swatch is a radio button with the
// colour's name for screen readers and the chosen name shown in text, so colour is never the only cue.
type Swatch<T extends string> = { id: T; label: string; color: string | null };

/** Colour choices as radio buttons: a swatch to see, the colour's name for everyone else. */
export function SwatchGroup<T extends string>({
  legend,
  name,
  swatches,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  swatches: readonly Swatch<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const current = swatches.find((swatch) => swatch.id === value);
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
        {legend}: <span className="text-brand-900">{current?.label}</span>
      </span>
      <span className="flex flex-wrap gap-1">
        {swatches.map((swatch) => (
          <label
            key={swatch.id}
            title={swatch.label}
            className={`has-[:focus-visible]:outline-brand-600 relative inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-xl border-2 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 ${
              value === swatch.id ? "border-brand-900 ring-brand-900 ring-2" : "border-slate-300"
            }`}
            style={{ background: swatch.color ?? "#ffffff" }}
          >
            <input
              type="radio"
              name={name}
              value={swatch.id}
              checked={value === swatch.id}
              onChange={() => onChange(swatch.id)}
              className="sr-only"
            />
            <span className="sr-only">{swatch.label}</span>
            {swatch.color === null && value !== swatch.id ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 text-slate-500">
                <path d="M5 19L19 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            ) : null}
            {value === swatch.id ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="text-brand-950 h-6 w-6">
                <path
                  d="M5 12l5 5 9-10"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            ) : null}
          </label>
        ))}
      </span>
    </fieldset>
  );
}

/** A labelled range slider with its value shown in words. */
export function Slider({
  label,
  value,
  min,
  max,
  step,
  display,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  display: string;
  onChange: (value: number) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-slate-700">
      {label}
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="accent-brand-600 h-11 w-28"
      />
      <span aria-hidden="true" className="text-brand-900 w-12">
        {display}
      </span>
    </label>
  );
}
