// The browser tests' build: its own folder, the test hooks compiled in, and the address its
// server answers on (SITE_URL is built into the pages). The test server and the extra instances
// some tests start (tests/e2e/helpers/server-process.ts) read it here.

/**
 * @param {number} port
 * @returns {Record<string, string>}
 */
export function e2eBuildEnv(port) {
  return {
    BP_DIST_DIR: ".next-e2e",
    BP_TEST_HOOKS_BUILD: "1",
    SITE_URL: `http://localhost:${port}`,
  };
}

export const e2ePort = () => Number(process.env.E2E_PORT ?? 3100);
