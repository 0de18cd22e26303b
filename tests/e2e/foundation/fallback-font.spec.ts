// Until Lexend arrives, text is set in "Lexend Fallback" (app/fonts/fallback-faces.ts): Arial, or its
// metric twins, sized to Lexend. The closer each weight's width is to Lexend's, the fewer lines
// re-wrap and the less moves when the font comes on a slow connection. Measured on the site's own
// words, weight by weight, as scripts/measure/fallback-font.ts does.
import { expect, test } from "../helpers/test";
import { textByWeight } from "../helpers/text-by-weight";

const pages = ["/", "/start-here", "/student-apps", "/student-apps/ice-fishers?seed=1"];

test("each weight of the fallback font sets the site's words within 1% of Lexend's width", async ({
  page,
}) => {
  const texts = await textByWeight(page, pages);
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
  }, texts);

  for (const [weight, text] of Object.entries(texts)) {
    expect(text.length, `words set at weight ${weight}`).toBeGreaterThan(500);
    expect(Math.abs((ratios[weight] ?? NaN) - 1), `fallback over Lexend at ${weight}`).toBeLessThan(
      0.01,
    );
  }
});
