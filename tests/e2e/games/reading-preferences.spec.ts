import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

const KEY = "bp.reading-preferences.v1";
const html = (page: Page) => page.locator("html");
const bodyStyle = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return {
      font: style.fontFamily.toLowerCase(),
      background: style.backgroundColor,
      size: getComputedStyle(document.documentElement).fontSize,
    };
  });

async function choose(page: Page, label: string) {
  const dialog = page.getByRole("dialog", { name: "Reading preferences" });
  await dialog.getByText(label, { exact: true }).click();
  await expect(dialog.getByRole("radio", { name: label, exact: true })).toBeChecked();
}

test("preferences apply at once, persist, and are applied before hydration", async ({
  page,
  request,
}) => {
  await page.goto("/student-apps");
  await expect(page.getByRole("heading", { level: 1, name: "Student Apps" })).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Reading preferences" }).click();
  const dialog = page.getByRole("dialog", { name: "Reading preferences" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Lexend" })).toBeChecked();
  await choose(page, "OpenDyslexic");
  await choose(page, "Large");
  await choose(page, "Cream");
  await expect(html(page)).toHaveAttribute("data-font", "opendyslexic");
  await expect(html(page)).toHaveAttribute("data-tint", "cream");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  expect(
    JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY)) ?? "{}"),
  ).toMatchObject({ font: "opendyslexic", textSize: "large", tint: "cream" });

  // The server's HTML carries no preference: it is the inline <head> script that applies it.
  const serverHtml = await (await request.get("/student-apps")).text();
  expect(serverHtml.match(/<html[^>]*>/)?.[0]).not.toContain("data-font");

  // With every JavaScript chunk blocked (stylesheets still load) React never hydrates, yet the
  // preference is applied.
  const scriptChunks = /\/_next\/static\/chunks\/.*\.js(\?.*)?$/;
  await page.route(scriptChunks, (route) => route.abort());
  // Not "load": the suite's navigations wait for a hydration that cannot come (helpers/test.ts).
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(html(page)).toHaveAttribute("data-font", "opendyslexic");
  await expect(html(page)).toHaveAttribute("data-text-size", "large");
  const style = await bodyStyle(page);
  expect(style.font).toContain("opendyslexic");
  expect(style.background).toBe("rgb(253, 246, 227)");
  expect(style.size).toBe("18px");
  await page.unroute(scriptChunks);
});

test("reachable from a game's toolbar, and Reset restores the defaults", async ({ page }) => {
  await page.addInitScript(
    ([key]) =>
      localStorage.setItem(
        key as string,
        JSON.stringify({ font: "system", letterSpacing: "wider", tint: "green" }),
      ),
    [KEY],
  );
  await page.goto("/student-apps/writing-paper");
  await expect(html(page)).toHaveAttribute("data-letter-spacing", "wider");
  await expect(page.getByTestId("writing-paper")).toHaveAttribute("data-ready", "true");

  await page.getByRole("main").getByRole("button", { name: "Reading preferences" }).click();
  const dialog = page.getByRole("dialog", { name: "Reading preferences" });
  await expect(dialog.getByRole("radio", { name: "System font" })).toBeChecked();
  await dialog.getByRole("button", { name: "Reset to defaults" }).click();
  await expect(dialog.getByRole("radio", { name: "Lexend" })).toBeChecked();
  await expect(html(page)).toHaveAttribute("data-font", "lexend");
  await expect(html(page)).toHaveAttribute("data-tint", "white");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    "rgb(255, 255, 255)",
  );
});

// The largest choices of every kind: the widest the site's words ever get.
const largest = {
  font: "opendyslexic",
  textSize: "x-large",
  letterSpacing: "wider",
  wordSpacing: "wider",
  lineSpacing: "loose",
};

for (const [width, height] of [
  [1366, 768],
  [1180, 820],
  [820, 1180],
] as const) {
  test(`with the largest text and spacing the header fits a ${width}x${height} screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(
      ([key, prefs]) => localStorage.setItem(key as string, JSON.stringify(prefs)),
      [KEY, largest] as const,
    );
    for (const path of ["/", "/student-apps", "/student-apps/alphabet-sequencing-game"]) {
      await page.goto(path);
      await expect(html(page)).toHaveAttribute("data-text-size", "x-large");
      await expect(html(page)).toHaveAttribute("data-word-spacing", "wider");
      // The page is never wider than the screen, and every header control is on it, whole.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const banner = page.getByRole("banner");
      const controls = banner.locator("a:visible, button:visible");
      expect(await controls.count()).toBeGreaterThan(1);
      for (const box of await controls.evaluateAll((elements) =>
        elements.map((element) => {
          const { left, right } = element.getBoundingClientRect();
          return { name: element.textContent?.trim() ?? "", left, right };
        }),
      )) {
        expect([box.name, box.left >= 0 && box.right <= width]).toEqual([box.name, true]);
      }
    }
  });
}
