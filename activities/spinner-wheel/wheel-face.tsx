// The wheel's face as SVG: equal segments from the top, clockwise, each with an upright label
// (wheel-labels.ts places them). Used by the player (which rotates it) and the
// printed worksheet (a paper-clip spinner). Labels use the reader's chosen font through
// --reading-font, so reading preferences reach the wheel too.
import type { CSSProperties } from "react";
import { wheelLabels, wheelPoint, WHEEL_RADIUS } from "@/activities/spinner-wheel/wheel-labels";

// Light fills with dark text (contrast over 7:1); the labels, not the colours, tell segments apart.
const fills = ["#dbeafe", "#fef3c7", "#dcfce7", "#fce7f3", "#ede9fe", "#ffedd5"];

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
  const placed = wheelLabels(labels);
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
        onTransitionEnd={
          // Only in the player: the printed worksheet renders on the server, with no handlers.
          onTransitionEnd &&
          ((event) => {
            // The labels' own turns end at the same moment; only the wheel's counts.
            if (event.target === event.currentTarget) onTransitionEnd();
          })
        }
      >
        {placed.map((label, i) => {
          const start = i * size;
          const [x1, y1] = wheelPoint(start, WHEEL_RADIUS);
          const [x2, y2] = wheelPoint(start + size, WHEEL_RADIUS);
          const path =
            labels.length === 1
              ? "M 0 -96 A 96 96 0 1 1 -0.01 -96 Z"
              : `M 0 0 L ${x1} ${y1} A 96 96 0 ${size > 180 ? 1 : 0} 1 ${x2} ${y2} Z`;
          return (
            <g key={i}>
              <path d={path} fill={fills[i % fills.length]} stroke="#1e3a8a" strokeWidth="1.2" />
              <g transform={`translate(${label.x} ${label.y})`}>
                {/* Turned back by the wheel's angle, on the same timing, so it stays upright. */}
                <text
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={label.fontSize}
                  fontWeight={600}
                  fill="#0f172a"
                  style={{
                    transform: `rotate(${-rotation}deg)`,
                    transition,
                    transformBox: "fill-box",
                    transformOrigin: "center",
                    fontFamily: "var(--reading-font, inherit)",
                    letterSpacing: "var(--reading-letter-spacing, normal)",
                  }}
                >
                  {label.text}
                </text>
              </g>
            </g>
          );
        })}
        <circle r="8" fill="#1e3a8a" />
      </g>
    </svg>
  );
}
