// Availability over HTTP (issue 31): the production server (server/serve.mjs) on the embedded
// database and on PostgreSQL, 180 bookings in the 42-day window, 50 autocannon connections from
// distinct client addresses (TRUSTED_PROXY_HOPS=1 and an X-Forwarded-For of its own per request),
// so every request pays what a real one pays: the client lookup, the rate limit, the visitor
// cookie, the availability query and the JSON. Then a flood that the rate limit refuses (every
// request from one address): the 429s' p95, and /api/health's p95 meanwhile.
// Run alone with `npx tsx scripts/bench/availability-http.ts` once a build exists (npm run bench
// builds first). PostgreSQL: BENCH_DATABASE_URL (a server where the bench may create and drop a
// database of its own); skipped with a message when unset or unreachable.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { monthGrid, monthOf } from "../../lib/booking/calendar/calendar";
import { DEFAULT_RULES } from "../../lib/booking/calendar/slots";
import { addDays, zonedDateISO } from "@/lib/practice/time-zone";
import { PUBLIC_RATES } from "../../server/traffic/public-limits.mjs";
import { seedBenchBookings } from "./booking";
import { latencyRun } from "./yardstick/latency.mjs";

const root = path.resolve(__dirname, "../..");
const PORT = Number(process.env.BENCH_HTTP_PORT ?? 3260);
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 15);
const FLOOD_SECONDS = Number(process.env.BENCH_HTTP_FLOOD_SECONDS ?? 10);
/** autocannon counts a request still unanswered after this as a timeout. */
const TIMEOUT_SECONDS = 10;
const AVAILABILITY_ALLOWANCE = PUBLIC_RATES["booking:availability"].limit;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** 10.0.0.1, 10.0.0.2, ...: a new client address for every request. */
function addressSequence() {
  let n = 0;
  return () => {
    n++;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}

async function waitForHealth(base: string) {
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not start in time");
}

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(root, "server/serve.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(PORT),
      // The address the build was made for (a server refuses another); the bench calls the port.
      SITE_URL: process.env.SITE_URL ?? "http://localhost:3000",
      TRUSTED_PROXY_HOPS: "1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

/** 50 connections on availability for `seconds`. */
function load(base: string, body: string, forwardedFor: () => string, seconds: number) {
  return latencyRun({
    url: base,
    path: "/api/getAvailabilityV2",
    body,
    connections: CONNECTIONS,
    seconds,
    timeoutSeconds: TIMEOUT_SECONDS,
    forwardedFor,
  });
}

/** /api/health one request after another until `until` settles: what a load balancer sees. */
async function healthMeanwhile(base: string, until: Promise<unknown>): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${base}/api/health`, { agent }, (res) => {
          res.resume();
          res.on("end", resolve);
        })
        .on("error", reject);
    });
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  agent.destroy();
  return times;
}

async function measure(
  label: string,
  seed: () => Promise<DatabaseHandle>,
  env: Record<string, string>,
) {
  const now = new Date();
  const today = zonedDateISO(now.getTime(), DEFAULT_RULES.timeZone);
  const grid = monthGrid(monthOf(addDays(today, 14)));
  const handle = await seed();
  let booked: number;
  try {
    await runMigrations(handle);
    ({ booked } = await seedBenchBookings(handle.db, now, grid));
  } finally {
    // The embedded database has one owner: the server opens it next.
    await handle.close();
  }
  const base = `http://localhost:${PORT}`;
  const server = startServer(env);
  try {
    await waitForHealth(base);
    const body = JSON.stringify({ startDateISO: grid[0], endDateISO: grid[grid.length - 1] });
    const idle = await healthMeanwhile(base, new Promise((r) => setTimeout(r, 1000)));
    await load(base, body, addressSequence(), 2); // warm-up: compiled routes, caches
    const run = await load(base, body, addressSequence(), SECONDS);
    const ok = run.latencies.get(200) ?? [];
    const refusedInRun = run.total - ok.length;
    // The flood's address spends its allowance first, so everything measured after is refused.
    const flooder = () => "10.255.0.1";
    await latencyRun({
      url: base,
      path: "/api/getAvailabilityV2",
      body,
      connections: CONNECTIONS,
      amount: AVAILABILITY_ALLOWANCE + CONNECTIONS,
      timeoutSeconds: TIMEOUT_SECONDS,
      forwardedFor: flooder,
    });
    const floodRun = load(base, body, flooder, FLOOD_SECONDS);
    const health = await healthMeanwhile(base, floodRun);
    const flood = await floodRun;
    const refused = flood.latencies.get(429) ?? [];
    return [
      `${label}: availability over HTTP, ${CONNECTIONS} connections from distinct addresses, ${SECONDS} s, 42-day grid with ${booked} bookings: ${(run.total / SECONDS).toFixed(0)} req/s, p50 ${ms(percentile(ok, 50))}, p95 ${ms(percentile(ok, 95))}, p99 ${ms(percentile(ok, 99))}, ${run.timeouts} timeouts, ${run.errors} errors, ${refusedInRun} not 200 (budget p95 < 100 ms, no timeouts) ${percentile(ok, 95) < 100 && run.timeouts === 0 ? "ok" : "OVER"}`,
      `${label}: a refused flood (${CONNECTIONS} connections, one address, ${FLOOD_SECONDS} s): ${refused.length} of ${flood.total} answered 429, 429 p50 ${ms(percentile(refused, 50))}, p95 ${ms(percentile(refused, 95))} (budget < 20 ms) ${percentile(refused, 95) < 20 ? "ok" : "OVER"}; /api/health meanwhile p95 ${ms(percentile(health, 95))} (idle ${ms(percentile(idle, 95))}; budget < 50 ms) ${percentile(health, 95) < 50 ? "ok" : "OVER"}; ${flood.timeouts} timeouts`,
    ];
  } finally {
    await stopServer(server);
  }
}

/** A fresh database on the BENCH_DATABASE_URL server, dropped afterwards; null when unreachable. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return null;
  const { default: postgres } = await import("postgres");
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  const name = `bench_http_${Date.now()}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch {
    await admin.end({ timeout: 1 }).catch(() => undefined);
    return null;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

export async function benchAvailabilityOverHttp(): Promise<string[]> {
  const lines: string[] = [];
  const dataDir = path.join(root, "data", `bench-http-${Date.now()}`);
  try {
    lines.push(
      ...(await measure("embedded", () => openDatabase({ dataDir: path.join(dataDir, "pglite") }), {
        DATA_DIR: dataDir,
        DATABASE_URL: "",
      })),
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const postgres = await freshPostgres();
  if (!postgres) {
    lines.push(
      "postgres: skipped (set BENCH_DATABASE_URL to a PostgreSQL server where the bench may create a database, e.g. postgres://postgres@127.0.0.1:5432/postgres)",
    );
    return lines;
  }
  try {
    lines.push(
      ...(await measure("postgres", () => openDatabase({ url: postgres.url }), {
        DATABASE_URL: postgres.url,
      })),
    );
  } finally {
    await postgres.drop();
  }
  return lines;
}

// Run directly: npx tsx scripts/bench/availability-http.ts
if (process.argv[1] && /bench[\\/]availability-http\.ts$/.test(process.argv[1])) {
  void benchAvailabilityOverHttp().then((lines) => console.log(lines.join("\n")));
}
