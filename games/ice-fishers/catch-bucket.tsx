// The catch bucket: how many fish are in it, as a number and as ten slots that fill up (filled
// fish versus empty outlines, so the tally never depends on colour).
import { CATCHES_PER_ROUND } from "./logic";

export function CatchBucket({ caught }: { caught: number }) {
  return (
    <div className="rounded-3xl bg-white p-4 shadow-sm" data-testid="catch-bucket">
      <div className="flex items-center gap-3">
        <svg aria-hidden="true" viewBox="0 0 64 64" className="h-14 w-14 shrink-0">
          <path
            d="M10 22h44l-6 34H16z"
            fill="#7cc8f7"
            stroke="#0c4066"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path d="M14 22q18-18 36 0" fill="none" stroke="#0c4066" strokeWidth="3" />
          <ellipse cx="32" cy="22" rx="22" ry="5" fill="#0271b8" stroke="#0c4066" strokeWidth="3" />
          <path d="M22 20q6-8 14-2l-4 3z" fill="#ffb45e" stroke="#9a4a06" strokeWidth="2" />
        </svg>
        <p className="text-brand-900 text-lg font-semibold">
          Bucket:{" "}
          <span className="text-3xl font-bold" data-testid="catch-count">
            {caught}
          </span>{" "}
          of {CATCHES_PER_ROUND}
        </p>
      </div>
      <ol aria-hidden="true" className="mt-3 grid grid-cols-5 gap-1.5">
        {Array.from({ length: CATCHES_PER_ROUND }, (_, i) => (
          <li key={i} className="bg-brand-50 flex h-8 items-center justify-center rounded-lg">
            <svg viewBox="0 0 40 20" className="h-5 w-10">
              <path
                d="M8 10L2 3q2 7 0 14zM8 10q10-10 22-6 8 3 8 6t-8 6q-12 4-22-6z"
                fill={i < caught ? "#ffb45e" : "none"}
                stroke={i < caught ? "#9a4a06" : "#7cc8f7"}
                strokeWidth="2"
                strokeDasharray={i < caught ? undefined : "3 2"}
              />
            </svg>
          </li>
        ))}
      </ol>
    </div>
  );
}
