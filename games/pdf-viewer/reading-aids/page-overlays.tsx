// The reading aids drawn over a page: a coloured overlay (a see-through tint, like the coloured
// acetate sheets many dyslexic readers use) and the reading ruler or line-focus strip.
import { rulerBox, tintColor, type RulerMode, type TintId } from "../logic";

export function TintOverlay({ id, opacity }: { id: TintId; opacity: number }) {
  const color = tintColor(id);
  if (!color) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="tint-overlay"
      className="pointer-events-none absolute inset-0"
      style={{ zIndex: 20, background: color, opacity, mixBlendMode: "multiply" }}
    />
  );
}

type RulerProps = { mode: RulerMode; center: number; bandHeight: number; pageHeight: number };

export function ReadingRuler({ mode, center, bandHeight, pageHeight }: RulerProps) {
  if (mode === "off") return null;
  const box = rulerBox(center, pageHeight, bandHeight);
  return (
    <div
      aria-hidden="true"
      data-testid="reading-ruler"
      data-mode={mode}
      className="pointer-events-none absolute inset-0 overflow-hidden"
      style={{ zIndex: 30 }}
    >
      {mode === "focus" ? (
        <>
          <div className="absolute inset-x-0 top-0 bg-slate-900/65" style={{ height: box.top }} />
          <div
            className="absolute inset-x-0 bottom-0 bg-slate-900/65"
            style={{ top: box.top + box.height }}
          />
        </>
      ) : null}
      <div
        className={`border-brand-600 absolute inset-x-0 border-y-4 ${mode === "ruler" ? "bg-sun-300/30" : ""}`}
        style={{ top: box.top, height: box.height }}
      />
    </div>
  );
}
