// Shared steps for the lead form browser tests: opening a page with the cookie choice made,
// asking the test server for a failure (the bp_e2e_fault cookie, honoured only with
// E2E_TEST_HOOKS=1), reading the data layer, and holding a navigation so a toast can be read.
import { type BrowserContext, type Page } from "@playwright/test";
import { dataLayer } from "../helpers/pages";

export { uniqueEmail } from "../helpers/auth";
export { dataLayer, openPage } from "../helpers/pages";

/**
 * Gives the test its own rate-limit bucket (bp_e2e_client, honoured only with E2E_TEST_HOOKS=1):
 * every browser test comes from the same address, so repeated runs would otherwise reach the
 * per-client limit.
 */
export async function ownRateLimitBucket(context: BrowserContext, baseURL: string | undefined) {
  const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  await context.addCookies([
    { name: "bp_e2e_client", value: tag, url: baseURL ?? "http://localhost:3000" },
  ]);
}

export async function injectFault(
  context: BrowserContext,
  baseURL: string | undefined,
  fault: "bot-check" | "leads-write" | null,
) {
  const url = baseURL ?? "http://localhost:3000";
  if (fault) await context.addCookies([{ name: "bp_e2e_fault", value: fault, url }]);
  else await context.clearCookies({ name: "bp_e2e_fault" });
}

export async function dataLayerEvents(
  page: Page,
  name: string,
): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page)).filter(
    (entry): entry is Record<string, unknown> =>
      !Array.isArray(entry) && (entry as { event?: unknown })?.event === name,
  );
}

export async function gtagEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page))
    .filter(
      (entry): entry is unknown[] =>
        Array.isArray(entry) && entry[0] === "event" && entry[1] === name,
    )
    .map((entry) => (entry[2] ?? {}) as Record<string, unknown>);
}

/**
 * Holds the next request for `path` (the client navigation to a thank-you page) until release()
 * is called, so what the form shows on success can be read before the page changes.
 */
export async function holdNavigation(page: Page, path: string) {
  let open: () => void = () => {};
  const released = new Promise<void>((resolve) => (open = resolve));
  const handlers: Promise<void>[] = [];
  const pattern = `**${path}*`;
  await page.route(pattern, (route) => {
    const handled = released.then(() => route.continue());
    handlers.push(handled);
    return handled;
  });
  return {
    release: async () => {
      open();
      await Promise.all(handlers);
      await page.unroute(pattern);
    },
  };
}

export async function sha256(text: string): Promise<string> {
  const { createHash } = await import("node:crypto");
  return createHash("sha256").update(text).digest("hex");
}
