// Early redirects only (ARCHITECTURE.md): thank-you flags, sign-in for staff pages, forced
// password change. Never the guard: every page and handler checks again on the server.
import { NextResponse, type NextRequest } from "next/server";
import { decide } from "@/lib/proxy/rules";

/** Larger bodies are refused before any handler reads them. */
const MAX_API_BODY_BYTES = 64 * 1024;

export function proxy(request: NextRequest) {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (request.nextUrl.pathname.startsWith("/api/") && length > MAX_API_BODY_BYTES) {
    return NextResponse.json({ error: "That request is too large." }, { status: 413 });
  }
  const decision = decide(request.nextUrl.pathname, request.cookies, request.nextUrl.search);
  if (decision.kind === "redirect") return NextResponse.redirect(new URL(decision.to, request.url));
  if (decision.kind === "consume-flag") {
    const response = NextResponse.next();
    response.cookies.set(decision.cookie, "", { path: decision.path, maxAge: 0 });
    return response;
  }
  return NextResponse.next();
}

export const config = {
  // Everything except static assets and image optimisation.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|fonts/|images/|pdfjs/|robots.txt|sitemap.xml).*)"],
};
