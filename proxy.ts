// Early answers only (ARCHITECTURE.md): thank-you flags, sign-in for staff pages, forced password
// change, cross-site server actions refused with a 403, and the per-request CSP nonce for pages
// that show personal data. Never the guard: every page and handler checks again on the server.
import { NextResponse, type NextRequest } from "next/server";
import { decide } from "@/lib/proxy/rules";
import { memberHintChange, memberHintCookie } from "@/lib/auth/member-hint";
import { CONSUMED_FLAG_HEADER } from "@/lib/flags/thank-you-flags";
import { contentSecurityPolicy, newNonce, usesNonce } from "@/lib/security/headers";

/** Larger bodies are refused before any handler reads them. */
const MAX_API_BODY_BYTES = 64 * 1024;

function siteHost(): string | null {
  try {
    return process.env.SITE_URL ? new URL(process.env.SITE_URL).host : null;
  } catch {
    return null;
  }
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const length = Number(request.headers.get("content-length") ?? "0");
  if (pathname.startsWith("/api/") && length > MAX_API_BODY_BYTES) {
    return NextResponse.json({ error: "That request is too large." }, { status: 413 });
  }
  const decision = decide(pathname, request.cookies, request.nextUrl.search, {
    method: request.method,
    origin: request.headers.get("origin"),
    serverAction: request.headers.has("next-action"),
    hosts: [request.headers.get("x-forwarded-host"), request.headers.get("host"), siteHost()],
  });
  if (decision.kind === "refuse") {
    return new NextResponse(decision.message, {
      status: decision.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  if (decision.kind === "redirect") return NextResponse.redirect(new URL(decision.to, request.url));

  // What the page's server render sees: the consumed thank-you flag (the cookie is gone by then) and,
  // on pages that show personal data, the CSP whose nonce Next.js puts on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(CONSUMED_FLAG_HEADER);
  if (decision.kind === "consume-flag") requestHeaders.set(CONSUMED_FLAG_HEADER, request.cookies.get(decision.cookie)?.value ?? "");
  const csp = usesNonce(pathname)
    ? contentSecurityPolicy({ production: process.env.NODE_ENV === "production", frameAncestors: "'none'", nonce: newNonce() })
    : null;
  if (csp) requestHeaders.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  if (csp) response.headers.set("Content-Security-Policy", csp);
  if (decision.kind === "consume-flag") response.cookies.set(decision.cookie, "", { path: decision.path, maxAge: 0 });
  // Tells the header whether to load the auth client (lib/auth/member-hint.ts); grants nothing.
  const hint = pathname.startsWith("/api/") ? null : memberHintChange((name) => request.cookies.has(name));
  if (hint === "set") response.cookies.set(memberHintCookie.name, memberHintCookie.value, { ...memberHintCookie.options, secure: request.nextUrl.protocol === "https:" });
  if (hint === "clear") response.cookies.set(memberHintCookie.name, "", { path: "/", maxAge: 0 });
  return response;
}

export const config = {
  // Everything except static assets and image optimisation.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|fonts/|images/|pdfjs/|robots.txt|sitemap.xml).*)"],
};
