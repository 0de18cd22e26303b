// /api/health under load: the server answers it from the last result of the app's real probe
// (lib/health.ts: a read and a write), taken again in the background once that result is a
// second old, so a load balancer asking during a flood waits for no queue. A result older than
// STALE_AFTER_MS is never served: the request then waits for the probe under way, so a database
// that stopped answering shows as down (or as a timeout) within seconds, never as "ok" forever.

export const REFRESH_AFTER_MS = 1_000;
export const STALE_AFTER_MS = 5_000;

/**
 * @template {{ status: string }} H
 * @param {{ probe: () => Promise<H>, now?: () => number }} options
 */
export function healthCache({ probe, now = () => Date.now() }) {
  /** @type {{ health: H, at: number } | null} */
  let last = null;
  /** @type {Promise<H> | null} */
  let probing = null;
  const refresh = () =>
    (probing ??= probe()
      .then((health) => {
        last = { health, at: now() };
        return health;
      })
      .finally(() => {
        probing = null;
      }));
  return {
    /** @returns {Promise<H>} */
    current() {
      const age = last ? now() - last.at : Infinity;
      if (!last || age >= STALE_AFTER_MS) return refresh();
      // Failures are the probe's to report (lib/health.ts never throws); a refresh that fails
      // anyway leaves the last result to age out.
      if (age >= REFRESH_AFTER_MS) refresh().catch(() => undefined);
      return Promise.resolve(last.health);
    },
  };
}

/**
 * The status a health result is answered with: 503 sends visitors to another instance.
 * @param {{ status: string }} health
 */
export function healthStatusCode(health) {
  return health.status === "ok" ? 200 : 503;
}
