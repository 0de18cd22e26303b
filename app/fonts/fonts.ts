// Self-hosted faces (SIL Open Font License, copied from @fontsource). Lexend has a single-storey
// "a" and clearly different b/d/p/q; OpenDyslexic is offered as a reading preference only.
import localFont from "next/font/local";

export const lexend = localFont({
  src: [
    { path: "./lexend-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "./lexend-latin-500-normal.woff2", weight: "500", style: "normal" },
    { path: "./lexend-latin-600-normal.woff2", weight: "600", style: "normal" },
    { path: "./lexend-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  variable: "--font-lexend",
  display: "swap",
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
