// Self-hosted faces (SIL Open Font License, cut from @fontsource-variable/lexend and copied from
// @fontsource/opendyslexic). Lexend has a single-storey "a" and clearly different b/d/p/q;
// OpenDyslexic is offered as a reading preference only.
// Lexend is on every page, so it comes in two faces (lib/fonts/lexend-subsets.ts): the core
// (13.7 KB, where the whole latin file was 39.7 KB) and an extra face fetched only for a character
// outside the core. The core is preloaded; a prerendered page brings the core face with it instead
// (server/responses/paint-first.mjs), so its first frame is already in Lexend. The unicode-ranges below are what scripts/make-fonts.ts
// prints; the fallback sized like Lexend ("Lexend Fallback") is in app/fonts/fallback-faces.ts,
// because next/font would put its own fallback between the two faces.
import localFont from "next/font/local";

export const lexend = localFont({
  src: [{ path: "./lexend-core-wght-normal.woff2", weight: "400 700", style: "normal" }],
  variable: "--font-lexend-core",
  display: "swap",
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0020-007E,U+00A0,U+00A9,U+00B0,U+00B7,U+00D7,U+00E9,U+00F7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2212",
    },
  ],
});

export const lexendExtra = localFont({
  src: [{ path: "./lexend-extra-wght-normal.woff2", weight: "400 700", style: "normal" }],
  variable: "--font-lexend-extra",
  display: "swap",
  adjustFontFallback: false,
  preload: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+00A1-00A8,U+00AA-00AF,U+00B1-00B6,U+00B8-00D6,U+00D8-00E8,U+00EA-00F6,U+00F8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+20AC,U+2122,U+2191,U+2193,U+2215,U+FEFF,U+FFFD",
    },
  ],
});

export const openDyslexic = localFont({
  src: [
    { path: "./opendyslexic-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "./opendyslexic-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  variable: "--font-opendyslexic",
  display: "swap",
  preload: false,
});
