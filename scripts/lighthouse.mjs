// npm run bench:lighthouse: Lighthouse (mobile emulation, default throttling) on Debian's Chromium
// against a production build of the marketing pages that carry paid traffic: all four categories,
// one run per page. npm run bench compares performance with a bare Next.js page; both launch
// Chrome the same way (scripts/bench/yardstick/lighthouse.mjs). Lighthouse 12.x supports Node 20.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { chromiumExecutable, chromiumHelp } from "./chromium-path.mjs";
import { runLighthouse } from "./bench/yardstick/lighthouse.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const base = `http://localhost:${port}`;
const routes = (
  process.env.LIGHTHOUSE_ROUTES ?? "/,/dyslexia,/structured-literacy,/free-consultation"
).split(",");
if (!chromiumExecutable()) {
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

await buildIfNeeded();
const dataDir = path.join(root, "data", `lighthouse-${Date.now()}`);
const server = spawn(
  process.execPath,
  [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port)],
  {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SITE_URL: base,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  },
);
try {
  await waitForHealth();
  console.log("route".padEnd(24) + "perf  a11y  best  seo   LCP ms   TBT ms   CLS");
  for (const route of routes) {
    const { categories: c, audits: a } = await runLighthouse(base + route, [
      "performance",
      "accessibility",
      "best-practices",
      "seo",
    ]);
    const score = (k) => String(Math.round(c[k].score * 100)).padEnd(6);
    console.log(
      route.padEnd(24) +
        score("performance") +
        score("accessibility") +
        score("best-practices") +
        score("seo") +
        String(Math.round(a["largest-contentful-paint"].numericValue)).padStart(6) +
        String(Math.round(a["total-blocking-time"].numericValue)).padStart(9) +
        a["cumulative-layout-shift"].numericValue.toFixed(3).padStart(8),
    );
  }
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
