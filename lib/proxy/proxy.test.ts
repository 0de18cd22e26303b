/** @jest-environment node */
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config, proxy } from "@/proxy";

const forwarded = (response: Response, name: string) =>
  response.headers.get(`x-middleware-request-${name}`);

describe("proxy.ts on a thank-you page", () => {
  it("consumes the one-time flag and hands its value to the page's render", () => {
    const request = new NextRequest("http://localhost/thank-you/consultation", {
      headers: { cookie: "bp_ty_consultation=abc.def" },
    });
    const response = proxy(request);
    expect(forwarded(response, "x-bp-thank-you-flag")).toBe("abc.def");
    expect(response.headers.get("set-cookie")).toMatch(/bp_ty_consultation=;/);
  });

  it("sends a visitor whose flag was emptied (not removed) to the fallback: it was used", () => {
    const request = new NextRequest("http://localhost/thank-you/consultation", {
      headers: { cookie: "bp_ty_consultation=" },
    });
    const response = proxy(request);
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost/start-here");
  });

  it("never passes on a flag header a visitor sent", () => {
    const request = new NextRequest("http://localhost/contact", {
      headers: { "x-bp-thank-you-flag": "forged" },
    });
    expect(forwarded(proxy(request), "x-bp-thank-you-flag")).toBeNull();
  });

  it("sets the member hint when a session cookie arrives without it", () => {
    const request = new NextRequest("http://localhost/", {
      headers: { cookie: "bp.session_token=s" },
    });
    expect(proxy(request).headers.get("set-cookie")).toMatch(/bp_member=1/);
  });
});

describe("proxy.ts body cap", () => {
  const post = (path: string, bytes: number, method = "POST") =>
    proxy(
      new NextRequest(`http://localhost${path}`, {
        method,
        headers: { "content-length": String(bytes), cookie: "bp.session_token=s" },
      }),
    ).status;

  it("refuses API bodies over 64 KB, but lets a staff photo upload bring 10 MB", () => {
    expect(post("/api/intake", 65 * 1024)).toBe(413);
    expect(post("/api/site-content/staff-photos", 10 * 1024 * 1024)).toBe(200);
    expect(post("/api/site-content/staff-photos", 11 * 1024 * 1024)).toBe(413);
    expect(post("/api/site-content/staff-photos", 65 * 1024, "PUT")).toBe(413);
  });
});

describe("proxy.ts matcher", () => {
  const paths = [
    "/",
    "/dyslexia",
    "/start-here",
    "/student-apps/letter-tiles",
    "/icons/icon-192.png",
    "/manifest.webmanifest",
    "/api/health",
    "/api/intake",
    "/thank-you/consultation",
    "/thank-you/contact",
    "/admin",
    "/admin/leads",
    "/administration",
    "/teacher-portal",
    "/login",
    "/account/security",
    "/consultation/manage/abc",
    "/force-password-change",
  ];
  const cookieSets: Record<string, string>[] = [
    {},
    { bp_consent: "granted" },
    { "bp.session_token": "s" },
    { "__Secure-bp.session_token": "s" },
    { bp_member: "1" },
    { "bp.session_token": "s", bp_must_change_password: "1" },
    { bp_must_change_password: "1" },
    { bp_ty_consultation: "abc.def", bp_ty_contact: "1" },
  ];
  const requestShapes: { method: string; headers: Record<string, string> }[] = [
    { method: "GET", headers: {} },
    { method: "GET", headers: { "x-bp-thank-you-flag": "forged" } },
    { method: "POST", headers: { origin: "https://elsewhere.example", "next-action": "abc" } },
    { method: "POST", headers: { origin: "https://elsewhere.example" } },
    { method: "POST", headers: { "content-length": String(65 * 1024) } },
    { method: "POST", headers: { "next-action": "abc" } },
  ];
  const cookieHeader = (cookies: Record<string, string>) =>
    Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");

  it("skips only requests the proxy would pass on untouched", () => {
    let skipped = 0;
    for (const path of paths) {
      for (const cookies of cookieSets) {
        for (const { method, headers } of requestShapes) {
          const url = `http://localhost${path}`;
          if (unstable_doesMiddlewareMatch({ config, url, headers, cookies })) continue;
          skipped++;
          const cookie = cookieHeader(cookies);
          const response = proxy(
            new NextRequest(url, { method, headers: cookie ? { ...headers, cookie } : headers }),
          );
          const what = `${method} ${path} ${JSON.stringify(cookies)} ${JSON.stringify(headers)}`;
          expect({
            what,
            status: response.status,
            next: response.headers.get("x-middleware-next"),
          }).toEqual({ what, status: 200, next: "1" });
          expect({
            what,
            setCookie: response.headers.get("set-cookie"),
            csp: response.headers.get("content-security-policy"),
          }).toEqual({ what, setCookie: null, csp: null });
        }
      }
    }
    expect(skipped).toBeGreaterThan(0);
  });

  it("skips a first visit to a marketing page and runs once the visitor has signed in", () => {
    expect(unstable_doesMiddlewareMatch({ config, url: "http://localhost/" })).toBe(false);
    expect(
      unstable_doesMiddlewareMatch({
        config,
        url: "http://localhost/dyslexia",
        cookies: { bp_consent: "granted" },
      }),
    ).toBe(false);
    expect(
      unstable_doesMiddlewareMatch({
        config,
        url: "http://localhost/",
        cookies: { "bp.session_token": "s" },
      }),
    ).toBe(true);
    expect(
      unstable_doesMiddlewareMatch({
        config,
        url: "http://localhost/",
        cookies: { bp_member: "1" },
      }),
    ).toBe(true);
  });

  it("still runs where it acts without cookies: thank-you pages, staff pages, nonce pages and API bodies", () => {
    for (const path of [
      "/thank-you/intake",
      "/admin",
      "/teacher-portal/students",
      "/login",
      "/consultation/manage/abc",
      "/force-password-change",
    ]) {
      expect({
        path,
        runs: unstable_doesMiddlewareMatch({ config, url: `http://localhost${path}` }),
      }).toEqual({ path, runs: true });
    }
    expect(
      unstable_doesMiddlewareMatch({
        config,
        url: "http://localhost/api/intake",
        headers: { "content-length": "10" },
      }),
    ).toBe(true);
    expect(
      unstable_doesMiddlewareMatch({
        config,
        url: "http://localhost/start-here",
        headers: { origin: "https://elsewhere.example" },
      }),
    ).toBe(true);
    expect(
      unstable_doesMiddlewareMatch({
        config,
        url: "http://localhost/_next/static/chunks/main.js",
        cookies: { "bp.session_token": "s" },
      }),
    ).toBe(false);
  });
});
