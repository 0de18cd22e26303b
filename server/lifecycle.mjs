// What the custom server (server/serve.mjs) and the app bundle (lib/startup.ts, /api/health)
// share about the process: its state, its start and stop, the health probe and the handlers the
// server calls itself. They are loaded separately (the app through Next's bundler), so the
// state lives on globalThis under one key.
const KEY = Symbol.for("bright-path.lifecycle");

/**
 * @typedef {"starting" | "ready" | "failed" | "stopping"} LifecycleState
 * @typedef {{ state: LifecycleState, startup?: Promise<void>, shutdown?: () => Promise<void>, probeHealth?: () => Promise<{ status: string }>, directRoutes?: Record<string, (request: Request) => Promise<Response>>, selfOrigin?: string }} Lifecycle
 * @returns {Lifecycle}
 */
export function appLifecycle() {
  const holder = /** @type {Record<symbol, Lifecycle>} */ (/** @type {unknown} */ (globalThis));
  return (holder[KEY] ??= { state: "starting" });
}
