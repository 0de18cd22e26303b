// How much wider Lexend sets the site's own words than Arial does, weight by weight: the
// size-adjust of each "Lexend Fallback" face in app/fonts/fallback-faces.ts. Against a running
// production server (npm start), in Debian's Chromium with Liberation Sans (Arial's metrics):
//   npx tsx scripts/measure/fallback-font.ts http://localhost:3000
// Collects the visible text of the marketing pages and every game, grouped by the weight it is
// set in, and prints Lexend's width over Arial's (regular and bold) for each group, with the
// ascent and descent overrides that keep Lexend's line metrics at that size.
import fs from "node:fs";
import { chromium } from "playwright";
import { games } from "../../games/registry";
import { TEXT_WEIGHTS, textByWeight } from "../../tests/e2e/helpers/text-by-weight";
import { chromiumExecutable } from "../chromium-path.mjs";

const base = process.argv[2] ?? "http://localhost:3000";
const pages = [
  "/",
  "/dyslexia",
  "/free-consultation",
  "/start-here",
  "/services-offered",
  "/meet-our-staff",
  "/contact",
  "/login",
  "/student-apps",
  ...games.map((game) => `/student-apps/${game.slug}?seed=1`),
];
/** Lexend's own line metrics, in ems (hhea ascender 1000, descender -250 on a 1000 em). */
const LEXEND = { ascent: 1, descent: 0.25 };

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumExecutable() });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const texts = await textByWeight(
      page,
      pages.map((path) => base + path),
    );

    const lexend = fs.readFileSync("app/fonts/lexend-core-wght-normal.woff2").toString("base64");
    const textAt = (weight: number) => texts[weight] ?? "";
    const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
    const line = (id: string, family: string, weight: number, text: string) =>
      `<span id="${id}" style="font-family:${family};font-weight:${weight}">${escape(text)}</span><br>`;
    await page.setContent(
      `<style>@font-face{font-family:Lexend;font-weight:400 700;` +
        `src:url(data:font/woff2;base64,${lexend}) format("woff2")}` +
        `span{white-space:nowrap;font-size:20px}</style>` +
        TEXT_WEIGHTS.map(
          (weight) =>
            line(`lexend-${weight}`, "Lexend", weight, textAt(weight)) +
            line(`regular-${weight}`, "'Liberation Sans'", 400, textAt(weight)) +
            line(`bold-${weight}`, "'Liberation Sans'", 700, textAt(weight)),
        ).join(""),
    );
    await page.evaluate(() => document.fonts.ready);
    const widths: Record<string, number> = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll("span")].map((span) => [
          span.id,
          span.getBoundingClientRect().width,
        ]),
      ),
    );
    const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
    for (const weight of TEXT_WEIGHTS) {
      const characters = textAt(weight).length;
      for (const arial of ["regular", "bold"]) {
        const size = (widths[`lexend-${weight}`] ?? NaN) / (widths[`${arial}-${weight}`] ?? NaN);
        console.log(
          `Lexend ${weight} over Arial ${arial} (${characters} characters): size-adjust ${percent(size)};` +
            ` ascent-override ${percent(LEXEND.ascent / size)}; descent-override ${percent(LEXEND.descent / size)}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

void main();
