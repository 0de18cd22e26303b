// End-to-end tests on Debian's Chromium (Playwright cannot download its own browser here).
// With E2E_BASE_URL set, tests run against that server (e.g. `next dev`); otherwise
// scripts/e2e-server.mjs builds once and serves a production build on a fresh database.
import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable, testLaunchArgs } from "./scripts/chromium-path.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://localhost:${port}`;
// Every timeout of the suite is set here, once (a test may only name helpers/timeouts.ts's SLOW).
// Our production build answers in seconds even on a busy two-core machine; a server given by
// E2E_BASE_URL is usually `next dev`, which compiles each route on its first visit, so it gets
// four times the patience.
const patience = externalBaseURL ? 4 : 1;
const sitewideSpecs = [
  "**/admin/site-content.spec.ts",
  "**/admin/site-content-drafts.spec.ts",
  "**/admin/staff-profiles.spec.ts",
  "**/admin/testimonials.spec.ts",
  "**/admin/services-and-faqs.spec.ts",
  "**/admin/hero-photos.spec.ts",
  "**/admin/site-editor-teacher.spec.ts",
];
// Restarts other servers on the same build, whose pages (made from their own databases) land in
// the build's shared page cache: after everything else, so no spec reads a page they made.
const restartSpecs = ["**/admin/site-content-at-start.spec.ts"];

export default defineConfig({
  testDir: "./tests/e2e",
  // Separate artifact folders let several local runs share a checkout without clobbering.
  outputDir: externalBaseURL ? `test-results/pw-${process.pid}` : "test-results/playwright",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 120_000 * patience,
  expect: { timeout: 20_000 * patience },
  use: {
    baseURL,
    actionTimeout: 30_000 * patience,
    navigationTimeout: 60_000 * patience,
    // Recording a trace costs every test time (routes.spec.ts: 167 s -> 120 s of test time
    // without it); on CI a failure is retried once, and that retry records the trace to read.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: testLaunchArgs,
    },
  },
  // A roomy laptop; header and game tests set their own sizes (the desktop menu starts at 1024 px).
  // Specs that change what every visitor sees (the site's content) run after the others, one test
  // at a time, so no other spec reads a page while its phone number is another; the restarts last.
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1600, height: 900 } },
      testIgnore: [...sitewideSpecs, ...restartSpecs],
    },
    {
      name: "site-wide changes",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1600, height: 900 } },
      testMatch: sitewideSpecs,
      dependencies: ["chromium"],
      fullyParallel: false,
      workers: 1,
    },
    {
      name: "restarts",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1600, height: 900 } },
      testMatch: restartSpecs,
      dependencies: ["site-wide changes"],
      workers: 1,
    },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        command: "node scripts/e2e-server.mjs",
        url: `${baseURL}/api/health`,
        timeout: 15 * 60_000,
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
        env: { E2E_PORT: String(port) },
      },
});
