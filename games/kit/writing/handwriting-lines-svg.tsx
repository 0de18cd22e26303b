// Draws handwriting bands (solid top line, dashed midline, solid baseline) as an SVG underlay,
// so a drawing canvas on top can be cleared without losing the lines.
import type { ReactNode } from "react";
import type { HandwritingBand } from "./handwriting-lines";

type HandwritingLinesSvgProps = {
  bands: HandwritingBand[];
  width: number;
  height: number;
  className?: string;
  /** Extra art drawn over the lines, e.g. dotted letters to trace. */
  children?: ReactNode;
};

export function HandwritingLinesSvg({
  bands,
  width,
  height,
  className = "",
  children,
}: HandwritingLinesSvgProps) {
  return (
    <svg
      aria-hidden="true"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={className}
    >
      {bands.map((band) => (
        <g key={band.index} data-band={band.index}>
          <line
            x1={0}
            x2={width}
            y1={band.topLine}
            y2={band.topLine}
            stroke="#1d4ed8"
            strokeWidth={2}
          />
          <line
            x1={0}
            x2={width}
            y1={band.midLine}
            y2={band.midLine}
            stroke="#60a5fa"
            strokeWidth={2}
            strokeDasharray="10 8"
          />
          <line
            x1={0}
            x2={width}
            y1={band.baseLine}
            y2={band.baseLine}
            stroke="#dc2626"
            strokeWidth={2}
          />
        </g>
      ))}
      {children}
    </svg>
  );
}
