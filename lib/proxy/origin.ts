// Whether a request's Origin is this site. Pure, so proxy.ts (before Next.js sees a server action)
// and the admin actions (next to the data) compare the same way.

/** The first value of a possibly comma-joined forwarded header. */
const firstValue = (value: string | null | undefined) => value?.split(",")[0]?.trim() || null;

/**
 * True when `origin` names one of `hosts` (the Host and X-Forwarded-Host headers and the
 * configured site address). A missing, opaque ("null") or malformed Origin is never same-origin.
 */
export function isOriginOf(
  origin: string | null | undefined,
  hosts: (string | null | undefined)[],
): boolean {
  if (!origin || origin === "null") return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  return hosts.some((host) => firstValue(host) === originHost);
}
