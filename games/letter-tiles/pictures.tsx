// Self-drawn keyword pictures for image tiles (no image hosts): the short-vowel keywords (apple,
// egg, igloo, octopus, umbrella) and simple pictures of words the groups build.
import type { ReactNode } from "react";

const outline = {
  stroke: "#1b2a3a",
  strokeWidth: 1.6,
  strokeLinejoin: "round" as const,
  strokeLinecap: "round" as const,
};

const pictures: Record<string, ReactNode> = {
  apple: (
    <>
      <path
        d="M24 15c-4-3-13-3-14 7-1 9 5 18 10 18 2 0 3-1 4-1s2 1 4 1c5 0 11-9 10-18-1-10-10-10-14-7z"
        fill="#e5484d"
        {...outline}
      />
      <path d="M24 15c0-4 1-7 3-9" fill="none" {...outline} />
      <path d="M26 10c3-3 7-3 9-2-2 3-6 4-9 2z" fill="#46a758" {...outline} />
    </>
  ),
  egg: (
    <>
      <ellipse cx="24" cy="27" rx="12" ry="15" fill="#fff7e6" {...outline} />
      <ellipse cx="19" cy="21" rx="3" ry="5" fill="#ffffff" />
    </>
  ),
  igloo: (
    <>
      <path d="M6 38a18 18 0 0 1 36 0z" fill="#e8f4fd" {...outline} />
      <path
        d="M12 26h24M9 32h30M18 20v6M30 20v6M14 26v6M24 26v6M34 26v6"
        fill="none"
        stroke="#7cc8f7"
        strokeWidth="1.2"
      />
      <path d="M19 38v-6a5 5 0 0 1 10 0v6z" fill="#0c4066" {...outline} />
    </>
  ),
  octopus: (
    <>
      <path d="M12 24a12 12 0 0 1 24 0c0 4-1 6-3 7" fill="#b07cd8" {...outline} />
      <path
        d="M15 31c-2 3-6 5-8 4M19 31c-1 4-3 8-6 9M24 31v10M29 31c1 4 3 8 6 9M33 31c2 3 6 5 8 4M15 31h18"
        fill="none"
        stroke="#7b3fb8"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <circle cx="19.5" cy="22" r="2" fill="#1b2a3a" />
      <circle cx="28.5" cy="22" r="2" fill="#1b2a3a" />
    </>
  ),
  umbrella: (
    <>
      <path
        d="M5 24a19 16 0 0 1 38 0c-3-2-6-2-9 0-3-2-7-2-10 0-3-2-7-2-10 0-3-2-6-2-9 0z"
        fill="#0e8fdc"
        {...outline}
      />
      <path d="M24 24v14a4 4 0 0 1-8 0" fill="none" {...outline} />
      <path d="M24 8v-3" {...outline} />
    </>
  ),
  cat: (
    <>
      <path
        d="M12 18l-2-10 9 6h10l9-6-2 10c3 3 4 6 4 9 0 8-7 13-16 13S8 35 8 27c0-3 1-6 4-9z"
        fill="#f4a259"
        {...outline}
      />
      <circle cx="18" cy="25" r="2" fill="#1b2a3a" />
      <circle cx="30" cy="25" r="2" fill="#1b2a3a" />
      <path
        d="M22 30h4l-2 2zM24 32v2M10 30h7M10 34h7M31 30h7M31 34h7"
        fill="none"
        stroke="#1b2a3a"
        strokeWidth="1.2"
      />
    </>
  ),
  sun: (
    <>
      <circle cx="24" cy="24" r="9" fill="#fbc531" {...outline} />
      <path
        d="M24 4v6M24 38v6M4 24h6M38 24h6M10 10l4 4M34 34l4 4M38 10l-4 4M10 38l4-4"
        stroke="#eba70b"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </>
  ),
  fish: (
    <>
      <path d="M6 24c6-9 20-11 28 0-8 11-22 9-28 0z" fill="#38abf0" {...outline} />
      <path d="M34 24l9-7v14z" fill="#0e8fdc" {...outline} />
      <circle cx="13" cy="22" r="1.8" fill="#1b2a3a" />
    </>
  ),
  ship: (
    <>
      <path d="M5 30h38l-6 9H11z" fill="#ef6f6c" {...outline} />
      <path d="M23 8v22M23 10l12 16H23z" fill="#ffffff" {...outline} />
      <path d="M21 13l-10 13h10z" fill="#fcd96b" {...outline} />
      <path
        d="M3 42c4 2 6-2 9 0s6 2 9 0 6-2 9 0 6 2 9 0 5-2 6 0"
        fill="none"
        stroke="#0e8fdc"
        strokeWidth="1.6"
      />
    </>
  ),
  ring: (
    <>
      <circle cx="24" cy="30" r="11" fill="none" stroke="#eba70b" strokeWidth="4" />
      <path d="M18 12l6-6 6 6-6 7z" fill="#b9e1fb" {...outline} />
    </>
  ),
  drum: (
    <>
      <path d="M9 18v16c0 4 7 7 15 7s15-3 15-7V18" fill="#ef6f6c" {...outline} />
      <ellipse cx="24" cy="18" rx="15" ry="6" fill="#fdf9ef" {...outline} />
      <path d="M9 22l7 15M39 22l-7 15M24 28v13" fill="none" stroke="#fbc531" strokeWidth="1.6" />
      <path d="M30 4l-8 12M38 6l-12 11" stroke="#8a5a2b" strokeWidth="2.2" strokeLinecap="round" />
    </>
  ),
  cake: (
    <>
      <path d="M9 24h30v16H9z" fill="#f7c6d9" {...outline} />
      <path
        d="M9 24c3 4 6 4 7.5 0 1.5 4 6 4 7.5 0 1.5 4 6 4 7.5 0 1.5 4 6 4 7.5 0"
        fill="#ffffff"
        {...outline}
      />
      <path d="M24 14v10" stroke="#0e8fdc" strokeWidth="3" />
      <path d="M24 8c2 2 2 4 0 5-2-1-2-3 0-5z" fill="#fbc531" {...outline} />
    </>
  ),
  star: (
    <path
      d="M24 5l5.6 12.3 13.4 1.5-10 9 2.8 13.2L24 34.3 12.2 41l2.8-13.2-10-9 13.4-1.5z"
      fill="#fbc531"
      {...outline}
    />
  ),
  boat: (
    <>
      <path d="M6 30h36l-7 9H13z" fill="#8a5a2b" {...outline} />
      <path d="M24 7v23M24 9l13 17H24z" fill="#dff0fd" {...outline} />
      <path
        d="M3 42c4 2 6-2 9 0s6 2 9 0 6-2 9 0 6 2 9 0 5-2 6 0"
        fill="none"
        stroke="#0e8fdc"
        strokeWidth="1.6"
      />
    </>
  ),
  kite: (
    <>
      <path d="M26 4l14 14-14 18-14-18z" fill="#ef6f6c" {...outline} />
      <path d="M26 4v32M12 18h28" fill="none" stroke="#1b2a3a" strokeWidth="1.2" />
      <path d="M26 36c-4 3 2 5-2 8" fill="none" {...outline} />
      <path d="M23 40l-3-1 1 3zM25 44l-3 0 2 2z" fill="#fbc531" />
    </>
  ),
};

export function TilePicture({ name, className }: { name: string; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      {pictures[name] ?? <circle cx="24" cy="24" r="12" fill="#dff0fd" {...outline} />}
    </svg>
  );
}

export const pictureNames = Object.keys(pictures);
