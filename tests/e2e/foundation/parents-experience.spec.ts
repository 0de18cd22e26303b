// A parent's path through the site (issue 16, points 3-9), at phone and laptop sizes: messages
// that are seen, a confirmation page that shows the booked time, one step from any "Book a free
// consultation" to the calendar, the site's icons with no missing file, instant page changes and
// a description and canonical on every indexable page.
import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import {
  bookingDialog,
  DAY,
  earlyBotToken,
  holdFirstTime,
  START_HERE_URL,
  uniqueEmail,
} from "../booking/booking-helpers";
import { openPage } from "../helpers/pages";
import { mainRoutes, studentAppRoutes } from "../helpers/routes";

const phone = { name: "phone", width: 390, height: 844 };
const laptop = { name: "laptop", width: 1366, height: 768 };
const consultationHref = "/start-here?open=consultation";

/** Opens a page as a first-time visitor: the cookie question is still open. */
async function openFresh(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

/** True when the element is what a tap at its centre would reach. */
function onTop(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return Boolean(hit && element.contains(hit));
    });
}

for (const viewport of [phone, laptop]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the Get Started confirmation shows above the open cookie question, and fields say what is wrong before sending", async ({
      page,
      request,
    }) => {
      const early = await earlyBotToken(request);
      await page.route("**/api/bot-check**", (route) => route.fulfill({ json: { token: early } }));
      let sent = 0;
      page.on("request", (r) => {
        if (r.url().endsWith("/api/consultationRequest")) sent += 1;
      });
      await openFresh(page, "/get-started?open=consultation");
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect(banner).toBeVisible();
      const bannerHeight = (await banner.boundingBox())!.height;
      expect(
        bannerHeight,
        "the cookie question takes at most a quarter of the screen",
      ).toBeLessThanOrEqual(viewport.height / 4);

      const dialog = page.getByRole("dialog", { name: "Schedule Your Free Consultation" });
      await dialog.getByLabel("Parent/Guardian Name").fill("Avery Chen");
      await dialog.getByLabel("Email").fill("mom@gmail");
      await dialog.getByLabel("Phone").fill("12");
      await dialog.getByLabel("Child's Age").fill("9");
      await dialog.getByRole("button", { name: "Call me to find a time" }).click();
      await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription(
        "Please enter a valid email address.",
      );
      await expect(dialog.getByLabel("Phone")).toHaveAccessibleDescription(
        "Please enter a valid phone number.",
      );
      await expect(dialog.getByLabel("Email")).toBeFocused();
      expect(sent).toBe(0);

      await dialog.getByLabel("Email").fill(uniqueEmail("toast"));
      await dialog.getByLabel("Phone").fill("(385) 555-0123");
      await dialog.getByLabel("Phone").blur();
      await expect(dialog.getByLabel("Phone")).not.toHaveAttribute("aria-invalid", "true");
      await dialog.getByRole("button", { name: "Call me to find a time" }).click();
      // The confirmation is a page now (issue 36), with the call's promise where a tap reaches it.
      await expect(page).toHaveURL(/\/thank-you\/consultation$/);
      const promise = page.getByTestId("call-requested");
      await expect(promise).toContainText("We will call you at (385) 555-0123");
      await expect(banner).toBeVisible();
      expect(await onTop(page, '[data-testid="call-requested"] p')).toBe(true);
    });

    test("the floating Book a Tutor button on /dyslexia stays usable while the cookie question is open", async ({
      page,
    }) => {
      await openFresh(page, "/dyslexia");
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
      // The banner's height has been measured once its lift is applied.
      await expect
        .poll(() =>
          page.evaluate(() => document.documentElement.style.getPropertyValue("--consent-inset")),
        )
        .not.toBe("");
      // It floats once the hero has scrolled by (it never sits on the hero), above the banner.
      await page.locator("#testimonials").scrollIntoViewIfNeeded();
      await expect
        .poll(() => onTop(page, 'a[data-lp-cta="consultation"].pointer-events-auto'))
        .toBe(true);
      // The page's end scrolls clear of the banner: the footer's links can be reached.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await onTop(page, 'footer a[href="/terms"]')).toBe(true);
    });

    test("every Book a free consultation on the site opens the calendar in one step", async ({
      page,
    }) => {
      const found: string[] = [];
      for (const path of [...mainRoutes, "/free-consultation"]) {
        await openPage(page, path);
        const ctas = page.getByRole("link", { name: /^Book (a free consultation|a Tutor)$/i });
        const count = await ctas.count();
        for (let i = 0; i < count; i++) {
          const cta = ctas.nth(i);
          if (!(await cta.isVisible())) continue;
          const text = (await cta.textContent())?.trim();
          expect(await cta.getAttribute("href"), `${text} on ${path}`).toBe(consultationHref);
          found.push(`${path}: ${text}`);
        }
      }
      console.log(`Calls to action (${viewport.name}):\n${found.join("\n")}`);
      // From 640 px the header's own button is on every page; phones have it in the drawer.
      expect(found.length).toBeGreaterThan(viewport.width >= 640 ? mainRoutes.length : 5);
      // Following one from the home page's hero and one from the header lands in the open calendar.
      await openPage(page, "/");
      await page
        .getByRole("main")
        .getByRole("link", { name: "Book a free consultation" })
        .first()
        .click();
      await expect(bookingDialog(page)).toBeVisible();
      await openPage(page, "/contact");
      const headerCta =
        viewport.width >= 640
          ? page.locator("header").getByRole("link", { name: "Book a free consultation" })
          : null;
      if (headerCta) await headerCta.click();
      else {
        await page.getByRole("button", { name: "Menu" }).click();
        await page
          .getByRole("dialog", { name: "Site menu" })
          .getByRole("link", { name: "Book a free consultation" })
          .click();
      }
      await expect(bookingDialog(page)).toBeVisible();
    });

    test("a page change starts at the top at once; smooth scrolling is only for anchors and never with reduced motion", async ({
      page,
    }) => {
      await openPage(page, "/services-offered");
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
      );
      const start = await page.evaluate(() => window.scrollY);
      expect(start).toBeGreaterThan(500);
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { seen: number[] }).seen = seen;
        window.addEventListener("scroll", () => seen.push(window.scrollY));
      });
      await page.locator("footer").getByRole("link", { name: /Terms/ }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // Gliding would pass through many positions between the old place and the top, one a frame.
      const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
      expect(new Set(seen.filter((y) => y > 0 && y < start)).size).toBeLessThanOrEqual(1);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe("smooth");
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe("auto");
    });
  });
}

