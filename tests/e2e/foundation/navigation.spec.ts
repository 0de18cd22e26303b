import { expect, test } from "../helpers/test";

test.describe("site navigation", () => {
  test("the mobile drawer works by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Meet Our Staff" })).toBeVisible();
    // Focus stays in the drawer; Tab reaches a link and Enter follows it.
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    const focusedInside = await drawer.evaluate((el) => el.contains(document.activeElement));
    expect(focusedInside).toBe(true);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await menuButton.click();
    await drawer.getByRole("link", { name: "Services Offered" }).click();
    await expect(page).toHaveURL(/\/services-offered$/);
    await expect(drawer).toBeHidden();
  });

  test("the header has exactly the spec's links and a working skip link", async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const labels = await nav.getByRole("link").allTextContents();
    expect(labels).toEqual([
      "About/Home",
      "Meet Our Staff",
      "Welcome",
      "Structured Literacy",
      "Dyslexia",
      "Services Offered",
      "Dyslexia Resources",
      "Utah Fits All",
      "Assessments",
      "Contact",
    ]);
    await expect(nav.getByRole("button", { name: "Student Apps" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  });

  test("/?menu=tools opens the student apps menu", async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto("/?menu=tools");
    const menu = page.getByRole("region", { name: "Student apps" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveCount(17);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});
