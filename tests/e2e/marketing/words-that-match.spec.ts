// Issue 36, "words that match the state": the spec's placeholder pages stay out of search results
// and the sitemap, and the floating "Book a Tutor" button on /dyslexia never covers content at
// phone widths. (The manage page after a cancellation: booking/manage-consultation.spec.ts.)
import type { Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { openPage } from "../helpers/pages";

const placeholders = ["/class-info", "/decoding-discoveries"];

test("the spec's placeholder pages are noindex and left out of sitemap.xml", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/dyslexia</loc>");
  for (const path of placeholders) {
    expect(sitemap).not.toContain(`${path}</loc>`);
    const html = await (await request.get(path)).text();
    expect(/<meta name="robots" content="([^"]*)"/.exec(html)?.[1], path).toBe("noindex, follow");
  }
});

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * What the pill covers right now: text, images, links and buttons of the page (outside the
 * pill's own row) whose box overlaps the pill's box while the pill is on screen.
 */
function coveredByPill(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const row = document.querySelector('[data-testid="floating-book-a-tutor"]')!;
    const pill = row.querySelector("a")!.getBoundingClientRect();
    // Below the fold (or above it) it covers nothing anyone can see.
    if (pill.top >= innerHeight || pill.bottom <= 0) return [];
    const overlaps = (b: DOMRect) =>
      b.width > 0 &&
      b.height > 0 &&
      b.left < pill.right &&
      b.right > pill.left &&
      b.top < pill.bottom &&
      b.bottom > pill.top;
    const content = document.querySelectorAll(
      "main h1, main h2, main h3, main p, main li, main a, main button, main img, main svg, footer a, footer p",
    );
    return [...content]
      .filter((el) => !row.contains(el) && !el.contains(row))
      .filter((el) => overlaps(el.getBoundingClientRect()))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}: ${(el.textContent ?? el.getAttribute("alt") ?? "").trim().slice(0, 40)}`,
      );
  });
}

async function pillBox(page: Page): Promise<Box & { viewport: number }> {
  return page.evaluate(() => {
    const b = document
      .querySelector('[data-testid="floating-book-a-tutor"] a')!
      .getBoundingClientRect();
    return { left: b.left, top: b.top, right: b.right, bottom: b.bottom, viewport: innerHeight };
  });
}

for (const width of [360, 390, 412]) {
  test(`at ${width} px the floating "Book a Tutor" never covers the hero, floats below it and rests in its own space at the end`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await openPage(page, "/dyslexia");
    const pill = page.getByRole("link", { name: "Book a Tutor" });

    // The first screen: the hero (its letter-tile illustration included) is all there is to see.
    expect(await coveredByPill(page)).toEqual([]);
    const heroBottom = await page
      .locator("main > section")
      .first()
      .evaluate((hero) => hero.getBoundingClientRect().bottom + scrollY);
    // Scrolling through the hero, it never lands on it.
    for (let y = 0; y < heroBottom; y += 200) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const box = await pillBox(page);
      if (box.top < box.viewport) {
        const hero = await page
          .locator("main > section")
          .first()
          .evaluate((el) => el.getBoundingClientRect().bottom);
        expect(box.top, `at scroll ${y}`).toBeGreaterThanOrEqual(hero);
      }
    }

    // Past the hero it floats at the bottom of the screen, ready to tap.
    await page.locator("#testimonials").scrollIntoViewIfNeeded();
    await expect(pill).toBeInViewport();
    const floating = await pillBox(page);
    expect(floating.bottom).toBeLessThanOrEqual(floating.viewport);
    expect(floating.bottom).toBeGreaterThan(floating.viewport - 80);

    // At the end of the page it sits in its own row: nothing is left hidden under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(pill).toBeInViewport();
    expect(await coveredByPill(page)).toEqual([]);
  });
}
