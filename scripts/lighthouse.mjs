// npm run bench:lighthouse: Lighthouse (mobile emulation, default throttling) on Debian's Chromium
// against a production build of the marketing pages that carry paid traffic. Lighthouse is fetched
// by npx when this runs (a measuring tool, not part of the site); 12.x still supports Node 20.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { chromiumExecutable, chromiumHelp } from "./chromium-path.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const base = `http://localhost:${port}`;
const routes = (process.env.LIGHTHOUSE_ROUTES ?? "/,/dyslexia,/structured-literacy,/free-consultation").split(",");
const chrome = chromiumExecutable();
if (!chrome) {
  console.error(chromiumHelp);
  process.exit(1);
}

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not start in time");
}

buildIfNeeded();
const dataDir = path.join(root, "data", `lighthouse-${Date.now()}`);
const server = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port)], {
  cwd: root,
  env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: dataDir, DATABASE_URL: "", SITE_URL: base, LOG_LEVEL: "warn" },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  await waitForHealth();
  const out = fs.mkdtempSync(path.join(root, "data", "lighthouse-report-"));
  console.log("route".padEnd(24) + "perf  a11y  best  seo   LCP ms   TBT ms   CLS");
  for (const route of routes) {
    const report = path.join(out, "report.json");
    const run = spawnSync(
      "npx",
      ["-y", "lighthouse@12.8.2", base + route, "--quiet", "--output=json", `--output-path=${report}`,
        "--only-categories=performance,accessibility,best-practices,seo", "--chrome-flags=--headless=new --no-sandbox --disable-gpu"],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] },
    );
    if (run.status !== 0) throw new Error(`Lighthouse failed on ${route}`);
    const { categories: c, audits: a } = JSON.parse(fs.readFileSync(report, "utf8"));
    const score = (k) => String(Math.round(c[k].score * 100)).padEnd(6);
    console.log(
      route.padEnd(24) + score("performance") + score("accessibility") + score("best-practices") + score("seo") +
        String(Math.round(a["largest-contentful-paint"].numericValue)).padStart(6) +
        String(Math.round(a["total-blocking-time"].numericValue)).padStart(9) +
        a["cumulative-layout-shift"].numericValue.toFixed(3).padStart(8),
    );
  }
  fs.rmSync(out, { recursive: true, force: true });
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
