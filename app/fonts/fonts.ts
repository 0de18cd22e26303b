// Self-hosted faces (SIL Open Font License, copied from @fontsource and @fontsource-variable).
// Lexend has a single-storey "a" and clearly different b/d/p/q; OpenDyslexic is offered as a
// reading preference only. Lexend is its one variable file (weights 100-900, 39.7 KB): it sits on
// every page's critical path, where four static weights were four requests and 58.9 KB.
import localFont from "next/font/local";

export const lexend = localFont({
  src: [{ path: "./lexend-latin-wght-normal.woff2", weight: "100 900", style: "normal" }],
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
