// What proxy.ts decides, as plain functions of the request's path and cookies. These are early
// redirects for a smoother experience; pages and handlers check access again on the server.
import { flagForPage } from "@/lib/flags/thank-you-flags";

export const SESSION_COOKIES = ["bp.session_token", "__Secure-bp.session_token"];
export const MUST_CHANGE_PASSWORD_COOKIE = "bp_must_change_password";

export type ProxyDecision =
  | { kind: "next" }
  | { kind: "redirect"; to: string }
  | { kind: "consume-flag"; cookie: string; path: string };

const staffPaths = /^\/(admin|teacher-portal)(\/|$)/;

export function decide(pathname: string, cookies: { has: (name: string) => boolean }, search = ""): ProxyDecision {
  const flag = flagForPage(pathname);
  if (flag) {
    return cookies.has(flag.cookie) ? { kind: "consume-flag", cookie: flag.cookie, path: flag.page } : { kind: "redirect", to: flag.fallback };
  }
  const signedIn = SESSION_COOKIES.some((name) => cookies.has(name));
  if (signedIn && cookies.has(MUST_CHANGE_PASSWORD_COOKIE) && pathname !== "/force-password-change" && !pathname.startsWith("/api/")) {
    return { kind: "redirect", to: "/force-password-change" };
  }
  if (!signedIn && (staffPaths.test(pathname) || pathname === "/force-password-change")) {
    return { kind: "redirect", to: `/login?next=${encodeURIComponent(pathname + search)}` };
  }
  return { kind: "next" };
}
