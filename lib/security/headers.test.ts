import { contentSecurityPolicy, securityHeaders } from "./headers";

// Next.js applies every rule whose source matches, and for the same header key the last one wins.
function cspFor(path: string, production: boolean): string | undefined {
  let csp: string | undefined;
  for (const rule of securityHeaders({ production })) {
    const pattern = new RegExp(
      `^${rule.source.replace("/:path*", "(?:/.*)?").replace("/((?!embed/).*)", "/(?!embed/).*")}$`,
    );
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
