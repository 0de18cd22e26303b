import {
  bootstrapScriptHashes,
  configuredThirdParties,
  contentSecurityPolicy,
  newNonce,
  securityHeaders,
  usesNonce,
} from "./headers";

// Next.js applies every rule whose source matches, and for the same header key the last one wins.
function cspFor(path: string, production: boolean): string | undefined {
  let csp: string | undefined;
  for (const rule of securityHeaders({ production })) {
    const pattern = new RegExp(`^${rule.source.replace("/:path*", "(?:/.*)?")}$`);
    if (!pattern.test(path)) continue;
    csp = rule.headers.find((header) => header.key === "Content-Security-Policy")?.value ?? csp;
  }
  return csp;
}

const scriptSrc = (csp: string | undefined) =>
  csp?.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";

describe("Content-Security-Policy", () => {
  it("lets only pdf.js's self-hosted files compile WebAssembly, in production too", () => {
    expect(scriptSrc(cspFor("/pdfjs/pdf.worker.min.mjs", true))).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc(cspFor("/pdfjs/pdf.worker.min.mjs", true))).not.toContain("'unsafe-eval'");
    expect(scriptSrc(cspFor("/student-apps/pdf-viewer", true))).not.toContain("wasm-unsafe-eval");
    expect(scriptSrc(cspFor("/", true))).not.toContain("unsafe-eval");
  });

  it("keeps pages unframeable and the writing-paper embed frameable", () => {
    expect(cspFor("/pdfjs/pdf.worker.min.mjs", true)).toContain("frame-ancestors 'none'");
    expect(cspFor("/student-apps/pdf-viewer", true)).toContain("frame-ancestors 'none'");
    expect(cspFor("/embed/writing-paper", true)).toContain("frame-ancestors *");
  });

  it("allows eval only in development", () => {
    expect(
      scriptSrc(contentSecurityPolicy({ production: false, frameAncestors: "'none'" })),
    ).toContain("'unsafe-eval'");
    expect(
      scriptSrc(contentSecurityPolicy({ production: true, frameAncestors: "'none'" })),
    ).not.toContain("'unsafe-eval'");
  });
});

describe("script policies", () => {
  const none = { googleTag: false, recaptcha: false, turnstile: false, vercel: false };

  it("gives nonce pages a nonce with 'strict-dynamic' and no 'unsafe-inline', and static pages neither", () => {
    const dynamic = scriptSrc(
      contentSecurityPolicy({ production: true, frameAncestors: "'none'", nonce: "abc123" }),
    );
    expect(dynamic).toContain("'nonce-abc123'");
    expect(dynamic).toContain("'strict-dynamic'");
    expect(dynamic).not.toContain("'unsafe-inline'");
    for (const hash of bootstrapScriptHashes) expect(dynamic).toContain(hash);
    expect(cspFor("/login", true)).toBeUndefined();
    expect(cspFor("/admin/leads", true)).toBeUndefined();
    expect(cspFor("/consultation/manage", true)).toBeUndefined();
    expect(cspFor("/loginhelp", true)).toBeDefined();
  });

  it.each([
    "/admin",
    "/admin/leads",
    "/account/security",
    "/login",
    "/login/two-factor",
    "/force-password-change",
    "/forgot-password",
    "/reset-password",
    "/invitation",
    "/consultation/manage",
    "/teacher-portal",
  ])("%s uses a nonce", (path) => expect(usesNonce(path)).toBe(true));
  it.each([
    "/",
    "/contact",
    "/start-here",
    "/student-apps/b-and-d",
    "/embed/writing-paper",
    "/consultation",
    "/administration",
  ])("%s keeps the static policy", (path) => expect(usesNonce(path)).toBe(false));

  it("names no third-party host unless its feature is configured", () => {
    const bare = contentSecurityPolicy({
      production: true,
      frameAncestors: "'none'",
      thirdParties: none,
    });
    expect(bare).not.toMatch(/https:/);
    const withTurnstile = contentSecurityPolicy({
      production: true,
      frameAncestors: "'none'",
      thirdParties: { ...none, turnstile: true },
    });
    expect(scriptSrc(withTurnstile)).toContain("https://challenges.cloudflare.com");
    expect(withTurnstile).not.toContain("google");
    expect(configuredThirdParties({})).toEqual(none);
    expect(configuredThirdParties({ NEXT_PUBLIC_GA_MEASUREMENT_ID: "G-1" }).googleTag).toBe(true);
  });

  it("forbids <base> and gives every request its own nonce", () => {
    expect(contentSecurityPolicy({ production: true, frameAncestors: "'none'" })).toContain(
      "base-uri 'none'",
    );
    expect(newNonce()).not.toEqual(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("Permissions-Policy", () => {
  function policyFor(path: string): string | undefined {
    let policy: string | undefined;
    for (const rule of securityHeaders({ production: true })) {
      const pattern = new RegExp(`^${rule.source.replace("/:path*", "(?:/.*)?")}$`);
      if (!pattern.test(path)) continue;
      policy = rule.headers.find((header) => header.key === "Permissions-Policy")?.value ?? policy;
    }
    return policy;
  }

  it("lets only the sound library ask for the microphone", () => {
    expect(policyFor("/teacher-portal/sounds")).toContain("microphone=(self)");
    expect(policyFor("/teacher-portal/sounds")).toContain("camera=()");
    expect(policyFor("/teacher-portal")).toContain("microphone=()");
    expect(policyFor("/student-apps/vowel-sounds")).toContain("microphone=()");
    expect(policyFor("/")).toContain("microphone=()");
  });
});
