// The four mascots, drawn as small inline SVGs facing right (the way they cross).
import type { JSX } from "react";
import type { Mascot } from "./data";

const art: Record<Mascot, JSX.Element> = {
  bird: (
    <svg viewBox="0 0 120 80">
      <ellipse cx="60" cy="45" rx="32" ry="20" fill="#b45309" />
      <circle cx="88" cy="32" r="14" fill="#b45309" />
      <path d="M100 30 l16 4 l-16 5Z" fill="#fbc531" />
      <circle cx="92" cy="28" r="3" fill="#1b2a3a" />
      <path d="M40 40 q20 -40 45 -5 q-25 -5 -45 5Z" fill="#92400e" />
      <path d="M28 45 l-20 -8 l4 14Z" fill="#92400e" />
    </svg>
  ),
  dolphin: (
    <svg viewBox="0 0 140 80">
      <path
        d="M10 50 q40 -40 100 -20 q20 6 26 14 q-10 4 -24 4 q-40 20 -80 10 q-12 12 -24 14 q6 -10 2 -22Z"
        fill="#64748b"
      />
      <path d="M60 30 l10 -22 l14 24Z" fill="#475569" />
      <path d="M40 58 q30 8 70 -6 q-30 16 -70 6Z" fill="#cbd5e1" />
      <circle cx="112" cy="38" r="3" fill="#1b2a3a" />
    </svg>
  ),
  yeti: (
    <svg viewBox="0 0 100 120">
      <path
        d="M20 110 q-10 -50 10 -80 q20 -30 40 0 q20 30 10 80Z"
        fill="#f8fafc"
        stroke="#94a3b8"
        strokeWidth="3"
      />
      <ellipse cx="50" cy="45" rx="18" ry="14" fill="#7dd3fc" />
      <circle cx="44" cy="42" r="3" fill="#1b2a3a" />
      <circle cx="56" cy="42" r="3" fill="#1b2a3a" />
      <path
        d="M42 52 q8 6 16 0"
        fill="none"
        stroke="#1b2a3a"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M22 60 l-14 24 M78 60 l14 24"
        stroke="#94a3b8"
        strokeWidth="10"
        strokeLinecap="round"
      />
    </svg>
  ),
  plane: (
    <svg viewBox="0 0 160 70">
      <path
        d="M20 35 q0 -10 20 -10 h80 q25 0 30 10 q-5 10 -30 10 h-80 q-20 0 -20 -10Z"
        fill="#ef6f6c"
      />
      <path d="M70 35 l-20 30 h16 l30 -30Z" fill="#0271b8" />
      <path d="M70 35 l-20 -28 h16 l30 28Z" fill="#0271b8" />
      <path d="M24 30 l-10 -20 h12 l14 20Z" fill="#0271b8" />
      {[90, 104, 118].map((x) => (
        <circle key={x} cx={x} cy="32" r="4" fill="#dff0fd" />
      ))}
      <rect x="148" y="18" width="5" height="34" rx="2" fill="#475569" />
    </svg>
  ),
};

export function MascotArt({ mascot }: { mascot: Mascot }) {
  return <span className="block h-full w-full [&>svg]:h-full [&>svg]:w-full">{art[mascot]}</span>;
}
