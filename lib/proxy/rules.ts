// What proxy.ts decides, as plain functions of the request's path and cookies. These are early
// redirects for a smoother experience; pages and handlers check access again on the server.
import { flagForPage } from "@/lib/flags/thank-you-flags";
import { isOriginOf } from "./origin";

export const SESSION_COOKIES = ["bp.session_token", "__Secure-bp.session_token"];
export const MUST_CHANGE_PASSWORD_COOKIE = "bp_must_change_password";

export type ProxyDecision =
  | { kind: "next" }
  | { kind: "redirect"; to: string }
  | { kind: "consume-flag"; cookie: string; path: string }
  | { kind: "refuse"; status: 403; message: string };

/** What proxy.ts knows about a request besides its path and cookies. */
export type RequestFacts = {
  method: string;
  /** The Origin header, or null when the browser sent none. */
  origin: string | null;
  /** The request carries Next.js's `Next-Action` header (a server action called by script). */
  serverAction: boolean;
  /** Host, X-Forwarded-Host and the configured site's host: what a same-site Origin names. */
  hosts: (string | null)[];
};

export const CROSS_SITE_ACTION =
  "This form was sent from another website, so we did not accept it. Please fill it in on our own site.";

/**
 * A POST that runs a server action (by script with Next-Action, or a page form posted without
 * JavaScript) from a foreign Origin. Next.js would refuse it too, but with a 500 error page. A
 * missing Origin passes here as it does in Next.js; admin actions insist on one themselves.
 */
function isCrossSiteAction(pathname: string, facts: RequestFacts): boolean {
  if (facts.method.toUpperCase() !== "POST") return false;
  if (!facts.serverAction && pathname.startsWith("/api/")) return false;
  return facts.origin !== null && !isOriginOf(facts.origin, facts.hosts);
}

const staffPaths = /^\/(admin|teacher-portal)(\/|$)/;

export function decide(
  pathname: string,
  cookies: { has: (name: string) => boolean },
  search = "",
  facts?: RequestFacts,
): ProxyDecision {
  if (facts && isCrossSiteAction(pathname, facts))
    return { kind: "refuse", status: 403, message: CROSS_SITE_ACTION };
  const flag = flagForPage(pathname);
  if (flag) {
    return cookies.has(flag.cookie)
      ? { kind: "consume-flag", cookie: flag.cookie, path: flag.page }
      : { kind: "redirect", to: flag.fallback };
  }
  const signedIn = SESSION_COOKIES.some((name) => cookies.has(name));
  if (
    signedIn &&
    cookies.has(MUST_CHANGE_PASSWORD_COOKIE) &&
    pathname !== "/force-password-change" &&
    !pathname.startsWith("/api/")
  ) {
    return { kind: "redirect", to: "/force-password-change" };
  }
  if (!signedIn && (staffPaths.test(pathname) || pathname === "/force-password-change")) {
    return { kind: "redirect", to: `/login?next=${encodeURIComponent(pathname + search)}` };
  }
  return { kind: "next" };
}
