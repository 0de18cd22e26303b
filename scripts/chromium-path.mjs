// Finds a Chromium for Playwright: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
// Playwright's own download if one exists. Returns undefined to let Playwright try its own.
import fs from "node:fs";

const candidates = [
  process.env.CHROMIUM_PATH,
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

export function chromiumExecutable() {
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** How the browser tests launch it (playwright.config.ts); a spec that needs more adds to these. */
export const testLaunchArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const chromiumHelp =
  "No Chromium found. Install Debian's package (sudo apt-get install chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary, or run `npx playwright install chromium` where downloads are allowed.";
