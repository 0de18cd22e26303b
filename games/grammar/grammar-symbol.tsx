// Self-made grammar symbols (Montessori style). Shapes differ in form, size or position as well
// as colour, and every shape has a dark outline so light colours keep 3:1 contrast on white.
import type { ReactElement } from "react";
import type { GrammarIconId } from "./data";

const outline = { stroke: "#1b2a3a", strokeWidth: 1.5, strokeLinejoin: "round" as const };

const shapes: Record<GrammarIconId, ReactElement> = {
  // Large black triangle: the noun is solid and steady, like a pyramid.
  noun: <polygon points="20,3 38,36 2,36" fill="#111827" {...outline} />,
  // Small light-blue triangle: the article is a little noun-helper.
  article: <polygon points="20,18 29,34 11,34" fill="#7cc8f7" {...outline} />,
  // Medium dark-blue triangle.
  adjective: <polygon points="20,9 33,34 7,34" fill="#1e3a8a" {...outline} />,
  // Tall, thin purple triangle.
  pronoun: <polygon points="20,2 28,38 12,38" fill="#7e22ce" {...outline} />,
  // Large red circle: the verb is energy, like a ball rolling.
  verb: <circle cx="20" cy="20" r="16" fill="#dc2626" {...outline} />,
  // Small orange circle, the verb's helper.
  adverb: <circle cx="20" cy="20" r="9" fill="#f97316" {...outline} />,
  // Green crescent, like a bridge between words.
  preposition: (
    <path d="M4 30 A16 16 0 0 1 36 30 A20 20 0 0 0 4 30 Z" fill="#16a34a" {...outline} />
  ),
  // Pink bar joining two sides.
  conjunction: <rect x="3" y="16" width="34" height="8" rx="2" fill="#ec4899" {...outline} />,
  // Gold keyhole.
  interjection: (
    <path
      d="M20 4 A9 9 0 0 1 25 20.5 L29 36 L11 36 L15 20.5 A9 9 0 0 1 20 4 Z"
      fill="#eab308"
      {...outline}
    />
  ),
  // Grey dot low on the line, where a period sits.
  "end-mark": <circle cx="20" cy="31" r="6" fill="#6b7280" {...outline} />,
};

export function GrammarSymbol({ icon, size }: { icon: GrammarIconId; size: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      focusable="false"
      className="shrink-0"
    >
      {shapes[icon]}
    </svg>
  );
}
