// The header at every width (issue 16, points 1 and 2): from 1024 px a desktop bar where no label
// wraps and nothing overlaps, every destination reachable by keyboard; below it the drawer; and
// /?menu=tools opening the student apps at every width.
import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { openPage } from "../helpers/pages";

const specDestinations = [
  "/",
  "/meet-our-staff",
  "/start-here",
  "/structured-literacy",
  "/dyslexia",
  "/student-apps",
  "/services-offered",
  "/dyslexia-resources",
  "/utah-fits-all",
  "/assessments",
  "/contact",
];
const consultation = "/start-here?open=consultation";

/** Visible links and buttons of the header (menus closed), with their boxes and line counts. */
async function headerControls(page: Page) {
  return page.locator("header").evaluate((header) => {
    const lines = (element: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return tops.size;
    };
    return [...header.querySelectorAll("a, button")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && !element.closest("[hidden]");
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "",
          lines: lines(element),
          box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
        };
      });
  });
}

for (const width of [1024, 1280, 1366, 1536, 1920]) {
  test(`at ${width} px the desktop header shows every label on one line, nothing overlaps, and every destination is reachable by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, "/");
    const header = page.locator("header");
    await expect(header.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(header.getByRole("link", { name: "Book a free consultation" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Members Login" })).toBeVisible();

    const controls = await headerControls(page);
    for (const control of controls)
      expect(control.lines, `"${control.name}" wraps at ${width} px`).toBeLessThanOrEqual(1);
    for (const [i, a] of controls.entries()) {
      for (const b of controls.slice(i + 1)) {
        const overlap =
          a.box.left < b.box.right - 0.5 &&
          b.box.left < a.box.right - 0.5 &&
          a.box.top < b.box.bottom - 0.5 &&
          b.box.top < a.box.bottom - 0.5;
        expect(overlap, `"${a.name}" overlaps "${b.name}" at ${width} px`).toBe(false);
      }
    }
    // Everything fits inside the window: nothing pushed off the side.
    for (const control of controls)
      expect(control.box.right, `"${control.name}" runs off at ${width} px`).toBeLessThanOrEqual(
        width,
      );

    // Tab through the header, opening each closed menu on the way with Enter.
    const reached = new Set<string>();
    await page.locator("body").focus();
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return {
          inHeader: Boolean(el?.closest("header")),
          href: el?.getAttribute("href") ?? null,
          expanded: el?.getAttribute("aria-expanded") ?? null,
          text: el?.textContent?.trim() ?? "",
        };
      });
      if (!focused.inHeader) {
        if (reached.size > 0) break;
        continue;
      }
      if (focused.href) reached.add(focused.href);
      else reached.add(focused.text);
      if (focused.expanded === "false" && focused.text !== "Menu")
        await page.keyboard.press("Enter");
    }
    for (const destination of [
      ...specDestinations,
      consultation,
      "Members Login",
      "/student-apps/letter-tiles",
    ]) {
      expect(reached.has(destination), `${destination} reachable by keyboard at ${width} px`).toBe(
        true,
      );
    }
  });
}

test("below 1024 px the drawer has every destination and the same Book a free consultation button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, "/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Site menu" });
  await expect(drawer.getByRole("link", { name: "Book a free consultation" })).toHaveAttribute(
    "href",
    consultation,
  );
  for (const href of specDestinations.filter((h) => h !== "/student-apps")) {
    await expect(drawer.locator(`nav a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(drawer.getByRole("button", { name: "Members Login" })).toBeVisible();
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 768 },
]) {
  test(`/?menu=tools opens the student apps with focus inside, and Escape closes them (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openPage(page, "/?menu=tools");
    if (viewport.width < 1024) {
      const drawer = page.getByRole("dialog", { name: "Site menu" });
      await expect(drawer).toBeVisible();
      const apps = drawer.locator("details", { hasText: "Student Apps" });
      await expect(apps).toHaveAttribute("open", "");
      await expect(apps.getByRole("link", { name: "Letter Tiles" })).toBeVisible();
      await expect
        .poll(() => apps.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    } else {
      const menu = page.getByRole("region", { name: "Student apps" });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link")).toHaveCount(17);
      await expect
        .poll(() => menu.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(
        page
          .getByRole("navigation", { name: "Main" })
          .getByRole("button", { name: "Student Apps" }),
      ).toBeFocused();
    }
  });
}

test("visitors who never sign in do not load the auth client; Members Login loads it on demand", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const sessionRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/get-session")) sessionRequests.push(request.url());
  });
  await openPage(page, "/");
  await page.getByRole("link", { name: "Meet Our Staff" }).first().click();
  await expect(page).toHaveURL(/\/meet-our-staff$/);
  expect(sessionRequests).toEqual([]);
  await page.locator("header").getByRole("button", { name: "Members Login" }).click();
  await expect(page.getByRole("dialog", { name: /Members Login|Sign in/i })).toBeVisible();
  expect(sessionRequests.length).toBeGreaterThan(0);
});
