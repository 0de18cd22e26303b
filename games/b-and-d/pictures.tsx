// Self-made pictures for the b and d tool: a donut (d: "donut first, then the stick"), a
// chocolate bar (b: "bar first, then the belly"), the letters themselves, and the little car.
import { LETTER_PLANS, letterPath, type Letter } from "./strokes";

export function Donut({ className = "h-24 w-24" }: { className?: string }) {
  const sprinkles = [
    [30, 26, 20],
    [52, 20, -30],
    [70, 30, 60],
    [74, 52, -10],
    [62, 70, 40],
    [38, 72, -50],
    [24, 52, 80],
    [44, 30, 0],
  ] as const;
  const colours = ["#2563eb", "#facc15", "#16a34a", "#ffffff"];
  return (
    <svg aria-hidden="true" viewBox="0 0 100 100" className={className}>
      <circle cx="50" cy="50" r="44" fill="#c98a4b" stroke="#7c4a1e" strokeWidth="3" />
      <path
        d="M50 12c14 0 30 8 34 22 4 12-4 16 0 26 3 9-8 24-22 26-10 2-14-6-24-4-12 3-24-8-26-20-2-10 6-14 4-24C14 24 34 12 50 12z"
        fill="#f472b6"
        stroke="#9d174d"
        strokeWidth="2"
      />
      {sprinkles.map(([x, y, angle], i) => (
        <rect
          key={i}
          x={x - 4}
          y={y - 1.5}
          width="8"
          height="3"
          rx="1.5"
          fill={colours[i % colours.length]}
          transform={`rotate(${angle} ${x} ${y})`}
        />
      ))}
      <circle cx="50" cy="50" r="12" fill="#ffffff" stroke="#7c4a1e" strokeWidth="3" />
    </svg>
  );
}

export function ChocolateBar({ className = "h-24 w-24" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 100 100" className={className}>
      {/* Wrapper at the bottom, chocolate standing up like the stick of a b. */}
      <rect
        x="30"
        y="6"
        width="40"
        height="62"
        rx="4"
        fill="#6b3a1f"
        stroke="#3b1d0c"
        strokeWidth="3"
      />
      {[0, 1, 2].map((row) =>
        [0, 1].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={35 + col * 16}
            y={11 + row * 18}
            width="14"
            height="15"
            rx="2"
            fill="#8b4d2a"
            stroke="#3b1d0c"
            strokeWidth="1.5"
          />
        )),
      )}
      <path
        d="M26 60h48v34H26z"
        fill="#dc2626"
        stroke="#7f1d1d"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M26 60l6 5 6-5 6 5 6-5 6 5 6-5 6 5 6-5"
        fill="none"
        stroke="#7f1d1d"
        strokeWidth="2"
      />
      <rect x="34" y="72" width="32" height="12" rx="6" fill="#fde68a" />
    </svg>
  );
}

/** The letter drawn from its own stroke path, so it matches the car's road exactly. */
export function LetterGlyph({
  letter,
  className = "h-24 w-20",
}: {
  letter: Letter;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" viewBox="10 0 100 140" className={className}>
      <path
        d={letterPath(LETTER_PLANS[letter])}
        fill="none"
        stroke="currentColor"
        strokeWidth="14"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A small car pointing right, centred on (0, 0), in letter-box units. */
export function CarShape() {
  return (
    <g>
      <path
        d="M-13 2 L-13 -4 Q-12 -7 -8 -7 L-5 -12 L6 -12 L10 -7 L13 -6 Q15 -5 15 -2 L15 2 Z"
        fill="#dc2626"
        stroke="#7f1d1d"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      <path
        d="M-3.5 -10.5 L5 -10.5 L8 -7 L-3.5 -7 Z"
        fill="#bae6fd"
        stroke="#7f1d1d"
        strokeWidth="0.8"
      />
      <circle cx="-7" cy="3" r="4" fill="#1f2937" stroke="#e5e7eb" strokeWidth="1" />
      <circle cx="9" cy="3" r="4" fill="#1f2937" stroke="#e5e7eb" strokeWidth="1" />
      <circle cx="14" cy="-3" r="1.5" fill="#fde047" />
    </g>
  );
}

/** The car as a standalone icon for the car button. */
export function CarIcon({ className = "h-7 w-9" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="-16 -15 32 22" className={className}>
      <CarShape />
    </svg>
  );
}
