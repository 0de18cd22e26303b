// The words a set of pages shows, grouped by the font weight they are set in: what the fallback
// font's sizes are measured on (scripts/measure/fallback-font.ts) and checked against
// (tests/e2e/foundation/fallback-font.spec.ts).
import type { Page } from "@playwright/test";

/** The weights Lexend comes in; lighter and heavier text is counted with the nearest. */
export const TEXT_WEIGHTS = [400, 500, 600, 700] as const;

export async function textByWeight(page: Page, urls: string[]): Promise<Record<number, string>> {
  const byWeight: Record<number, string> = { 400: "", 500: "", 600: "", 700: "" };
  for (const url of urls) {
    await page.goto(url, { waitUntil: "load" });
    const found = await page.evaluate(() => {
      const found: [number, string][] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.closest("script, style, noscript")) continue;
        const style = getComputedStyle(element);
        if (style.display === "none" || style.visibility === "hidden") continue;
        const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
        if (text) found.push([Number(style.fontWeight), text]);
      }
      return found;
    });
    for (const [weight, text] of found) {
      const nearest = Math.min(700, Math.max(400, Math.round(weight / 100) * 100));
      byWeight[nearest] += ` ${text}`;
    }
  }
  return byWeight;
}
