import "server-only";
// Failures a browser test can ask for, one request at a time, through the bp_e2e_fault cookie
// (comma-separated): "bot-check" makes the bot check refuse the token, "leads-write" makes saving
// a lead fail inside its transaction. Honoured only when the server runs with E2E_TEST_HOOKS=1
// (the e2e server and the shared dev server), so a production visitor cannot trigger either.
// A cookie rather than an environment switch: parallel tests on one server each choose their own.
// Likewise bp_e2e_client names a test's own rate-limit bucket: every browser test comes from the
// same address, so without it one run's submissions would count against the next.
import { testHooksEnabled } from "@/lib/env";

export const E2E_FAULT_COOKIE = "bp_e2e_fault";
export const E2E_CLIENT_COOKIE = "bp_e2e_client";
export type E2eFault = "bot-check" | "leads-write";

function testCookie(headers: Headers, cookie: string): string | null {
  if (!testHooksEnabled()) return null;
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === cookie) return decodeURIComponent(rest.join("="));
  }
  return null;
}

export function injectedFaults(headers: Headers): Set<E2eFault> {
  const faults = new Set<E2eFault>();
  for (const value of (testCookie(headers, E2E_FAULT_COOKIE) ?? "").split(",")) {
    const fault = value.trim();
    if (fault === "bot-check" || fault === "leads-write") faults.add(fault);
  }
  return faults;
}

/** The test's own name for its client, added to the address in rate-limit keys. */
export function e2eClientTag(headers: Headers): string | null {
  const tag = testCookie(headers, E2E_CLIENT_COOKIE);
  return tag && /^[\w-]{1,64}$/.test(tag) ? tag : null;
}
