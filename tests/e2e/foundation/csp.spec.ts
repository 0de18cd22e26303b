// The Content-Security-Policy as a browser enforces it: pages with personal data or credentials
// get a fresh nonce and no 'unsafe-inline' scripts, prerendered pages name no third-party host,
// and on both the reading-preferences and consent bootstrap scripts still run before first paint
// with no policy violation. Also the proxy's early refusals: cross-site server actions and
// unknown API paths.
import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { adminAccount, signInByApi } from "../helpers/auth";

const scriptSrc = (csp: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src ")) ?? "";
const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? null;

/** Records every CSP violation and CSP console error from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      seen.push(message.text());
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"}`,
      );
    });
  });
  return seen;
}

/** Saved reading preferences and consent, as a returning visitor has them. */
async function returningVisitor(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem(
      "bp.reading-preferences.v1",
      JSON.stringify({ tint: "blue", textSize: "large" }),
    );
  });
}

/** The <script> tags of a page's HTML that would execute (JSON-LD is data, not script). */
function executableScripts(html: string): { attributes: string; body: string }[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = "", body = ""]) => ({ attributes, body }))
    .filter((s) => !/type="application\/(ld\+)?json"/.test(s.attributes));
}

test.describe("pages that take credentials or show personal data", () => {
  for (const path of ["/login", "/login/two-factor", "/consultation/manage"]) {
    test(`${path} runs only nonce-carrying scripts and the two bootstrap scripts`, async ({
      page,
    }) => {
      const violations = await watchViolations(page);
      await returningVisitor(page);
      const response = await page.goto(path);
      const csp = response?.headers()["content-security-policy"] ?? "";
      const nonce = nonceOf(csp);
      expect(nonce).toBeTruthy();
      expect(scriptSrc(csp)).toContain("'strict-dynamic'");
      expect(scriptSrc(csp)).not.toContain("'unsafe-inline'");
      expect(csp).toContain("base-uri 'none'");

      const scripts = executableScripts((await response?.text()) ?? "");
      expect(scripts.length).toBeGreaterThan(2);
      for (const script of scripts) {
        const bootstrap =
          script.body.includes("bp.reading-preferences.v1") ||
          script.body.includes("'consent','default'");
        if (!bootstrap) expect(script.attributes).toContain(`nonce="${nonce}"`);
      }

      // Both bootstrap scripts ran before paint, and Next.js's runtime loaded and hydrated.
      await expect(page.locator("html")).toHaveAttribute("data-tint", "blue");
      await expect(page.locator("html")).toHaveAttribute("data-text-size", "large");
      expect(
        await page.evaluate(() =>
          Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer),
        ),
      ).toBe(true);
      await page.waitForFunction(() =>
        Boolean((window as unknown as { next?: { version?: string } }).next?.version),
      );
      expect(violations).toEqual([]);
    });
  }

  test("every request gets its own nonce", async ({ request }) => {
    const first = (await request.get("/login")).headers()["content-security-policy"] ?? "";
    const second = (await request.get("/login")).headers()["content-security-policy"] ?? "";
    expect(nonceOf(first)).toBeTruthy();
    expect(nonceOf(first)).not.toEqual(nonceOf(second));
  });

  test("the signed-in admin dashboard has a nonce policy and no violation", async ({ page }) => {
    const violations = await watchViolations(page);
    expect((await signInByApi(page, adminAccount)).ok()).toBeTruthy();
    const response = await page.goto("/admin");
    expect(new URL(page.url()).pathname).toMatch(/^\/(admin|account\/security)/);
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(nonceOf(csp)).toBeTruthy();
    expect(scriptSrc(csp)).not.toContain("'unsafe-inline'");
    await page.waitForFunction(() =>
      Boolean((window as unknown as { next?: { version?: string } }).next?.version),
    );
    expect(violations).toEqual([]);
  });
});

test.describe("prerendered pages", () => {
  for (const path of ["/", "/student-apps/b-and-d"]) {
    test(`${path} names no third-party host and renders with no violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      await returningVisitor(page);
      const response = await page.goto(path);
      const csp = response?.headers()["content-security-policy"] ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/https:/);
      expect(csp).toContain("base-uri 'none'");
      await expect(page.locator("html")).toHaveAttribute("data-tint", "blue");
      await page.waitForFunction(() =>
        Boolean((window as unknown as { next?: { version?: string } }).next?.version),
      );
      expect(violations).toEqual([]);
    });
  }
});

test.describe("early refusals", () => {
  test("a server action posted from another site gets a 403 with a clear message", async ({
    request,
  }) => {
    const response = await request.post("/contact", {
      headers: {
        origin: "https://evil.example",
        "next-action": "0123456789abcdef",
        "content-type": "text/plain;charset=UTF-8",
      },
      data: "[]",
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("sent from another website");
  });

  test("an unknown API path answers JSON 404", async ({ request }) => {
    const response = await request.post("/api/no-such-thing", { data: {} });
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(((await response.json()) as { error?: string }).error).toBeTruthy();
  });
});
