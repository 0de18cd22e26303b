// What a parent's first visit to a marketing page downloads (issue 19): no analytics code when no
// analytics is configured, and no game or staff styles; and the split sheets never fight when a
// visitor moves between the marketing pages and the student apps without a full load.
import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { openPage, waitForHydration } from "../helpers/pages";
import { downloadedScripts } from "../helpers/scripts";

const marketingPages = ["/", "/dyslexia", "/free-consultation"];
const gamePage = "/student-apps/letter-tiles?seed=1";

// Only game code uses it (games/kit and several boards), so it belongs in the whole-app sheet only.
const gameOnlyRule = /\.aspect-square[{,:\s]/;

const analyticsConfigured = Boolean(
  process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID ||
  process.env.NEXT_PUBLIC_GOOGLE_ADS_ID ||
  process.env.NEXT_PUBLIC_VERCEL_ANALYTICS === "1",
);

async function loadedScripts(page: Page): Promise<string[]> {
  const sources = await page
    .locator("script[src]")
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  // Our own bundles only: a configured tag's own script lives on its provider's host.
  const origin = new URL(page.url()).origin;
  const ours = sources.filter((src) => new URL(src).origin === origin);
  return Promise.all(ours.map(async (src) => (await page.request.get(src)).text()));
}

async function linkedStylesheets(page: Page): Promise<string> {
  const hrefs = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const sheets = await Promise.all(
    hrefs.map(async (href) => (await page.request.get(href)).text()),
  );
  return sheets.join("\n");
}

/** The computed look of every element in the main content, in document order. Sizes are left
 * out (they change as images arrive), and so are side margins: Chromium reports an auto margin
 * as 0px or as its used width depending on when layout last ran. */
async function mainContentLook(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) => {
    const properties = [
      "display",
      "position",
      "margin-top",
      "margin-bottom",
      "padding",
      "font-size",
      "font-weight",
      "line-height",
      "color",
      "background-color",
      "background-image",
      "border-width",
      "border-color",
      "border-radius",
      "gap",
      "grid-template-columns",
      "flex-direction",
      "text-align",
    ];
    // React's markers for what renders on the client (<template>) show nothing and go at hydration.
    return [main, ...main.querySelectorAll(":not(template)")].map((element) => {
      const style = getComputedStyle(element);
      return properties.map((property) => style.getPropertyValue(property)).join(";");
    });
  });
}

