// What the custom server (server/serve.mjs) and the app bundle (lib/startup.ts, /api/health)
// share about the process: its state, its start and stop, the health probe and the handlers the
// server calls itself. They are loaded separately (the app through Next's bundler), so the
// state lives on globalThis under one key.
const KEY = Symbol.for("bright-path.lifecycle");

/**
 * @typedef {"starting" | "ready" | "failed" | "stopping"} LifecycleState
 * @typedef {{ state: LifecycleState, startup?: Promise<void>, shutdown?: () => Promise<void>, probeHealth?: () => Promise<{ status: string }>, directRoutes?: Record<string, (request: Request) => Promise<Response>>, selfOrigin?: string, bringPagesInStep?: () => Promise<unknown> }} Lifecycle
 * @returns {Lifecycle}
 */
export function appLifecycle() {
  const holder = /** @type {Record<symbol, Lifecycle>} */ (/** @type {unknown} */ (globalThis));
  return (holder[KEY] ??= { state: "starting" });
}

/** Where the app expires its own cached pages (lib/site-content/freshness.ts), asked by itself. */
export const SITE_CONTENT_REFRESH_PATH = "/api/site-content/refresh";

/** How long the first visitors wait at most for the pages to be brought in step after a start. */
export const IN_STEP_WAIT_MS = 5_000;

/**
 * Runs the app's "bring the cached pages in step" step once the server listens (it works through
 * a request to the server itself), and answers a wait that holds other requests until it ended,
 * or IN_STEP_WAIT_MS passed: a page made by the build, or by this build's last run, may show
 * content staff have since changed, and no visitor should see it. A failure only ends the wait;
 * the app's own watch tries again.
 * @param {Lifecycle} lifecycle
 * @param {(ms: number) => Promise<void>} [delay]
 * @returns {{ pending: () => boolean, wait: () => Promise<void> }}
 */
export function holdVisitorsUntilInStep(
  lifecycle,
  delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()),
) {
  let pending = Boolean(lifecycle.bringPagesInStep);
  const done = pending
    ? Promise.race([
        Promise.resolve()
          .then(() => lifecycle.bringPagesInStep?.())
          .catch(() => undefined),
        delay(IN_STEP_WAIT_MS),
      ]).then(() => {
        pending = false;
      })
    : Promise.resolve();
  return { pending: () => pending, wait: () => done };
}
