// Self-made scenery behind the board, one per theme. Decorative only (aria-hidden); the board
// sits on a light panel above it so text contrast never depends on the picture.
import type { JSX } from "react";
import type { Theme } from "./data";

const Desert = () => (
  <>
    <defs>
      <linearGradient id="desert-sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#fde7c2" />
        <stop offset="1" stopColor="#f7c98b" />
      </linearGradient>
    </defs>
    <rect width="800" height="500" fill="url(#desert-sky)" />
    <circle cx="650" cy="110" r="55" fill="#fbc531" />
    <path d="M0 330 Q160 250 330 320 T800 300 V500 H0Z" fill="#e8b36a" />
    <path d="M0 400 Q220 330 430 395 T800 380 V500 H0Z" fill="#d9964c" />
    <g fill="#4f8a4a">
      <rect x="120" y="250" width="22" height="120" rx="11" />
      <path d="M120 300 h-22 a11 11 0 0 1 -11 -11 v-30 a8 8 0 0 1 16 0 v25 h17Z" />
      <path d="M142 285 h20 v-35 a8 8 0 0 1 16 0 v40 a11 11 0 0 1 -11 11 h-25Z" />
      <rect x="600" y="300" width="16" height="80" rx="8" />
      <path d="M616 330 h14 v-22 a6 6 0 0 1 12 0 v27 a8 8 0 0 1 -8 8 h-18Z" />
    </g>
  </>
);

const Ocean = () => (
  <>
    <defs>
      <linearGradient id="ocean-sea" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#38abf0" />
        <stop offset="1" stopColor="#074d7b" />
      </linearGradient>
    </defs>
    <rect width="800" height="500" fill="#dff0fd" />
    <rect y="120" width="800" height="380" fill="url(#ocean-sea)" />
    <path
      d="M0 120 q50 -20 100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 V150 H0Z"
      fill="#7cc8f7"
    />
    <g fill="none" stroke="#b9e1fb" strokeWidth="4" strokeLinecap="round" opacity="0.7">
      <path d="M60 220 q30 -14 60 0 t60 0" />
      <path d="M480 260 q30 -14 60 0 t60 0" />
      <path d="M250 330 q30 -14 60 0" />
    </g>
    <path d="M0 450 Q200 420 400 450 T800 440 V500 H0Z" fill="#f3d9a4" />
    <g fill="none" stroke="#2f8f5b" strokeWidth="8" strokeLinecap="round">
      <path d="M90 460 q-20 -40 0 -80 q20 -40 0 -70" />
      <path d="M700 455 q20 -35 0 -70 q-20 -35 0 -60" />
    </g>
    <g fill="#ffffff" opacity="0.6">
      <circle cx="300" cy="400" r="6" />
      <circle cx="315" cy="370" r="4" />
      <circle cx="560" cy="380" r="5" />
    </g>
  </>
);

const Winter = () => (
  <>
    <rect width="800" height="500" fill="#dbeafe" />
    <path d="M0 300 Q200 220 420 290 T800 260 V500 H0Z" fill="#f1f5f9" />
    <path d="M0 380 Q260 320 520 380 T800 360 V500 H0Z" fill="#ffffff" />
    {[
      [130, 250],
      [190, 270],
      [640, 230],
      [700, 255],
    ].map(([x, y]) => (
      <g key={`${x}-${y}`}>
        <rect x={(x as number) - 5} y={(y as number) + 70} width="10" height="20" fill="#7c5a3a" />
        <path d={`M${x} ${y} l-35 75 h70Z`} fill="#2f6b4f" />
        <path d={`M${x} ${y} l-14 30 q14 6 28 0Z`} fill="#ffffff" />
      </g>
    ))}
    <g fill="#ffffff">
      {[60, 170, 260, 350, 450, 520, 610, 740].map((x, i) => (
        <circle key={x} cx={x} cy={40 + ((i * 53) % 170)} r={3 + (i % 3)} />
      ))}
    </g>
  </>
);

const Summer = () => (
  <>
    <rect width="800" height="500" fill="#7cc8f7" />
    <g stroke="#fbc531" strokeWidth="6" strokeLinecap="round">
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
        <line
          key={angle}
          x1="120"
          y1="100"
          x2={120 + 70 * Math.cos((angle * Math.PI) / 180)}
          y2={100 + 70 * Math.sin((angle * Math.PI) / 180)}
        />
      ))}
    </g>
    <circle cx="120" cy="100" r="42" fill="#fcd96b" />
    <rect y="290" width="800" height="70" fill="#0e8fdc" />
    <path d="M0 350 Q200 330 400 350 T800 345 V500 H0Z" fill="#fcd96b" />
    <path
      d="M640 470 q10 -120 -10 -200"
      fill="none"
      stroke="#8a5a2b"
      strokeWidth="14"
      strokeLinecap="round"
    />
    <g fill="#3f9a4a">
      <path d="M630 270 q-70 -20 -110 30 q60 -15 110 -30Z" />
      <path d="M630 270 q60 -40 120 0 q-60 -10 -120 0Z" />
      <path d="M630 270 q-10 -60 -60 -80 q40 40 60 80Z" />
      <path d="M630 270 q30 -60 90 -60 q-60 20 -90 60Z" />
    </g>
    <path d="M280 470 L300 380" stroke="#475569" strokeWidth="5" />
    <path d="M230 385 q70 -60 140 0Z" fill="#ef6f6c" />
    <path d="M277 385 q23 -60 46 0Z" fill="#ffffff" />
  </>
);

const scenes: Record<Theme, () => JSX.Element> = {
  desert: Desert,
  ocean: Ocean,
  winter: Winter,
  summer: Summer,
};

export function ThemeBackdrop({ theme }: { theme: Theme }) {
  const Scene = scenes[theme];
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 800 500"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 h-full w-full"
      data-theme-backdrop={theme}
    >
      <Scene />
    </svg>
  );
}
