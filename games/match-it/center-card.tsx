// The center card: in mode A the same numeral or capital as the matching card, in mode B a
// ten-frame of dots to count or the small letter to pair with its capital.
import { TenFrame } from "./card-shapes";
import { centerDisplay, type MatchItState } from "./logic";

export function CenterCard({ state, faceUp }: { state: MatchItState; faceUp: boolean }) {
  const display = centerDisplay(state);
  const spoken =
    display.kind === "dots"
      ? `${display.count} dots`
      : display.kind === "small"
        ? `small ${display.text}`
        : display.text;
  return (
    <section aria-labelledby="center-card-title" className="flex flex-col items-center">
      <h2 id="center-card-title" className="text-brand-900 mb-2 text-xl font-bold">
        Center card
      </h2>
      <div
        className="border-brand-600 bg-cream flex aspect-[4/5] w-full max-w-72 items-center justify-center rounded-3xl border-4 p-6 shadow-md"
        data-testid="center-card"
        data-value={faceUp ? state.center : undefined}
        aria-label={faceUp ? `Center card: ${spoken}` : "Center card, face down"}
        role="img"
      >
        {!faceUp ? (
          <span aria-hidden="true" className="text-brand-300 text-7xl font-bold">
            ?
          </span>
        ) : display.kind === "dots" ? (
          <TenFrame count={display.count} />
        ) : (
          <span aria-hidden="true" className="text-brand-950 text-8xl font-bold">
            {display.text}
          </span>
        )}
      </div>
    </section>
  );
}
