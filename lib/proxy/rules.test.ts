import { CROSS_SITE_ACTION, decide, type RequestFacts } from "./rules";

const jar = (...names: string[]) => ({ has: (n: string) => names.includes(n) });

describe("proxy decisions", () => {
  it.each([
    ["/thank-you/consultation", jar(), { kind: "redirect", to: "/start-here" }],
    ["/thank-you/intake", jar(), { kind: "redirect", to: "/start-here" }],
    ["/thank-you/contact", jar(), { kind: "redirect", to: "/contact" }],
    [
      "/thank-you/contact",
      jar("bp_ty_contact"),
      { kind: "consume-flag", cookie: "bp_ty_contact", path: "/thank-you/contact" },
    ],
    ["/admin", jar(), { kind: "redirect", to: "/login?next=%2Fadmin" }],
    ["/teacher-portal", jar(), { kind: "redirect", to: "/login?next=%2Fteacher-portal" }],
    ["/admin", jar("bp.session_token"), { kind: "next" }],
    [
      "/",
      jar("bp.session_token", "bp_must_change_password"),
      { kind: "redirect", to: "/force-password-change" },
    ],
    [
      "/force-password-change",
      jar("bp.session_token", "bp_must_change_password"),
      { kind: "next" },
    ],
    ["/api/auth/sign-out", jar("bp.session_token", "bp_must_change_password"), { kind: "next" }],
    ["/dyslexia", jar(), { kind: "next" }],
  ] as const)("%s", (path, cookies, expected) => {
    expect(decide(path, cookies)).toEqual(expected);
  });
});

describe("server actions from another site", () => {
  const refused = { kind: "refuse", status: 403, message: CROSS_SITE_ACTION };
  const site = (facts: Partial<RequestFacts>): RequestFacts => ({
    method: "POST",
    origin: "https://brightpath.example",
    serverAction: true,
    hosts: [null, "brightpath.example", "brightpath.example"],
    ...facts,
  });
  it.each([
    ["same-site action", "/contact", site({}), { kind: "next" }],
    ["foreign Origin", "/contact", site({ origin: "https://evil.example" }), refused],
    [
      "foreign Origin, no-JavaScript form post",
      "/contact",
      site({ origin: "https://evil.example", serverAction: false }),
      refused,
    ],
    ["opaque Origin (sandboxed frame)", "/admin/leads", site({ origin: "null" }), refused],
    ["malformed Origin", "/contact", site({ origin: "not a url" }), refused],
    [
      "look-alike host",
      "/contact",
      site({ origin: "https://brightpath.example.evil.io" }),
      refused,
    ],
    ["other port", "/contact", site({ origin: "https://brightpath.example:8443" }), refused],
    [
      "behind a proxy that sets X-Forwarded-Host",
      "/contact",
      site({
        origin: "https://www.brightpath.example",
        hosts: ["www.brightpath.example, internal", "10.0.0.5:3000", "brightpath.example"],
      }),
      { kind: "next" },
    ],
    [
      "missing Origin is left to Next.js and the admin checks",
      "/contact",
      site({ origin: null }),
      { kind: "next" },
    ],
    [
      "GET from anywhere",
      "/contact",
      site({ method: "GET", origin: "https://evil.example" }),
      { kind: "next" },
    ],
    [
      "public API POST without Next-Action",
      "/api/contact",
      site({ origin: "https://evil.example", serverAction: false }),
      { kind: "next" },
    ],
    [
      "Next-Action header on an API path",
      "/api/contact",
      site({ origin: "https://evil.example" }),
      refused,
    ],
  ] as const)("%s", (_name, path, facts, expected) => {
    expect(decide(path, jar(), "", facts)).toEqual(expected);
  });
});
