// Match It's bottom bar: Center Toggle (mode A or B, explained in words), Number of Cards
// (2-6), Game Type, practice without the clock, and sound.
import { CheckboxField } from "@/games/kit/two-player/two-player";
import { MAX_CARDS, MIN_CARDS, type CenterMode, type GameType, type Settings } from "./logic";

const modeText: Record<GameType, Record<CenterMode, string>> = {
  numbers: {
    A: "Mode A: the center shows a number. Find the same number.",
    B: "Mode B: the center shows dots. Count them and find that number.",
  },
  letters: {
    A: "Mode A: the center shows a capital letter. Find the same letter.",
    B: "Mode B: the center shows a small letter. Find its capital.",
  },
};

type Props = {
  settings: Settings;
  running: boolean;
  soundOn: boolean;
  onSound: (on: boolean) => void;
  onChange: (patch: Partial<Settings>) => void;
};

function Segmented<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-brand-900 mb-1 text-sm font-semibold">{legend}</legend>
      <div className="flex gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="border-brand-200 text-brand-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-brand-600 flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 bg-white px-3 font-semibold has-focus-visible:outline-3"
          >
            <input
              type="radio"
              className="accent-brand-600 h-4 w-4"
              name={legend}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function MatchItSettings({ settings, running, soundOn, onSound, onChange }: Props) {
  return (
    <div className="border-brand-100 mt-6 rounded-2xl border bg-white p-4">
      <div className="flex flex-wrap items-end gap-5">
        <Segmented
          legend="Center Toggle"
          value={settings.centerMode}
          options={[
            { value: "A", label: "A" },
            { value: "B", label: "B" },
          ]}
          onChange={(centerMode) => onChange({ centerMode })}
        />
        <label className="text-brand-900 flex flex-col gap-1 text-sm font-semibold">
          Number of Cards
          <select
            className="border-brand-200 text-ink min-h-11 rounded-xl border-2 bg-white px-3 text-base font-normal"
            value={settings.cardCount}
            onChange={(event) => onChange({ cardCount: Number(event.target.value) })}
          >
            {Array.from({ length: MAX_CARDS - MIN_CARDS + 1 }, (_, i) => MIN_CARDS + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <Segmented
          legend="Game Type"
          value={settings.gameType}
          options={[
            { value: "numbers", label: "Numbers 1-10" },
            { value: "letters", label: "Letters A-Z" },
          ]}
          onChange={(gameType) => onChange({ gameType })}
        />
        <CheckboxField
          label="Practice (no clock)"
          checked={settings.practice}
          disabled={running}
          onChange={(practice) => onChange({ practice })}
        />
        <CheckboxField label="Sound" checked={soundOn} onChange={onSound} />
      </div>
      <p className="mt-3 text-base text-slate-700" data-testid="center-mode-text">
        {modeText[settings.gameType][settings.centerMode]}
      </p>
    </div>
  );
}
