// Early answers only (ARCHITECTURE.md): thank-you flags, sign-in for staff pages, forced password
// change, cross-site server actions refused with a 403, and the per-request CSP nonce for pages
// that show personal data. Never the guard: every page and handler checks again on the server.
import { NextResponse, type NextRequest } from "next/server";
import { decide } from "@/lib/proxy/rules";
import { memberHintChange, memberHintCookie } from "@/lib/auth/member-hint";
import { CONSUMED_FLAG_HEADER } from "@/lib/flags/thank-you-flags";
import { contentSecurityPolicy, newNonce, usesNonce } from "@/lib/security/headers";
import { PHOTO_UPLOAD_CAP_BYTES, PHOTO_UPLOAD_PATH } from "@/lib/site-content/photos/formats";

/** Larger bodies are refused before any handler reads them. */
const MAX_API_BODY_BYTES = 64 * 1024;

/** A staff photo upload is the one API body allowed more (its route checks who sends it). */
function bodyCapOf(request: NextRequest): number {
  return request.method === "POST" && request.nextUrl.pathname === PHOTO_UPLOAD_PATH
    ? PHOTO_UPLOAD_CAP_BYTES
    : MAX_API_BODY_BYTES;
}

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
  if (pathname.startsWith("/api/") && length > bodyCapOf(request)) {
    return NextResponse.json({ error: "That request is too large." }, { status: 413 });
  }
  // A cookie left with an empty value is not there: a page render that reads draft mode sends
  // the cookies this proxy cleared back once more without their Max-Age=0, so the browser keeps
  // an emptied thank-you flag (or member hint) for the session.
  const present = { has: (name: string) => Boolean(request.cookies.get(name)?.value) };
  const decision = decide(pathname, present, request.nextUrl.search, {
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
  if (decision.kind === "consume-flag")
    requestHeaders.set(CONSUMED_FLAG_HEADER, request.cookies.get(decision.cookie)?.value ?? "");
  const csp = usesNonce(pathname)
    ? contentSecurityPolicy({
        production: process.env.NODE_ENV === "production",
        frameAncestors: "'none'",
        nonce: newNonce(),
      })
    : null;
  if (csp) requestHeaders.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  if (csp) response.headers.set("Content-Security-Policy", csp);
  if (decision.kind === "consume-flag")
    response.cookies.set(decision.cookie, "", { path: decision.path, maxAge: 0 });
  // Tells the header whether to load the auth client (lib/auth/member-hint.ts); grants nothing.
  const hint = pathname.startsWith("/api/") ? null : memberHintChange((name) => present.has(name));
  if (hint === "set")
    response.cookies.set(memberHintCookie.name, memberHintCookie.value, {
      ...memberHintCookie.options,
      secure: request.nextUrl.protocol === "https:",
    });
  if (hint === "clear") response.cookies.set(memberHintCookie.name, "", { path: "/", maxAge: 0 });
  return response;
}

// The proxy runs only on requests where rules.ts or the code above can act; elsewhere (a first
// visit to a marketing page: no session or hint cookie, no Origin, no body) it would pass the
// request on untouched, and running it there cost the prerendered pages throughput (npm run bench).
// Next.js reads this object at build time, so the patterns are literals, not shared constants.
// proxy.test.ts checks that every request skipped here is one the proxy would have let through.
export const config = {
  matcher: [
    // Acts on every request: thank-you flags (the only pages that read the consumed-flag header),
    // staff sign-in redirects and the per-request CSP nonce (NONCE_PAGE_PREFIXES).
    "/thank-you/:path*",
    "/admin/:path*",
    "/teacher-portal/:path*",
    "/force-password-change/:path*",
    "/account/:path*",
    "/login/:path*",
    "/consultation/manage/:path*",
    // Anywhere but static assets and image optimisation: a session or member-hint cookie (forced
    // password change, the hint kept in step), an Origin (cross-site server actions), or a body on
    // the API (the size cap).
    {
      source:
        "/((?!_next/static|_next/image|favicon.ico|fonts/|images/|pdfjs/|robots.txt|sitemap.xml).*)",
      has: [{ type: "cookie", key: "bp.session_token" }],
    },
    {
      source:
        "/((?!_next/static|_next/image|favicon.ico|fonts/|images/|pdfjs/|robots.txt|sitemap.xml).*)",
      has: [{ type: "cookie", key: "__Secure-bp.session_token" }],
    },
    {
      source:
        "/((?!_next/static|_next/image|favicon.ico|fonts/|images/|pdfjs/|robots.txt|sitemap.xml).*)",
      has: [{ type: "cookie", key: "bp_member" }],
    },
    {
      source:
        "/((?!_next/static|_next/image|favicon.ico|fonts/|images/|pdfjs/|robots.txt|sitemap.xml).*)",
      has: [{ type: "header", key: "origin" }],
    },
    { source: "/api/:path*", has: [{ type: "header", key: "content-length" }] },
  ],
};
