// npm run bench: builds the site and a bare Next.js page (scripts/bench/bare, the framework's floor)
// once, serves both on this machine and prints, per route, first-load JavaScript (gzip, as the
// browser downloads it) with its ratio to the bare page and server response time (p50/p95 over
// sequential requests); then throughput of the prerendered home page against the bare page,
// Lighthouse mobile medians side by side (BENCH_SKIP_LIGHTHOUSE=1 skips it; with
// BENCH_LIGHTHOUSE_THROTTLING=devtools a second table under real throttling follows; with
// BENCH_LIGHTHOUSE_VIA=caddy both pages are reached through Caddy over HTTP/2), and any domain
// benchmarks in scripts/bench/. Only the ratios mean much on a shared machine.
// Teacher activities' play pages (/play/<code>) are measured on one activity per template, stored
// in the fresh database before the server starts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { games } from "../games/registry";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { seedBenchActivities } from "./bench-activities";
import { buildBarePageIfNeeded, serveBarePage } from "./bench/yardstick/bare-page.mjs";
import {
  performanceFigures,
  runLighthouse,
  type PerformanceFigures,
} from "./bench/yardstick/lighthouse.mjs";
import { CONNECTIONS, throughput } from "./bench/yardstick/throughput.mjs";
import { caddyInstalled, startCaddyInFront } from "./bench/yardstick/caddy-front.mjs";
import { assertPortFree } from "./bench/yardstick/port.mjs";

const root = path.resolve(__dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const barePort = Number(process.env.BENCH_BARE_PORT ?? port + 1);
const bareBase = `http://localhost:${barePort}`;
const samples = Number(process.env.BENCH_SAMPLES ?? 20);
const lighthouseRounds = Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? 3);
const throughputSeconds = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 5);
/** BENCH_LIGHTHOUSE_THROTTLING=devtools adds a table under real throttling (yardstick/lighthouse.mjs). */
const extraThrottling =
  process.env.BENCH_LIGHTHOUSE_THROTTLING === "devtools" ? "devtools" : undefined;
const THROUGHPUT_ROUNDS = 3;
/**
 * BENCH_LIGHTHOUSE_VIA=caddy: Lighthouse reaches both pages through Caddy over TLS and HTTP/2, as
 * visitors of a deployed site do (yardstick/caddy-front.mjs), rather than straight over HTTP/1.1.
 */
const lighthouseViaCaddy = process.env.BENCH_LIGHTHOUSE_VIA === "caddy";
const tlsPort = Number(process.env.BENCH_TLS_PORT ?? port + 243);
const lighthouseBase = lighthouseViaCaddy ? `https://localhost:${tlsPort}` : base;
const lighthouseBareBase = lighthouseViaCaddy ? `https://localhost:${tlsPort + 1}` : bareBase;

/** The ad landing pages and one game page, where issue #19 holds the product to the bare page. */
const lighthouseRoutes = [
  "/",
  "/dyslexia",
  "/free-consultation",
  "/start-here",
  "/student-apps",
  "/student-apps/letter-tiles",
];

