// The six symbol shapes Match It cards cycle through, drawn behind the card's value. Pale
// fills keep the dark value readable; the outline shape (not the colour) tells cards apart.
import type { CardShape } from "./logic";

const paths: Record<CardShape, { d: string; fill: string; textY: string }> = {
  circle: { d: "M50 6 A44 44 0 1 1 49.9 6 Z", fill: "#dff0fd", textY: "0%" },
  square: { d: "M8 8 H92 V92 H8 Z", fill: "#fdecc8", textY: "0%" },
  triangle: { d: "M50 4 L96 92 H4 Z", fill: "#dcf2dc", textY: "14%" },
  star: {
    d: "M50 4 L62 36 L96 37 L69 58 L79 92 L50 72 L21 92 L31 58 L4 37 L38 36 Z",
    fill: "#fff3b0",
    textY: "8%",
  },
  heart: {
    d: "M50 92 C8 64 2 34 24 16 C36 8 46 14 50 24 C54 14 64 8 76 16 C98 34 92 64 50 92 Z",
    fill: "#fbdbe6",
    textY: "2%",
  },
  hexagon: { d: "M27 8 H73 L96 50 L73 92 H27 L4 50 Z", fill: "#e7ddf7", textY: "0%" },
};

export function ShapeBackdrop({ shape }: { shape: CardShape }) {
  const { d, fill } = paths[shape];
  return (
    <svg aria-hidden="true" viewBox="0 0 100 100" className="absolute inset-0 h-full w-full">
      <path d={d} fill={fill} stroke="#1b2a3a" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}

export const shapeTextOffset = (shape: CardShape) => paths[shape].textY;

/** Mode B for numbers: a ten-frame (two rows of five) with one dot per counted item. */
export function TenFrame({ count }: { count: number }) {
  return (
    <svg
      role="img"
      aria-label={`${count} ${count === 1 ? "dot" : "dots"}`}
      viewBox="0 0 250 110"
      className="w-full max-w-64"
    >
      {Array.from({ length: 10 }, (_, i) => {
        const x = 5 + (i % 5) * 48;
        const y = 5 + Math.floor(i / 5) * 50;
        return (
          <g key={i}>
            <rect
              x={x}
              y={y}
              width="46"
              height="48"
              fill="#ffffff"
              stroke="#1b2a3a"
              strokeWidth="3"
            />
            {i < count ? <circle cx={x + 23} cy={y + 24} r="15" fill="#0271b8" /> : null}
          </g>
        );
      })}
    </svg>
  );
}
