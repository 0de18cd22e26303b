// A readable cookie that says "someone signed in on this browser", so the header loads the auth
// client (and asks for the session) only for members; visitors who never sign in download none of
// it. It grants nothing: the session cookie (HttpOnly) and the server's checks stay the authority,
// and a stale hint costs one session request, which then clears it.
export const MEMBER_HINT_COOKIE = "bp_member";
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** better-auth's session cookie (cookiePrefix "bp"), plain or with the __Secure- prefix on https. */
const SESSION_COOKIES = ["bp.session_token", "__Secure-bp.session_token"];

/**
 * What proxy.ts does with the hint on a page request: set it when a session cookie came without
 * it (a sign-in the auth client did not see), clear it when it outlived the session cookie.
 */
export function memberHintChange(has: (name: string) => boolean): "set" | "clear" | null {
  const session = SESSION_COOKIES.some(has);
  const hint = has(MEMBER_HINT_COOKIE);
  if (session && !hint) return "set";
  if (!session && hint) return "clear";
  return null;
}

export const memberHintCookie = {
  name: MEMBER_HINT_COOKIE,
  value: "1",
  options: { path: "/", maxAge: MAX_AGE_SECONDS, sameSite: "lax" as const, httpOnly: false },
};

export function hasMemberHint(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim() === `${MEMBER_HINT_COOKIE}=1`);
}

export function setMemberHint(signedIn: boolean): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = signedIn
    ? `${MEMBER_HINT_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`
    : `${MEMBER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** What an auth response says about being signed in: true, false, or nothing (unrelated call). */
export function signedInAfter(path: string, data: unknown): boolean | null {
  if (path.endsWith("/sign-out")) return false;
  const body = data as { user?: unknown; session?: unknown; twoFactorRedirect?: unknown } | null;
  if (path.endsWith("/get-session")) return Boolean(body?.session);
  // Sign-in, sign-up and the second factor answer with the user once the person is signed in.
  return body?.user && !body.twoFactorRedirect ? true : null;
}