const marketingRoutes = [
  "/",
  "/meet-our-staff",
  "/start-here",
  "/get-started",
  "/structured-literacy",
  "/dyslexia",
  "/free-consultation",
  "/services-offered",
  "/assessments",
  "/utah-fits-all",
  "/dyslexia-resources",
  "/decoding-discoveries",
  "/class-info",
  "/contact",
  "/privacy",
  "/data-deletion",
  "/terms",
  "/login",
];
const gameRoutes = [
  "/student-apps",
  ...games.flatMap((g) => [g.slug, ...(g.aliases ?? [])]).map((slug) => `/student-apps/${slug}`),
  "/embed/writing-paper",
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const times = (value: number, floor: number) => `${(value / floor).toFixed(2)}x`;

async function waitForHealth(url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
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

/** First-load JS (gzip KB) of a page: the module scripts its HTML loads. */
async function firstLoadJsKb(html: string, origin: string): Promise<number> {
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
  for (const src of scripts) js += await gzipSize(new URL(src, origin).toString());
  return js / 1024;
}

async function measureRoute(route: string) {
  const first = await fetch(base + route);
  const jsKb = await firstLoadJsKb(await first.text(), base);
  const durations: number[] = [];
  for (let i = 0; i < samples + 2; i++) {
    const t0 = performance.now();
    const response = await fetch(base + route);
    await response.arrayBuffer();
    if (i >= 2) durations.push(performance.now() - t0);
  }
  return {
    route,
    status: first.status,
    jsKb,
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
  };
}

function table(
  title: string,
  budgetKb: number,
  bareJsKb: number,
  rows: Awaited<ReturnType<typeof measureRoute>>[],
) {
  console.log(
    `\n${title} (first-load JS budget ${budgetKb} KB gzip; bare Next.js page ${bareJsKb.toFixed(1)} KB)`,
  );
  console.log("route".padEnd(40) + "status  JS gzip KB  x bare   p50 ms   p95 ms  budget");
  for (const r of rows) {
    console.log(
      r.route.padEnd(40) +
        String(r.status).padEnd(8) +
        r.jsKb.toFixed(1).padStart(10) +
        times(r.jsKb, bareJsKb).padStart(8) +
        r.p50.toFixed(1).padStart(9) +
        r.p95.toFixed(1).padStart(9) +
        (r.jsKb <= budgetKb ? "  ok" : "  OVER"),
    );
  }
}

/**
 * Requests per second at 50 connections, in interleaved rounds (bare, product, product through the
 * proxy) so a neighbour's load falls on all three alike; medians of the rounds. An Origin header
 * on a GET makes the proxy run without acting (its matcher; rules.ts refuses only cross-site
 * POSTs), so the third row is what the proxy costs a page it has nothing to do on. The last two
 * rows are what a burst of real browsers costs, compression included.
 */
async function throughputTable() {
  // The last two rows ask for compression as browsers do (brotli from our server, gzip from
  // `next start`); each row's ratio is to the bare page asked the same way.
  const browserAsks = { "accept-encoding": "gzip, deflate, br" };
  const targets: { label: string; url: string; headers: Record<string, string>; floor: number }[] =
    [
      { label: "bare Next.js page /", url: `${bareBase}/`, headers: {}, floor: 0 },
      { label: "/ (prerendered)", url: `${base}/`, headers: {}, floor: 0 },
      { label: "/ through the proxy", url: `${base}/`, headers: { origin: base }, floor: 0 },
      { label: "bare page, compressed", url: `${bareBase}/`, headers: browserAsks, floor: 3 },
      { label: "/, compressed", url: `${base}/`, headers: browserAsks, floor: 3 },
    ];
  const runs = targets.map(() => [] as Awaited<ReturnType<typeof throughput>>[]);
  for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
    for (const [i, target] of targets.entries())
      runs[i]!.push(
        await throughput(target.url, { seconds: throughputSeconds, headers: target.headers }),
      );
  }
  // The bytes on the wire, as each row asks for them (fetch would decode them).
  const sentKb = (url: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          let bytes = 0;
          res.on("data", (chunk: Buffer) => (bytes += chunk.length));
          res.on("end", () => resolve(bytes / 1024));
        })
        .on("error", reject);
    });
  const rows = await Promise.all(
    targets.map(async (target, i) => ({
      ...target,
      perSecond: median(runs[i]!.map((r) => r.perSecond)),
      p97_5: median(runs[i]!.map((r) => r.p97_5)),
      failed: runs[i]!.reduce((sum, r) => sum + r.failed, 0),
      htmlKb: await sentKb(target.url, target.headers),
    })),
  );
  console.log(
    `\nThroughput (${CONNECTIONS} connections, median of ${THROUGHPUT_ROUNDS} interleaved ${throughputSeconds}-s rounds)`,
  );
  console.log("page".padEnd(28) + "HTML KB sent   req/s  bare/this  p97.5 ms  failed");
  for (const r of rows) {
    console.log(
      r.label.padEnd(28) +
        r.htmlKb.toFixed(1).padStart(12) +
        r.perSecond.toFixed(0).padStart(8) +
        times(rows[r.floor]!.perSecond, r.perSecond).padStart(11) +
        r.p97_5.toFixed(0).padStart(10) +
        String(r.failed).padStart(8),
    );
  }
}

/**
 * Lighthouse mobile in interleaved rounds (bare page, product page, bare page, next product
 * page, ...), so the machine's load drifts across both alike; medians per page, the bare page's
 * over all its runs. Perf is in points against the bare page, the times as ratios.
 */
