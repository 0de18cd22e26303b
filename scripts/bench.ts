// npm run bench: builds once, serves the production build on a fresh embedded database and
// prints, per route, first-load JavaScript (gzip, as the browser downloads it) and server
// response time (p50/p95 over sequential requests), then any domain benchmarks in scripts/bench/.
// Teacher activities' play pages (/play/<code>) are measured on one activity per template, stored
// in the fresh database before the server starts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { games } from "../games/registry";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { seedBenchActivities } from "./bench-activities";

const root = path.resolve(__dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const samples = Number(process.env.BENCH_SAMPLES ?? 20);

const marketingRoutes = [
  "/", "/meet-our-staff", "/start-here", "/get-started", "/structured-literacy", "/dyslexia", "/free-consultation",
  "/services-offered", "/assessments", "/utah-fits-all", "/dyslexia-resources", "/decoding-discoveries", "/class-info",
  "/contact", "/privacy", "/data-deletion", "/terms", "/login",
];
const gameRoutes = ["/student-apps", ...games.flatMap((g) => [g.slug, ...(g.aliases ?? [])]).map((slug) => `/student-apps/${slug}`), "/embed/writing-paper"];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function waitForHealth(timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not start in time");
}

const assetCache = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  const cached = assetCache.get(url);
  if (cached !== undefined) return cached;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = zlib.gzipSync(body, { level: 9 }).length;
  assetCache.set(url, size);
  return size;
}

async function measureRoute(route: string) {
  const first = await fetch(base + route);
  const html = await first.text();
  // noModule scripts (Next's legacy polyfills) are skipped by every browser that runs modules,
  // so they are not part of what a visitor downloads.
  const scripts = [
    ...new Set(
      [...html.matchAll(/<script[^>]+>/g)]
        .map((m) => m[0])
        .filter((tag) => !/\snomodule/i.test(tag))
        .map((tag) => /src="([^"]+\.js[^"]*)"/.exec(tag)?.[1])
        .filter((src): src is string => Boolean(src)),
    ),
  ];
  let js = 0;
  for (const src of scripts) js += await gzipSize(new URL(src, base).toString());
  const times: number[] = [];
  for (let i = 0; i < samples + 2; i++) {
    const t0 = performance.now();
    const response = await fetch(base + route);
    await response.arrayBuffer();
    if (i >= 2) times.push(performance.now() - t0);
  }
  return { route, status: first.status, jsKb: js / 1024, p50: percentile(times, 50), p95: percentile(times, 95) };
}

function table(title: string, budgetKb: number, rows: Awaited<ReturnType<typeof measureRoute>>[]) {
  console.log(`\n${title} (first-load JS budget ${budgetKb} KB gzip)`);
  console.log("route".padEnd(40) + "status  JS gzip KB   p50 ms   p95 ms  budget");
  for (const r of rows) {
    console.log(
      r.route.padEnd(40) + String(r.status).padEnd(8) + r.jsKb.toFixed(1).padStart(10) + r.p50.toFixed(1).padStart(9) + r.p95.toFixed(1).padStart(9) + (r.jsKb <= budgetKb ? "  ok" : "  OVER"),
    );
  }
}

async function main() {
  buildIfNeeded();
  const dataDir = path.join(root, "data", `bench-${Date.now()}`);
  const playLinks = await seedBenchActivities(dataDir);
  const server = spawn(process.execPath, [path.join(root, "server/serve.mjs")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", SITE_URL: base, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const startedAt = performance.now();
  try {
    await waitForHealth(60_000);
    console.log(`server ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s (fresh database with ${playLinks.length} teacher activities, build reused)`);
    const marketing = [];
    for (const route of marketingRoutes) marketing.push(await measureRoute(route));
    table("Marketing routes", 200, marketing);
    const gameRows = [];
    for (const route of gameRoutes) gameRows.push(await measureRoute(route));
    table("Student apps", 300, gameRows);
    // Play pages are game pages (ARCHITECTURE.md budgets): each row is labelled with its template.
    const playRows = [];
    for (const { template, code } of playLinks) playRows.push({ ...(await measureRoute(`/play/${code}`)), route: `/play/<${template}>` });
    table("Teacher activities", 300, playRows);
  } finally {
    server.kill("SIGTERM");
  }
  const domainDir = path.join(root, "scripts", "bench");
  if (fs.existsSync(domainDir)) {
    for (const file of fs.readdirSync(domainDir).filter((f) => f.endsWith(".ts")).sort()) {
      const mod = (await import(path.join(domainDir, file))) as Record<string, unknown>;
      for (const [name, fn] of Object.entries(mod)) {
        if (typeof fn !== "function" || !name.startsWith("bench")) continue;
        console.log(`\n${name} (${file})`);
        for (const line of (await (fn as () => Promise<string[]>)()) ?? []) console.log(`  ${line}`);
      }
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
