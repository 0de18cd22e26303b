// Self-drawn illustrations for the student apps, keyed by the registry's `icon` (games/registry.ts).
// Plain SVG shapes in the brand palette: no image hosts, no emoji fonts.
import type { ReactNode } from "react";

const ink = "#1b2a3a";
const line = {
  stroke: ink,
  strokeWidth: 2.5,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
};
const letter = {
  fontFamily: "var(--font-lexend), sans-serif",
  fontWeight: 700,
  textAnchor: "middle" as const,
};

function Tile({
  x,
  y,
  label,
  fill,
  stroke,
  round,
}: {
  x: number;
  y: number;
  label: string;
  fill: string;
  stroke: string;
  round?: boolean;
}) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width="24"
        height="24"
        rx={round ? 12 : 4}
        fill={fill}
        stroke={stroke}
        strokeWidth="2.5"
      />
      <text x={x + 12} y={y + 17.5} fontSize="15" fill={ink} {...letter}>
        {label}
      </text>
    </g>
  );
}

const icons = {
  tiles: (
    <>
      <Tile x={10} y={36} label="c" fill="#ffffff" stroke="#035a95" />
      <Tile x={36} y={36} label="a" fill="#fff1f2" stroke="#e11d48" round />
      <Tile x={62} y={36} label="t" fill="#ffffff" stroke="#035a95" />
      <rect x="23" y="66" width="50" height="6" rx="3" fill="#b9e1fb" />
    </>
  ),
  dice: (
    <>
      <rect
        x="14"
        y="30"
        width="36"
        height="36"
        rx="8"
        fill="#ffffff"
        transform="rotate(-12 32 48)"
        {...line}
      />
      {[
        [25, 40],
        [38, 52],
        [30, 48],
      ].map(([cx, cy]) => (
        <circle key={`${cx}${cy}`} cx={cx} cy={cy} r="3.5" fill={ink} />
      ))}
      <rect
        x="48"
        y="22"
        width="34"
        height="34"
        rx="8"
        fill="#fcd96b"
        transform="rotate(10 65 39)"
        {...line}
      />
      {[
        [58, 31],
        [72, 45],
        [58, 45],
        [72, 31],
      ].map(([cx, cy]) => (
        <circle key={`${cx}${cy}`} cx={cx} cy={cy} r="3.2" fill={ink} />
      ))}
    </>
  ),
  vowel: (
    <>
      {["a", "e", "i", "o", "u"].map((v, i) => (
        <g key={v}>
          <circle
            cx={16 + i * 16}
            cy={i % 2 ? 56 : 42}
            r="10"
            fill="#fff1f2"
            stroke="#e11d48"
            strokeWidth="2.5"
          />
          <text x={16 + i * 16} y={(i % 2 ? 56 : 42) + 5} fontSize="14" fill={ink} {...letter}>
            {v}
          </text>
        </g>
      ))}
    </>
  ),
  mole: (
    <>
      <ellipse cx="48" cy="72" rx="32" ry="9" fill="#8a5a2b" />
      <path d="M28 72V50a20 20 0 0 1 40 0v22z" fill="#a47551" {...line} />
      <circle cx="40" cy="50" r="3" fill={ink} />
      <circle cx="56" cy="50" r="3" fill={ink} />
      <ellipse cx="48" cy="58" rx="6" ry="4" fill="#f7a8b8" {...line} />
      <path d="M62 22l12-6 4 8-12 6zM66 28l-8 14" fill="#fcd96b" {...line} />
    </>
  ),
  fish: (
    <>
      <path d="M14 30h68" stroke="#7cc8f7" strokeWidth="3" />
      <path d="M60 12v36" {...line} />
      <path d="M20 62c10-12 28-12 38 0-10 12-28 12-38 0z" fill="#38abf0" {...line} />
      <path d="M58 62l12-9v18z" fill="#0e8fdc" {...line} />
      <circle cx="30" cy="60" r="2.5" fill={ink} />
      <path d="M60 48c0 6-4 8-4 12" fill="none" {...line} />
    </>
  ),
  pencil: (
    <>
      {[34, 54, 74].map((y) => (
        <g key={y}>
          <path d={`M10 ${y}h76`} stroke="#4a7fb0" strokeWidth="1.5" />
          <path d={`M10 ${y - 10}h76`} stroke="#6b9bc8" strokeWidth="1.2" strokeDasharray="5 4" />
        </g>
      ))}
      <path
        d="M22 54c4-12 8-12 10 0s8 12 10 0"
        fill="none"
        stroke="#0271b8"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M54 66l24-40 8 5-24 40-10 4z" fill="#fcd96b" {...line} />
      <path d="M52 75l2-9 8 5z" fill="#f5deb3" {...line} />
    </>
  ),
  car: (
    <>
      <text x="28" y="56" fontSize="34" fill="#0271b8" {...letter}>
        b
      </text>
      <text x="70" y="56" fontSize="34" fill="#d1242f" {...letter}>
        d
      </text>
      <path d="M28 74h40l-4-8H34z" fill="#fbc531" {...line} />
      <path d="M22 80h52v-6H22z" fill="#ef6f6c" {...line} />
      <circle cx="32" cy="82" r="5" fill={ink} />
      <circle cx="64" cy="82" r="5" fill={ink} />
    </>
  ),
  abc: (
    <>
      <Tile x={8} y={30} label="A" fill="#fff7e0" stroke="#eba70b" />
      <Tile x={36} y={38} label="B" fill="#dff0fd" stroke="#0271b8" />
      <Tile x={64} y={46} label="C" fill="#e7f6e9" stroke="#1f8a3b" />
      <path
        d="M20 68c14 10 38 10 56-2"
        fill="none"
        stroke="#7cc8f7"
        strokeWidth="3"
        strokeDasharray="4 5"
        strokeLinecap="round"
      />
    </>
  ),
  order: (
    <>
      {["a", "b", "c", "d"].map((l, i) => (
        <g key={l}>
          <rect
            x={12 + i * 19}
            y={62 - i * 10}
            width="16"
            height={16 + i * 10}
            rx="3"
            fill={["#b9e1fb", "#7cc8f7", "#38abf0", "#0e8fdc"][i]}
            stroke={ink}
            strokeWidth="2"
          />
          <text x={20 + i * 19} y="88" fontSize="13" fill={ink} {...letter}>
            {l}
          </text>
        </g>
      ))}
      <path d="M14 30l60-12m0 0l-8-4m8 4l-6 6" fill="none" {...line} />
    </>
  ),
  grammar: (
    <>
      <rect x="10" y="20" width="48" height="34" rx="6" fill="#dff0fd" {...line} />
      <rect x="38" y="44" width="48" height="34" rx="6" fill="#ffffff" {...line} />
      <path d="M48 56h28M48 64h20" stroke="#0271b8" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M24 30l8 14 8-14"
        fill="none"
        stroke="#d1242f"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="76" cy="66" r="4" fill="#fbc531" stroke={ink} strokeWidth="2" />
    </>
  ),
  "place-value": (
    <>
      {["4", "7", "2"].map((d, i) => (
        <g key={d}>
          <rect
            x={12 + i * 25}
            y="28"
            width="22"
            height="30"
            rx="4"
            fill={["#fcd96b", "#b9e1fb", "#f7c6d9"][i]}
            {...line}
          />
          <text x={23 + i * 25} y="50" fontSize="18" fill={ink} {...letter}>
            {d}
          </text>
        </g>
      ))}
      <text x="48" y="80" fontSize="11" fill="#035a95" {...letter}>
        400 + 70 + 2
      </text>
    </>
  ),
  math: (
    <>
      <rect x="10" y="22" width="76" height="28" rx="8" fill="#ffffff" {...line} />
      <text x="48" y="42" fontSize="17" fill={ink} {...letter}>
        3 × 4 = ?
      </text>
      <circle cx="28" cy="70" r="12" fill="#b9e1fb" {...line} />
      <circle cx="68" cy="70" r="12" fill="#fcd96b" {...line} />
      <text x="28" y="75" fontSize="13" fill={ink} {...letter}>
        12
      </text>
      <text x="68" y="75" fontSize="13" fill={ink} {...letter}>
        7
      </text>
    </>
  ),
  match: (
    <>
      <rect x="12" y="22" width="30" height="44" rx="6" fill="#dff0fd" {...line} />
      <rect x="54" y="30" width="30" height="44" rx="6" fill="#ffffff" {...line} />
      <path d="M27 36l8 14H19z" fill="#ef6f6c" {...line} />
      <path d="M69 44l8 14H61z" fill="#ef6f6c" {...line} />
      <path
        d="M40 80c6 4 12 4 18 0"
        fill="none"
        stroke="#1f8a3b"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </>
  ),
  spot: (
    <>
      <circle cx="34" cy="48" r="24" fill="#ffffff" {...line} />
      <circle cx="64" cy="48" r="24" fill="#fff7e0" {...line} />
      <path d="M49 40l3 6 6 1-5 4 1 6-5-3-5 3 1-6-5-4 6-1z" fill="#fbc531" {...line} />
      <circle cx="26" cy="40" r="4" fill="#38abf0" />
      <rect x="22" y="54" width="8" height="8" fill="#1f8a3b" />
      <circle cx="74" cy="56" r="4" fill="#d1242f" />
    </>
  ),
  cards: (
    <>
      <rect x="10" y="24" width="22" height="30" rx="4" fill="#0271b8" {...line} />
      <rect x="37" y="24" width="22" height="30" rx="4" fill="#ffffff" {...line} />
      <rect x="64" y="24" width="22" height="30" rx="4" fill="#ffffff" {...line} />
      <rect x="10" y="60" width="22" height="30" rx="4" fill="#ffffff" {...line} />
      <text x="48" y="45" fontSize="16" fill={ink} {...letter}>
        m
      </text>
      <text x="75" y="45" fontSize="16" fill={ink} {...letter}>
        m
      </text>
      <text x="21" y="81" fontSize="16" fill={ink} {...letter}>
        s
      </text>
      <path d="M21 31l6 8-6 8-6-8z" fill="#7cc8f7" />
    </>
  ),
  document: (
    <>
      <path d="M24 12h34l14 14v58H24z" fill="#ffffff" {...line} />
      <path d="M58 12v14h14" fill="none" {...line} />
      <path
        d="M32 38h32M32 48h32M32 58h32M32 68h22"
        stroke="#7cc8f7"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <rect x="20" y="44" width="56" height="10" rx="2" fill="#fcd96b" opacity="0.6" />
    </>
  ),
} satisfies Record<string, ReactNode>;

/** The illustrations there are: a registry entry naming any other fails typecheck. */
export type GameIconName = keyof typeof icons;

/** A decorative illustration for a game card (aria-hidden: the card's title names the game). */
export function GameIcon({
  icon,
  className = "h-20 w-20",
}: {
  icon: GameIconName;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 96 96" className={className} aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="92" height="92" rx="22" fill="#f0f8ff" />
      {icons[icon]}
    </svg>
  );
}