test.describe("first load", () => {
  test("marketing pages load analytics code only when analytics is configured", async ({
    page,
  }) => {
    for (const path of marketingPages) {
      await openPage(page, path);
      const scripts = await loadedScripts(page);
      const analyticsCode = scripts.some(
        (script) =>
          script.includes("googletagmanager.com") || script.includes("va.vercel-scripts.com"),
      );
      expect(analyticsCode, `analytics code on ${path}`).toBe(analyticsConfigured);
    }
  });

  test("marketing pages' stylesheets hold no game-only rule; game pages have it", async ({
    page,
  }) => {
    for (const path of marketingPages) {
      await openPage(page, path);
      expect(await linkedStylesheets(page), `stylesheets of ${path}`).not.toMatch(gameOnlyRule);
    }
    await openPage(page, "/student-apps/letter-tiles");
    expect(await linkedStylesheets(page)).toMatch(gameOnlyRule);
  });

  test("the student apps look the same after a visit to the home page", async ({ page }) => {
    await openPage(page, "/student-apps");
    const direct = await mainContentLook(page);
    const sheets = page.locator('link[rel="stylesheet"]');
    const sheetsBefore = await sheets.count();

    // Client-side there and back: the home page's sheet is added to the document and stays.
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => sheets.count()).toBeGreaterThan(sheetsBefore);
    await page.goBack();
    await expect(page).toHaveURL(/\/student-apps$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    expect(await mainContentLook(page)).toEqual(direct);
  });

  // A stylesheet that declares a font face makes the browser measure every line of text again when
  // it applies, even for a face the page already has; a prerendered page's sheets apply after its
  // first paint, while it wakes up (issue #36). So only next/font's own sheet declares faces, and
  // "Lexend Fallback" is declared in the page itself (app/fonts/fallback-faces.ts).
  test("only the fonts' own stylesheet declares font faces; the fallback face is in the page", async ({
    page,
  }) => {
    for (const path of ["/", gamePage]) {
      await openPage(page, path);
      const hrefs = await page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      const declaring = [];
      for (const href of hrefs)
        if ((await (await page.request.get(href)).text()).includes("@font-face"))
          declaring.push(href);
      expect(declaring, `stylesheets of ${path} that declare font faces`).toHaveLength(1);
      const fallbackFaces = await page.evaluate(
        () =>
          [...document.fonts].filter((face) => face.family.replace(/"/g, "") === "Lexend Fallback")
            .length,
      );
      expect(fallbackFaces, path).toBeGreaterThanOrEqual(4);
    }
  });

  // Lexend comes in two faces (app/fonts/fonts.ts): the core covers our copy; the extra
  // face is fetched only when a page shows a letter outside it, such as an accented name. A
  // prerendered page, a game's included, brings the core face with it (server/responses/paint-first.mjs), so
  // it fetches no font file at all.
  test("pages render in Lexend's core face and fetch the extra face only when a letter needs it", async ({
    page,
  }) => {
    const faceStatus = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const root = getComputedStyle(document.documentElement);
        const family = (name: string) => root.getPropertyValue(name).trim().replace(/"/g, "");
        // A face declared twice (inline and in the stylesheet) counts as loaded if either is.
        const status = (name: string) => {
          const faces = [...document.fonts].filter(
            (face) => face.family.replace(/"/g, "") === family(name),
          );
          return faces.some((face) => face.status === "loaded") ? "loaded" : faces[0]?.status;
        };
        return {
          core: status("--font-lexend-core"),
          extra: status("--font-lexend-extra"),
          fontFiles: performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.endsWith(".woff2")).length,
        };
      });
    for (const path of [...marketingPages, "/student-apps/letter-tiles"]) {
      await openPage(page, path);
      expect(await faceStatus(), path).toEqual({ core: "loaded", extra: "unloaded", fontFiles: 0 });
    }
    await page.locator("main").evaluate((main) => {
      const name = document.createElement("p");
      name.textContent = "Zoë Núñez";
      main.prepend(name);
    });
    await expect.poll(async () => (await faceStatus()).extra).toBe("loaded");
  });

  // A prerendered page paints from its own markup and inline CSS; its scripts, stylesheets and
  // manifest are fetched once the browser reports the first contentful paint, so on a phone none
  // of them holds that paint up (server/responses/paint-first.mjs).
  test("a prerendered page fetches nothing until its first contentful paint, then hydrates", async ({
    page,
  }) => {
    for (const path of [...marketingPages, "/start-here", "/student-apps", gamePage]) {
      await openPage(page, path);
      const { paintedAt, fetched } = await page.evaluate(() => ({
        paintedAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        fetched: performance
          .getEntriesByType("resource")
          .filter((entry) => !entry.name.includes("_rsc="))
          .map((entry) => ({ url: new URL(entry.name).pathname, at: entry.startTime })),
      }));
      expect(paintedAt, `first contentful paint of ${path}`).toBeGreaterThan(0);
      expect(fetched.length, `what ${path} fetched`).toBeGreaterThan(0);
      for (const { url, at } of fetched)
        expect(at, `${url} on ${path}, fetched before the first paint`).toBeGreaterThanOrEqual(
          paintedAt!,
        );
    }
  });

  // The sheets go into the page with media="print" so they apply together, and a sheet whose media
  // matches nothing is fetched at the browser's lowest priority: on a phone over HTTP/1.1 it then
  // waited for every script's connection (a second after them on Letter Tiles) while the scripts
  // waited for it. The loader asks for each sheet at a stylesheet's priority first.
  test("a prerendered page's stylesheets are fetched at a stylesheet's priority", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const priorities = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith(".css") && !priorities.has(path))
        priorities.set(path, request.initialPriority);
    });
    await openPage(page, gamePage);
    expect(priorities.size, "stylesheets fetched").toBeGreaterThan(0);
    for (const [path, priority] of priorities)
      expect(["VeryHigh", "High"], `${path} fetched at ${priority}`).toContain(priority);
  });

  // Straight over HTTP/1.1 a browser opens six connections to a host, and on a slow phone network
  // each file past the sixth waits for one to free and costs a whole request latency before the
  // page answers a tap. Letter Tiles once loaded eleven (nine scripts, a layout's client parts and
  // the frame's each a chunk of their own): each frame now brings its browser parts itself and
  // Turbopack merges chunks under 80 KB (next.config.ts).
  test("the landing pages' and a game's first load is at most nine scripts and stylesheets", async ({
    page,
  }) => {
    for (const path of [...marketingPages, "/start-here", "/student-apps", gamePage]) {
      const html = await (await page.request.get(path)).text();
      const later = /<template data-after-first-paint>([\s\S]*?)<\/template>/.exec(html)?.[1] ?? "";
      const scripts = later.match(/<script [^>]*src="[^"]+"/g) ?? [];
      const sheets = later.match(/<link rel="stylesheet"/g) ?? [];
      expect(scripts.length, `scripts on ${path}`).toBeGreaterThan(0);
      expect(
        scripts.length + sheets.length,
        `scripts and stylesheets on ${path}`,
      ).toBeLessThanOrEqual(9);
    }
  });

  // scripts/compile-hints.mjs: Chromium compiles what a page starts with while it downloads, not in
  // the task that wakes the page. A page opened without any of them would not be a first load.
  test("every script a page starts with asks to be compiled as it downloads", async ({ page }) => {
    for (const path of ["/", "/student-apps", gamePage, "/login"]) {
      await openPage(page, path);
      await waitForHydration(page);
      const scripts = await loadedScripts(page);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts)
        expect(script.slice(0, 60), `a script of ${path}`).toMatch(
          /^\/\/# allFunctionsCalledOnLoad\n/,
        );
    }
  });

  // Next.js puts the root not-found boundary into every page's first load. The site's own 404
  // (header, footer, marketing sheet) lives in the (site) frame, so a game's page no longer
  // brings the parents' stylesheet or the footer's script for a page it may never show.
  test("a game page's first load carries nothing of the marketing site's 404", async ({ page }) => {
    const home = await (await page.request.get("/")).text();
    const game = await (await page.request.get(gamePage)).text();
    const sheetsOf = (html: string) =>
      [...html.matchAll(/href="(\/_next\/static\/[^"]+\.css)"/g)].map((match) => match[1]!);
    const marketingOnly = sheetsOf(home).filter((href) => !sheetsOf(game).includes(href));
    expect(
      marketingOnly.length,
      "stylesheets of / that the game page does not apply",
    ).toBeGreaterThan(0);
    for (const href of marketingOnly) expect(game, `${href} on ${gamePage}`).not.toContain(href);
    expect(game).not.toContain("Page not found");
  });

  // The lead forms check answers with the validation library (zod), which ships a "ZodError"
  // constructor name in its code; it loads once the form is on screen, not with the page.
  test("/contact and /start-here keep the validation library out of their first load", async ({
    page,
  }) => {
    for (const path of ["/contact", "/start-here"]) {
      const html = await (await page.request.get(path)).text();
      const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
      expect(sources.length, `scripts in ${path}`).toBeGreaterThan(0);
      for (const src of sources) {
        const body = await (await page.request.get(src)).text();
        expect(body.includes("ZodError"), `${src} on ${path} holds the validation library`).toBe(
          false,
        );
      }
    }
    // The marker is real: once the contact form is on screen, the chunk it loads holds it.
    await openPage(page, "/contact");
    await expect
      .poll(async () => (await downloadedScripts(page)).some((body) => body.includes("ZodError")))
      .toBe(true);
  });

  // Prerendered pages carry the CSS their own markup uses in a <style> (server/responses/critical-css.mjs),
  // so the site's stylesheets no longer hold up the first paint; nothing may change when they
  // arrive. The page's scripts wait for them (server/responses/paint-first.mjs): what the client renders, a
  // game's board or the consent banner, never meets the page with only its inline rules.
  test("a prerendered page looks finished before its stylesheets arrive, and the same after", async ({
    page,
  }) => {
    const stylesheets = page.locator('link[rel="stylesheet"]');
    for (const path of [...marketingPages, "/start-here", "/student-apps", gamePage]) {
      const html = await (await page.request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, `inline CSS in ${path}`).toMatch(
        /<style>(?:(?!<\/style>)[\s\S]){2000,}<\/style>/,
      );
      const outsideNoscript = head.replace(/<noscript>.*?<\/noscript>/g, "");
      for (const link of outsideNoscript.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [])
        expect(link, `stylesheet in ${path}`).toMatch(/media="print"/);
      expect(head, `stylesheet for visitors without JavaScript in ${path}`).toMatch(
        /<noscript><link rel="stylesheet"/,
      );

      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/_next/static/**/*.css", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      // Painted: the template's tags are in, the scripts only as preloads.
      await expect(page.locator("template[data-after-first-paint]")).toHaveCount(0);
      expect(
        await page.locator('link[rel="preload"][as="script"]').count(),
        `scripts preloaded on ${path}`,
      ).toBeGreaterThan(0);
      expect(
        await page.locator('script[src*="/_next/static/chunks/"]:not([nomodule])').count(),
        `scripts running on ${path} before its stylesheets`,
      ).toBe(0);
      const beforeStylesheets = await mainContentLook(page);
      release();
      await waitForHydration(page);
      expect(
        await stylesheets.evaluateAll((links) =>
          links.every((link) => (link as HTMLLinkElement).media === "all"),
        ),
      ).toBe(true);
      // A game fills its board in once it hydrates (GAMES.md, "First frame"); first-frame.spec.ts
      // checks that nothing in it moves.
      if (path !== gamePage) expect(await mainContentLook(page), path).toEqual(beforeStylesheets);
      await page.unrouteAll();
    }
  });
});

test.describe("first load without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a prerendered page still gets the site's whole stylesheet", async ({ page }) => {
    await page.goto("/");
    // With scripting off the browser reads the <noscript> fallback as markup.
    await expect(page.locator('noscript link[rel="stylesheet"]').first()).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
