// Where a build lives and what kind it is, read the same way by next.config.ts, the start and
// build scripts and the server.

/**
 * The build folder: `.next`, or BP_DIST_DIR (the browser tests build into `.next-e2e`).
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function distDirFrom(env) {
  return env.BP_DIST_DIR?.trim() || ".next";
}

/**
 * Whether this build carries the browser tests' hooks (test-only routes, injected faults).
 * @param {Record<string, string | undefined>} env
 * @returns {boolean}
 */
export function isTestHooksBuild(env) {
  return env.BP_TEST_HOOKS_BUILD === "1";
}
