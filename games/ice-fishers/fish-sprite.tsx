// A friendly fish drawn in SVG. Its colour is only for variety: the word it carries is the clue.
const palettes = [
  { body: "#ffb45e", edge: "#9a4a06", fin: "#ff9a2e" },
  { body: "#ffe27a", edge: "#7a5f00", fin: "#f5c93a" },
  { body: "#ff9fc2", edge: "#9b1f55", fin: "#ff7eab" },
  { body: "#7fe0d0", edge: "#0f6659", fin: "#4cc9b5" },
  { body: "#c9b2ff", edge: "#53389e", fin: "#a98cf5" },
] as const;

export function FishSprite({ colour, facing }: { colour: number; facing: 1 | -1 }) {
  const palette = palettes[colour % palettes.length] ?? palettes[0];
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 160 72"
      className="absolute inset-0 h-full w-full overflow-visible"
    >
      <g
        transform={facing === 1 ? undefined : "translate(160 0) scale(-1 1)"}
        stroke={palette.edge}
        strokeWidth="3"
        strokeLinejoin="round"
      >
        <path d="M36 36L5 9q9 27 0 54z" fill={palette.fin} />
        <path d="M72 8q18-12 36 2l-10 8z" fill={palette.fin} />
        <ellipse cx="92" cy="37" rx="64" ry="31" fill={palette.body} />
        <path d="M84 58q10 12 22 6" fill="none" />
        <circle cx="137" cy="29" r="7" fill="#ffffff" />
        <circle cx="139" cy="29" r="3.5" fill="#1b2a3a" stroke="none" />
        <path d="M150 45q-5 4-11 2" fill="none" strokeLinecap="round" />
      </g>
    </svg>
  );
}

/** Where the word's label sits on the body, away from the tail and the eye. */
export function wordPlateInset(facing: 1 | -1): { left: string; right: string } {
  return facing === 1 ? { left: "22%", right: "17%" } : { left: "17%", right: "22%" };
}