async function lighthouseTable(throttlingMethod: "simulate" | "devtools" = "simulate") {
  const bareRuns: PerformanceFigures[] = [];
  const pageRuns = new Map<string, PerformanceFigures[]>(
    lighthouseRoutes.map((route) => [route, []]),
  );
  const started = performance.now();
  for (let round = 0; round < lighthouseRounds; round++) {
    for (const route of lighthouseRoutes) {
      const run = async (url: string) =>
        performanceFigures(await runLighthouse(url, ["performance"], throttlingMethod));
      bareRuns.push(await run(`${lighthouseBareBase}/`));
      pageRuns.get(route)!.push(await run(lighthouseBase + route));
    }
  }
  const medians = (runs: PerformanceFigures[]): PerformanceFigures => ({
    perf: Math.round(median(runs.map((r) => r.perf))),
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    tti: median(runs.map((r) => r.tti)),
    cls: median(runs.map((r) => r.cls)),
  });
  const bare = medians(bareRuns);
  const ms = (value: number, floor?: number) =>
    `${Math.round(value)}${floor === undefined ? "" : ` (${times(value, floor)})`}`;
  console.log(
    `\nLighthouse mobile (${throttlingMethod === "simulate" ? "simulated" : "devtools"} throttling${lighthouseViaCaddy ? ", through Caddy over HTTP/2" : ""}; medians of ${lighthouseRounds} interleaved rounds, ${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  console.log(
    "page".padEnd(28) +
      "perf      " +
      "FCP ms".padEnd(17) +
      "LCP ms".padEnd(17) +
      "TBT ms".padEnd(17) +
      "TTI ms".padEnd(17) +
      "CLS",
  );
  console.log(
    "bare Next.js page".padEnd(28) +
      String(bare.perf).padEnd(10) +
      ms(bare.fcp).padEnd(17) +
      ms(bare.lcp).padEnd(17) +
      ms(bare.tbt).padEnd(17) +
      ms(bare.tti).padEnd(17) +
      bare.cls.toFixed(3),
  );
  for (const route of lighthouseRoutes) {
    const m = medians(pageRuns.get(route)!);
    const points = m.perf - bare.perf;
    console.log(
      route.padEnd(28) +
        `${m.perf} (${points >= 0 ? "+" : ""}${points})`.padEnd(10) +
        ms(m.fcp, bare.fcp).padEnd(17) +
        ms(m.lcp, bare.lcp).padEnd(17) +
        ms(m.tbt, bare.tbt).padEnd(17) +
        ms(m.tti, bare.tti).padEnd(17) +
        m.cls.toFixed(3),
    );
  }
}

async function main() {
  // The public address is built into the pages, and the server refuses a build made for another
  // one: build for the address the bench serves on.
  process.env.SITE_URL = base;
  await assertPortFree(port, "the product");
  await assertPortFree(barePort, "the bare Next.js page");
  await buildIfNeeded();
  buildBarePageIfNeeded();
  const dataDir = path.join(root, "data", `bench-${Date.now()}`);
  const playLinks = await seedBenchActivities(dataDir);
  const server = spawn(process.execPath, [path.join(root, "server/serve.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SITE_URL: base,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const bareServer = serveBarePage(barePort);
  const startedAt = performance.now();
  try {
    await waitForHealth(`${base}/api/health`, 180_000);
    await waitForHealth(`${bareBase}/`, 180_000);
    console.log(
      `server ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s (fresh database with ${playLinks.length} teacher activities, build reused)`,
    );
    const bareJsKb = await firstLoadJsKb(await (await fetch(`${bareBase}/`)).text(), bareBase);
    const marketing = [];
    for (const route of marketingRoutes) marketing.push(await measureRoute(route));
    table("Marketing routes", 200, bareJsKb, marketing);
    const gameRows = [];
    for (const route of gameRoutes) gameRows.push(await measureRoute(route));
    table("Student apps", 300, bareJsKb, gameRows);
    // Play pages are game pages (ARCHITECTURE.md budgets): each row is labelled with its template.
    const playRows = [];
    for (const { template, code } of playLinks)
      playRows.push({ ...(await measureRoute(`/play/${code}`)), route: `/play/<${template}>` });
    table("Teacher activities", 300, bareJsKb, playRows);
    await throughputTable();
    if (process.env.BENCH_SKIP_LIGHTHOUSE === "1")
      console.log("\nLighthouse skipped (BENCH_SKIP_LIGHTHOUSE=1)");
    else {
      if (lighthouseViaCaddy && !caddyInstalled())
        throw new Error("BENCH_LIGHTHOUSE_VIA=caddy needs Caddy (Debian: apt-get install caddy).");
      const front = lighthouseViaCaddy
        ? await startCaddyInFront(
            [
              { port: tlsPort, upstream: port, path: "/api/health" },
              { port: tlsPort + 1, upstream: barePort, path: "/" },
            ],
            tlsPort + 2,
          )
        : null;
      try {
        await lighthouseTable();
        if (extraThrottling) await lighthouseTable(extraThrottling);
      } finally {
        front?.stop();
      }
    }
  } finally {
    server.kill("SIGTERM");
    bareServer.kill("SIGTERM");
  }
  const domainDir = path.join(root, "scripts", "bench");
  if (fs.existsSync(domainDir)) {
    for (const file of fs
      .readdirSync(domainDir)
      .filter((f) => f.endsWith(".ts"))
      .sort()) {
      const mod = (await import(path.join(domainDir, file))) as Record<string, unknown>;
      for (const [name, fn] of Object.entries(mod)) {
        if (typeof fn !== "function" || !name.startsWith("bench")) continue;
        console.log(`\n${name} (${file})`);
        for (const line of (await (fn as () => Promise<string[]>)()) ?? [])
          console.log(`  ${line}`);
      }
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
