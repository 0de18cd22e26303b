// npm run test:e2e: Playwright only, with a clear message when no Chromium is available.
import { spawnSync } from "node:child_process";
import { chromiumExecutable, chromiumHelp } from "./chromium-path.mjs";

if (!chromiumExecutable()) {
  console.error(chromiumHelp);
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)],
  {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  },
);
process.exit(result.status ?? 1);
