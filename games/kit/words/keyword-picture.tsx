// The game art set: self-made keyword pictures (64×64), drawn simply with a dark outline so they read at card
// size on a phone and on a classroom screen. No emoji font, no image host.
import type { ReactElement } from "react";
import type { PictureName } from "./keyword-pictures";

const o = {
  stroke: "#1b2a3a",
  strokeWidth: 2.5,
  strokeLinejoin: "round" as const,
  strokeLinecap: "round" as const,
};

const art: Record<PictureName, ReactElement> = {
  apple: (
    <g {...o}>
      <path
        d="M32 20c-6-5-20-4-20 12 0 14 10 24 15 24 3 0 4-1 5-1s2 1 5 1c5 0 15-10 15-24 0-16-14-17-20-12z"
        fill="#e5484d"
      />
      <path d="M32 20c0-5 1-9 4-12" fill="none" />
      <path d="M35 13c4-5 11-4 12-2-3 4-8 5-12 2z" fill="#46a758" />
    </g>
  ),
  ball: (
    <g {...o}>
      <circle cx="32" cy="32" r="22" fill="#fbc531" />
      <path d="M10 32c8-6 36-6 44 0M32 10c-7 8-7 36 0 44" fill="none" />
      <path d="M16 17c10 4 22 4 32 0" fill="none" stroke="#e5484d" strokeWidth="4" />
    </g>
  ),
  cat: (
    <g {...o}>
      <path
        d="M14 26l2-16 10 9h12l10-9 2 16c3 4 4 8 4 12 0 11-9 18-22 18S10 49 10 38c0-4 1-8 4-12z"
        fill="#f5a524"
      />
      <circle cx="24" cy="34" r="2.5" fill="#1b2a3a" />
      <circle cx="40" cy="34" r="2.5" fill="#1b2a3a" />
      <path
        d="M30 41h4l-2 2.5zM32 43.5v3M20 42l-8-1M20 45l-8 3M44 42l8-1M44 45l8 3"
        fill="#e86f8f"
      />
    </g>
  ),
  dog: (
    <g {...o}>
      <ellipse cx="32" cy="35" rx="16" ry="18" fill="#c08552" />
      <path
        d="M17 24c-6 0-9 12-6 20 4-1 7-5 8-10zM47 24c6 0 9 12 6 20-4-1-7-5-8-10z"
        fill="#7a4a2a"
      />
      <circle cx="26" cy="31" r="2.5" fill="#1b2a3a" />
      <circle cx="38" cy="31" r="2.5" fill="#1b2a3a" />
      <ellipse cx="32" cy="42" rx="7" ry="5" fill="#e8c39e" />
      <ellipse cx="32" cy="40" rx="3" ry="2" fill="#1b2a3a" />
    </g>
  ),
  egg: (
    <g {...o}>
      <path
        d="M32 8c10 0 18 18 18 30 0 11-8 18-18 18s-18-7-18-18C14 26 22 8 32 8z"
        fill="#fdf0d5"
      />
    </g>
  ),
  fish: (
    <g {...o}>
      <path d="M8 32c8-12 28-16 40 0-12 16-32 12-40 0z" fill="#38abf0" />
      <path d="M46 32l12-10v20z" fill="#38abf0" />
      <circle cx="18" cy="30" r="2.5" fill="#1b2a3a" />
      <path d="M28 24c3 5 3 11 0 16" fill="none" />
    </g>
  ),
  gift: (
    <g {...o}>
      <rect x="12" y="26" width="40" height="28" fill="#7c66dc" />
      <rect x="10" y="20" width="44" height="8" fill="#9b87f5" />
      <path d="M32 20v34" stroke="#fbc531" strokeWidth="5" />
      <path
        d="M32 20c-4-8-14-9-13-3 1 4 9 3 13 3zM32 20c4-8 14-9 13-3-1 4-9 3-13 3z"
        fill="#fbc531"
      />
    </g>
  ),
  hat: (
    <g {...o}>
      <rect x="20" y="12" width="24" height="30" rx="2" fill="#35424f" />
      <rect x="20" y="34" width="24" height="6" fill="#e5484d" />
      <ellipse cx="32" cy="44" rx="24" ry="6" fill="#35424f" />
    </g>
  ),
  igloo: (
    <g {...o}>
      <path d="M8 50a24 24 0 0 1 48 0z" fill="#e8f4fd" />
      <path
        d="M12 38h40M18 28h28M20 38v-10M32 28v-10M44 38v-10M26 50v-12M38 50v-12"
        fill="none"
        strokeWidth="1.5"
      />
      <path d="M24 50a8 8 0 0 1 16 0z" fill="#0c4066" />
    </g>
  ),
  jam: (
    <g {...o}>
      <rect x="16" y="18" width="32" height="38" rx="6" fill="#c2255c" />
      <rect x="14" y="10" width="36" height="9" rx="2" fill="#e5e7eb" />
      <rect x="21" y="30" width="22" height="14" rx="2" fill="#fdf0d5" />
      <path d="M26 37h12" fill="none" strokeWidth="2" />
    </g>
  ),
  kite: (
    <g {...o}>
      <path d="M32 6l16 20-16 24-16-24z" fill="#e5484d" />
      <path d="M32 6v44M16 26h32" fill="none" strokeWidth="1.5" />
      <path d="M32 50c-4 4 4 6 0 10" fill="none" />
      <path d="M28 54l4 2-4 2zM36 56l-4 2 4 2z" fill="#fbc531" strokeWidth="1.5" />
    </g>
  ),
  leaf: (
    <g {...o}>
      <path d="M12 52C10 28 28 10 54 10c0 26-18 44-42 42z" fill="#46a758" />
      <path d="M12 52L44 20M26 38l-2-10M34 30l8 2" fill="none" />
    </g>
  ),
  moon: (
    <g {...o}>
      <path d="M40 8a24 24 0 1 0 16 36A20 20 0 0 1 40 8z" fill="#fcd96b" />
    </g>
  ),
  nest: (
    <g {...o}>
      <ellipse cx="24" cy="34" rx="7" ry="8" fill="#b9e1fb" />
      <ellipse cx="34" cy="32" rx="7" ry="8" fill="#b9e1fb" />
      <ellipse cx="42" cy="35" rx="6" ry="7" fill="#b9e1fb" />
      <path d="M8 36h48c0 12-10 18-24 18S8 48 8 36z" fill="#a0703c" />
      <path d="M12 42l8 4M24 40l10 6M38 41l10 3M18 50l10-4" fill="none" strokeWidth="1.5" />
    </g>
  ),
  octopus: (
    <g {...o}>
      <path
        d="M14 56c4-6 2-12 6-18M24 58c2-8 0-12 4-20M40 58c-2-8 0-12-4-20M50 56c-4-6-2-12-6-18"
        fill="none"
        stroke="#9b4dca"
        strokeWidth="5"
      />
      <path d="M14 30c0-12 8-22 18-22s18 10 18 22c0 7-8 10-18 10s-18-3-18-10z" fill="#b57edc" />
      <circle cx="26" cy="26" r="3" fill="#1b2a3a" />
      <circle cx="38" cy="26" r="3" fill="#1b2a3a" />
      <path d="M28 33q4 3 8 0" fill="none" />
    </g>
  ),
  pig: (
    <g {...o}>
      <path d="M16 18l-2-10 12 6zM48 18l2-10-12 6z" fill="#f4a4b8" />
      <circle cx="32" cy="34" r="20" fill="#f8c4d0" />
      <ellipse cx="32" cy="40" rx="9" ry="6" fill="#f4a4b8" />
      <circle cx="29" cy="40" r="1.6" fill="#1b2a3a" />
      <circle cx="35" cy="40" r="1.6" fill="#1b2a3a" />
      <circle cx="24" cy="29" r="2.5" fill="#1b2a3a" />
      <circle cx="40" cy="29" r="2.5" fill="#1b2a3a" />
    </g>
  ),
  ring: (
    <g {...o}>
      <circle cx="32" cy="40" r="16" fill="none" stroke="#eba70b" strokeWidth="6" />
      <circle cx="32" cy="40" r="16" fill="none" strokeWidth="1.5" />
      <path d="M24 20l8-10 8 10-8 6z" fill="#7cc8f7" />
    </g>
  ),
  sun: (
    <g {...o}>
      <path
        d="M32 4v8M32 52v8M4 32h8M52 32h8M12 12l6 6M46 46l6 6M12 52l6-6M46 18l6-6"
        fill="none"
        stroke="#eba70b"
        strokeWidth="4"
      />
      <circle cx="32" cy="32" r="14" fill="#fbc531" />
    </g>
  ),
  tent: (
    <g {...o}>
      <path d="M32 10L6 54h52z" fill="#46a758" />
      <path d="M32 10l-8 44h16z" fill="#2f7d3f" />
      <path d="M4 54h56" fill="none" />
    </g>
  ),
  umbrella: (
    <g {...o}>
      <path d="M32 30v20a5 5 0 0 1-10 0" fill="none" strokeWidth="3" />
      <path
        d="M6 30a26 22 0 0 1 52 0c-4-4-9-4-13 0-4-4-9-4-13 0-4-4-9-4-13 0-4-4-9-4-13 0z"
        fill="#e5484d"
      />
      <path d="M32 8v-3" fill="none" />
    </g>
  ),
  van: (
    <g {...o}>
      <path d="M6 44V18h34l10 10h8v16z" fill="#38abf0" />
      <path d="M40 20v10h10" fill="#dff0fd" />
      <rect x="12" y="22" width="10" height="8" fill="#dff0fd" />
      <rect x="26" y="22" width="10" height="8" fill="#dff0fd" />
      <circle cx="18" cy="46" r="6" fill="#35424f" />
      <circle cx="46" cy="46" r="6" fill="#35424f" />
    </g>
  ),
  web: (
    <g {...o} strokeWidth={1.8} fill="none">
      <path d="M32 6v52M6 32h52M13 13l38 38M51 13L13 51" />
      <path d="M32 14l13 5 5 13-5 13-13 5-13-5-5-13 5-13zM32 24l6 2 2 6-2 6-6 2-6-2-2-6 2-6z" />
      <circle cx="44" cy="44" r="3.5" fill="#1b2a3a" />
    </g>
  ),
};

export function KeywordPicture({
  name,
  className = "",
}: {
  name: PictureName;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      {art[name]}
    </svg>
  );
}
