// Until Lexend arrives, text is set in "Lexend Fallback" (app/styles/site-base.css): Arial, or its
// metric twins, sized to Lexend. The closer each weight's width is to Lexend's, the fewer lines
// re-wrap and the less moves when the font comes on a slow connection. Measured on the site's own
// words, weight by weight, as scripts/measure/fallback-font.ts does.
import { expect, test } from "@playwright/test";

const pages = ["/", "/start-here", "/student-apps", "/student-apps/ice-fishers?seed=1"];

test("each weight of the fallback font sets the site's words within 1% of Lexend's width", async ({
  page,
}) => {
  const textByWeight: Record<number, string> = { 400: "", 500: "", 600: "", 700: "" };
  for (const path of pages) {
    await page.goto(path);
    const found = await page.evaluate(() => {
      const byWeight: Record<string, string> = {};
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.closest("script, style, noscript")) continue;
        const style = getComputedStyle(element);
        if (style.display === "none" || style.visibility === "hidden") continue;
        const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
        const weight = Math.min(
          700,
          Math.max(400, Math.round(Number(style.fontWeight) / 100) * 100),
        );
        if (text) byWeight[weight] = `${byWeight[weight] ?? ""} ${text}`;
      }
      return byWeight;
    });
    for (const [weight, text] of Object.entries(found)) textByWeight[Number(weight)] += text;
  }

  await page.evaluate(() => document.fonts.ready);
  const ratios = await page.evaluate((texts) => {
    const widthIn = (family: string, weight: string, text: string) => {
      const span = document.createElement("span");
      span.style.cssText = `position:absolute;white-space:nowrap;font-size:20px;font-family:${family};font-weight:${weight}`;
      span.textContent = text;
      document.body.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    return Object.fromEntries(
      Object.entries(texts).map(([weight, text]) => [
        weight,
        widthIn('"Lexend Fallback"', weight, text) /
          widthIn("var(--font-lexend-core)", weight, text),
      ]),
    );
  }, textByWeight);

  for (const [weight, text] of Object.entries(textByWeight)) {
    expect(text.length, `words set at weight ${weight}`).toBeGreaterThan(500);
    expect(Math.abs((ratios[weight] ?? NaN) - 1), `fallback over Lexend at ${weight}`).toBeLessThan(
      0.01,
    );
  }
});
