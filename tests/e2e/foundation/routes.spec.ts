import { expect, test } from "../helpers/test";
import { mainRoutes, studentAppRoutes } from "../helpers/routes";

test.describe("every route answers with its header and footer rules", () => {
  for (const route of mainRoutes) {
    test(`${route} has the header and footer`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator("header").first()).toBeVisible();
      const footer = page.locator("footer");
      await expect(footer).toBeVisible();
      await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
        "href",
        "/privacy",
      );
      await expect(footer.getByRole("link", { name: "Data Deletion" })).toHaveAttribute(
        "href",
        "/data-deletion",
      );
      await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
        "href",
        "/terms",
      );
      await expect(footer.getByRole("button", { name: "Cookie settings" })).toBeVisible();
      await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
      await expect(footer).toContainText("© 2024");
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator("h1").first()).toBeVisible();
    });
  }

  for (const route of studentAppRoutes) {
    test(`${route} has the header and no footer`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator("header").first()).toBeVisible();
      await expect(page.locator("footer")).toHaveCount(0);
      await expect(page).toHaveTitle(/\S/);
    });
  }

  test("thank-you pages without their flag send the visitor back", async ({ page }) => {
    await page.goto("/thank-you/consultation");
    await expect(page).toHaveURL(/\/start-here$/);
    await page.goto("/thank-you/intake");
    await expect(page).toHaveURL(/\/start-here$/);
    await page.goto("/thank-you/contact");
    await expect(page).toHaveURL(/\/contact$/);
  });

  // Next.js marks a page served from its prerendered output with x-nextjs-prerender: 1 (the
  // header may come twice). A page load of /start-here?open=intake is served the
  // prerendered /start-here/intake (next.config.ts). /login is not here: its per-request CSP
  // nonce needs a per-request render.
  for (const route of ["/start-here", "/start-here?open=intake", "/contact"]) {
    test(`${route} is prerendered`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      expect(response.headers()["x-nextjs-prerender"]).toMatch(/^1(?:[,\s]+1)*$/);
    });
  }

  test("a prerendered page is sent without an ETag (Next.js would hash its body per request)", async ({
    request,
  }) => {
    const response = await request.get("/");
    expect(response.headers()["x-nextjs-prerender"]).toMatch(/^1/);
    expect(response.headers()["etag"]).toBeUndefined();
  });

  test("pages come brotli-compressed to a client that accepts it (server/responses/compression.mjs)", async ({
    request,
  }) => {
    const brotli = await request.get("/", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers()["content-encoding"]).toBe("br");
    expect(await brotli.text()).toContain("<h1");
    const gzip = await request.get("/", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
  });

  test("a page rendered per request is not marked prerendered", async ({ request }) => {
    const response = await request.get("/login");
    expect(response.status()).toBe(200);
    expect(response.headers()["x-nextjs-prerender"]).toBeUndefined();
  });

  test("a page load of /start-here?open=intake has the intake form open in its HTML", async ({
    request,
  }) => {
    const html = await (await request.get("/start-here?open=intake")).text();
    expect(html).toContain('aria-label="Student Intake Form"');
    expect(await (await request.get("/start-here")).text()).not.toContain(
      'aria-label="Student Intake Form"',
    );
  });

  test("unknown pages get a helpful 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/can.t find/i);
    await expect(page.getByRole("link", { name: /home/i }).first()).toBeVisible();
  });

  test("the health check reports the database", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "ok",
      database: { state: "up", kind: "pglite" },
    });
  });

  test("pages cannot be framed", async ({ request }) => {
    const response = await request.get("/");
    expect(response.headers()["x-frame-options"]).toBe("DENY");
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["referrer-policy"]).toBeTruthy();
    expect(response.headers()["permissions-policy"]).toBeTruthy();
  });
});
