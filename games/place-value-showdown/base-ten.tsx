// Base-ten blocks drawn as inline SVG: ones units, tens rods, hundreds flats and thousands cubes,
// the concrete models children use in structured maths lessons. Decorative: the digit and its
// place are always in text next to them.
import type { PlaceName } from "./numbers";

/** Each place has a colour and a different block shape, so colour is never the only cue. */
export const placeTheme: Record<PlaceName, { fill: string; stroke: string; header: string }> = {
  thousands: {
    fill: "#e9d5ff",
    stroke: "#7e22ce",
    header: "bg-purple-100 text-purple-900 border-purple-400",
  },
  hundreds: {
    fill: "#bfdbfe",
    stroke: "#1d4ed8",
    header: "bg-blue-100 text-blue-900 border-blue-400",
  },
  tens: {
    fill: "#bbf7d0",
    stroke: "#15803d",
    header: "bg-green-100 text-green-900 border-green-500",
  },
  ones: {
    fill: "#fde68a",
    stroke: "#b45309",
    header: "bg-amber-100 text-amber-900 border-amber-500",
  },
};

function Unit({ x, y, size, place }: { x: number; y: number; size: number; place: PlaceName }) {
  const { fill, stroke } = placeTheme[place];
  return (
    <rect
      x={x}
      y={y}
      width={size}
      height={size}
      rx={1.5}
      fill={fill}
      stroke={stroke}
      strokeWidth={1.5}
    />
  );
}

function Rod({ x }: { x: number }) {
  const { fill, stroke } = placeTheme.tens;
  return (
    <g>
      <rect
        x={x}
        y={2}
        width={7}
        height={70}
        rx={1.5}
        fill={fill}
        stroke={stroke}
        strokeWidth={1.5}
      />
      {Array.from({ length: 9 }, (_, i) => (
        <line
          key={i}
          x1={x}
          x2={x + 7}
          y1={2 + (i + 1) * 7}
          y2={2 + (i + 1) * 7}
          stroke={stroke}
          strokeWidth={0.8}
        />
      ))}
    </g>
  );
}

function Flat() {
  const { fill, stroke } = placeTheme.hundreds;
  const x = 2;
  const y = 2;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={50}
        height={50}
        rx={2}
        fill={fill}
        stroke={stroke}
        strokeWidth={1.5}
      />
      {Array.from({ length: 9 }, (_, i) => (
        <g key={i} stroke={stroke} strokeWidth={0.6}>
          <line x1={x + (i + 1) * 5} x2={x + (i + 1) * 5} y1={y} y2={y + 50} />
          <line x1={x} x2={x + 50} y1={y + (i + 1) * 5} y2={y + (i + 1) * 5} />
        </g>
      ))}
    </g>
  );
}

function Cube() {
  const { fill, stroke } = placeTheme.thousands;
  const x = 2;
  const y = 14;
  const s = 40; // front face
  const d = 12; // depth
  return (
    <g stroke={stroke} strokeWidth={1.5} strokeLinejoin="round">
      <rect x={x} y={y} width={s} height={s} fill={fill} />
      <path d={`M${x} ${y} l${d} ${-d} h${s} l${-d} ${d} z`} fill="#f3e8ff" />
      <path d={`M${x + s} ${y} l${d} ${-d} v${s} l${-d} ${d} z`} fill="#d8b4fe" />
      {[1, 2, 3].map((i) => (
        <g key={i} strokeWidth={0.6}>
          <line x1={x + (i * s) / 4} x2={x + (i * s) / 4} y1={y} y2={y + s} />
          <line x1={x} x2={x + s} y1={y + (i * s) / 4} y2={y + (i * s) / 4} />
        </g>
      ))}
    </g>
  );
}

/** `count` blocks of one place (0-9), in a box about 80 px wide. */
export function BaseTenBlocks({
  place,
  count,
  className = "",
}: {
  place: PlaceName;
  count: number;
  className?: string;
}) {
  if (count <= 0) return <span className={`block h-6 ${className}`} aria-hidden="true" />;
  const n = Math.min(count, 9);
  if (place === "ones") {
    return (
      <svg
        viewBox="0 0 54 54"
        className={`h-12 w-12 ${className}`}
        aria-hidden="true"
        focusable="false"
      >
        {Array.from({ length: n }, (_, i) => (
          <Unit
            key={i}
            place="ones"
            x={2 + (i % 3) * 18}
            y={2 + Math.floor(i / 3) * 18}
            size={14}
          />
        ))}
      </svg>
    );
  }
  if (place === "tens") {
    return (
      <svg
        viewBox={`0 0 ${n * 9 + 2} 74`}
        className={`h-16 ${className}`}
        style={{ width: `${((n * 9 + 2) / 74) * 4}rem` }}
        aria-hidden="true"
        focusable="false"
      >
        {Array.from({ length: n }, (_, i) => (
          <Rod key={i} x={1 + i * 9} />
        ))}
      </svg>
    );
  }
  // Flats and cubes sit in rows of three, so a child can count them at a glance.
  const cols = Math.min(n, 3);
  const rows = Math.ceil(n / 3);
  return (
    <svg
      viewBox={`0 0 ${cols * 58} ${rows * 58}`}
      className={className}
      style={{ width: `${cols * 1.6}rem` }}
      aria-hidden="true"
      focusable="false"
    >
      {Array.from({ length: n }, (_, i) => (
        <g key={i} transform={`translate(${(i % 3) * 58} ${Math.floor(i / 3) * 58})`}>
          {place === "hundreds" ? <Flat /> : <Cube />}
        </g>
      ))}
    </svg>
  );
}
