// npm test: every test. Jest unit and component tests, integration tests on PGlite (and on
// PostgreSQL too when TEST_DATABASE_URL is set), then Playwright end-to-end tests in Chromium
// against a production build. Ends with one "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromiumExecutable, chromiumHelp } from "./chromium-path.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const results = path.join(root, "test-results");
fs.mkdirSync(results, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

function run(args, extraEnv = {}) {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...env, ...extraEnv },
  });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let exitCode = 0;

const jestFile = path.join(results, "jest.json");
fs.rmSync(jestFile, { force: true });
const jestArgs = [
  "--experimental-vm-modules",
  "--no-warnings",
  "node_modules/jest/bin/jest.js",
  "--json",
  `--outputFile=${jestFile}`,
];
if (process.env.TEST_DATABASE_URL) jestArgs.push("--runInBand");
const jestStatus = run(jestArgs);
exitCode ||= jestStatus;
const jest = readJson(jestFile);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
}
if (jestStatus && (!jest || failed === 0)) {
  // Jest also fails a run whose tests all passed when one logged or loaded a module after it
  // ended ("Cannot log after tests are done" above); the count must not read as a pass.
  console.error(`\nJest exited ${jestStatus} although no test failed: see its messages above.`);
  failed += 1;
}

const chromium = chromiumExecutable();
if (!chromium) {
  console.error(`\n${chromiumHelp}\n`);
  exitCode ||= 1;
  failed += 1;
} else {
  const playwrightFile = path.join(results, "playwright.json");
  fs.rmSync(playwrightFile, { force: true });
  const status = run(["node_modules/@playwright/test/cli.js", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
  });
  exitCode ||= status;
  const report = readJson(playwrightFile);
  if (report?.stats) {
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
  } else if (status) failed += 1;
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
