// The wheel's face as SVG: equal segments from the top, clockwise, each with its label. Used by
// the player (which rotates it) and the printed worksheet (a paper-clip spinner). Labels use the
// reader's chosen font through --reading-font, so reading preferences reach the wheel too.
import type { CSSProperties } from "react";

// Light fills with dark text (contrast over 7:1); the labels, not the colours, tell segments apart.
const fills = ["#dbeafe", "#fef3c7", "#dcfce7", "#fce7f3", "#ede9fe", "#ffedd5"];

const WHEEL_LABEL_MAX = 14;

/** A label short enough to fit on a segment; the full text is read out in the result. */
export function wheelLabel(text: string): string {
  return text.length > WHEEL_LABEL_MAX ? `${text.slice(0, WHEEL_LABEL_MAX - 1)}…` : text;
}

function point(angle: number, radius: number): [number, number] {
  const rad = ((angle - 90) * Math.PI) / 180;
  return [
    Math.round(radius * Math.cos(rad) * 1000) / 1000,
    Math.round(radius * Math.sin(rad) * 1000) / 1000,
  ];
}

type Props = {
  labels: string[];
  rotation?: number;
  transition?: string;
  onTransitionEnd?: () => void;
  className?: string;
  style?: CSSProperties;
};

export function WheelFace({
  labels,
  rotation = 0,
  transition,
  onTransitionEnd,
  className,
  style,
}: Props) {
  const size = 360 / labels.length;
  const fontSize = labels.length > 16 ? 6 : labels.length > 8 ? 8 : 10;
  return (
    <svg
      viewBox="-100 -100 200 200"
      className={className}
      style={style}
      aria-hidden="true"
      focusable="false"
    >
      <g
        style={{ transform: `rotate(${rotation}deg)`, transition, transformOrigin: "0 0" }}
        onTransitionEnd={onTransitionEnd}
      >
        {labels.map((label, i) => {
          const start = i * size;
          const [x1, y1] = point(start, 96);
          const [x2, y2] = point(start + size, 96);
          const middle = start + size / 2;
          const path =
            labels.length === 1
              ? "M 0 -96 A 96 96 0 1 1 -0.01 -96 Z"
              : `M 0 0 L ${x1} ${y1} A 96 96 0 ${size > 180 ? 1 : 0} 1 ${x2} ${y2} Z`;
          return (
            <g key={i}>
              <path d={path} fill={fills[i % fills.length]} stroke="#1e3a8a" strokeWidth="1.2" />
              <text
                transform={`rotate(${middle - 90}) translate(90 0)`}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={fontSize}
                fontWeight={600}
                fill="#0f172a"
                style={{
                  fontFamily: "var(--reading-font, inherit)",
                  letterSpacing: "var(--reading-letter-spacing, normal)",
                }}
              >
                {wheelLabel(label)}
              </text>
            </g>
          );
        })}
        <circle r="8" fill="#1e3a8a" />
      </g>
    </svg>
  );
}