test.describe("the consultation thank-you page", () => {
  test.use({
    timezoneId: "America/New_York",
    viewport: { width: laptop.width, height: laptop.height },
  });

  test("shows the booked day and time in MT and the parent's own zone, the calendar file, the manage link and what happens next", async ({
    page,
    request,
  }) => {
    await openPage(page, START_HERE_URL);
    const dialog = bookingDialog(page);
    const { label, payload } = await holdFirstTime(page, dialog, DAY.thankYouDetails);
    await page.getByLabel("Parent/Guardian Name").fill("Jordan Rivera");
    await page.getByLabel("Phone").fill("(801) 555-0199");
    await page.getByLabel("Email").fill(uniqueEmail("thanks"));
    await page.getByRole("button", { name: /^Confirm / }).click();
    await expect(page).toHaveURL(/\/thank-you\/consultation$/);

    const booked = page.getByTestId("booked-time");
    await expect(booked).toContainText(label.trim());
    await expect(booked).toContainText(/MT/);
    await expect(page.getByTestId("booked-local-time")).toContainText(/Your time: .*E[SD]T/);
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    // For the report: the confirmation as the parent sees it.
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/booking-confirmation-1366.png`,
        fullPage: true,
      });
    const manage = page.getByRole("link", { name: "Reschedule or cancel" });
    await expect(manage).toHaveAttribute("href", /\/consultation\/manage\?token=/);
    const calendar = await page
      .getByRole("link", { name: "Add to calendar (.ics file)" })
      .getAttribute("href");
    const file = await request.get(calendar!);
    expect(file.headers()["content-type"]).toContain("text/calendar");
    const ics = await file.text();
    expect(ics).toContain(
      `DTSTART:${payload.startISO.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}`,
    );
    await manage.click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Your free consultation" }),
    ).toBeVisible();
  });

  test("never shows a booking for a flag it did not sign", async ({ page, context, baseURL }) => {
    await context.addCookies([
      {
        name: "bp_ty_consultation",
        value: "0f8fad5b-d9cb-469f-a165-70867728950e.forged",
        domain: new URL(baseURL!).hostname,
        path: "/",
      },
    ]);
    await page.goto("/thank-you/consultation");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Thanks! Your consultation request is confirmed.",
      }),
    ).toBeVisible();
    await expect(page.getByTestId("booked-time")).toHaveCount(0);
    await expect(
      page.getByText("A reading specialist will meet you at the time you chose."),
    ).toBeVisible();
  });
});

test("the site's icons are served, and no page or game asks for a file that is missing", async ({
  page,
  request,
}) => {
  // Every page and game is opened in turn: triple the usual time.
  test.slow();
  for (const [path, type] of [
    ["/favicon.ico", "image/"],
    ["/icon.svg", "image/svg+xml"],
    ["/apple-icon.png", "image/png"],
    ["/manifest.webmanifest", "application/manifest+json"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
  }
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
    theme_color: string;
    icons: { src: string }[];
  };
  expect(manifest.theme_color).toBe("#0271b8");
  for (const icon of manifest.icons)
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);

  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  page.on("requestfailed", (failed) => {
    // A navigation away cancels the previous page's unfinished requests; that is not a missing file.
    if (!/ERR_ABORTED/.test(failed.failure()?.errorText ?? ""))
      missing.push(`failed ${failed.url()}`);
  });
  for (const path of [...mainRoutes, "/free-consultation", ...studentAppRoutes]) {
    await openPage(page, path);
    await expect(page.locator('head link[rel="icon"]').first()).toBeAttached();
    await page.waitForLoadState("load");
  }
  expect(missing).toEqual([]);
});

test("every indexable page has its own description and canonical; /login is kept out of search results", async ({
  request,
}) => {
  for (const path of ["/student-apps", ...studentAppRoutes.slice(1), "/login"]) {
    const html = await (await request.get(path)).text();
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(description, `description of ${path}`).toBeTruthy();
    expect(canonical, `canonical of ${path}`).toBeTruthy();
    const expected = path === "/student-apps/group-it" ? "/student-apps/match-it" : path;
    expect(new URL(canonical!).pathname, path).toBe(expected);
  }
  const login = await (await request.get("/login")).text();
  expect(login).toMatch(/<meta name="robots" content="noindex/);
});
