// npm run test:deploy: the production arrangement the README describes, run for real on this
// machine. A build with no database to reach; a release folder, read-only, started twice on one
// PostgreSQL database; Caddy (deploy/Caddyfile) in front with TLS from its internal authority;
// traffic from many client addresses; one instance killed; rate limits keyed on the real client;
// `next start` with a forged address header; and `npm start` on a fresh data directory.
// Needs `caddy` (Debian's package) and PostgreSQL (DEPLOY_TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/deploy_test; the database is dropped and made anew).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const databaseUrl =
  process.env.DEPLOY_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/deploy_test";
const basePort = Number(process.env.DEPLOY_TEST_PORT ?? 4400);
const ports = { https: basePort, http: basePort + 1, one: basePort + 2, two: basePort + 3 };
Object.assign(ports, { nextStart: basePort + 4, fresh: basePort + 5 });
const siteUrl = `https://localhost:${ports.https}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "bp-deploy-"));
fs.chmodSync(work, 0o755);
const children = [];
const results = [];

function check(name, ok, detail = "") {
  results.push(ok);
  console.log(`${ok ? "ok" : "FAILED"} - ${name}${detail ? ` (${detail})` : ""}`);
}

function started(command, args, { env = {}, cwd = root, asNobody = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { PATH: process.env.PATH, HOME: work, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // As root, the instances run as nobody, so "read-only" means what it says.
    ...(asNobody && process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}),
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  children.push(child);
  return { child, output: () => output, exited };
}

/** Resolves once the process prints `pattern`; rejects if it exits first or after `seconds`. */
function waitFor(proc, pattern, seconds = 180) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      reject(new Error(`Timed out waiting for ${pattern}:\n${proc.output()}`));
    }, seconds * 1000);
    const poll = setInterval(() => {
      if (pattern.test(proc.output())) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
    void proc.exited.then((code) => {
      if (pattern.test(proc.output())) return;
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`Exited (${code}) before ${pattern}:\n${proc.output()}`));
    });
  });
}

function request(url, { method = "GET", body, headers = {}, localAddress, ca, timeout = 15000 }) {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      {
        method,
        host: "127.0.0.1",
        port: target.port,
        path: target.pathname + target.search,
        servername: target.hostname,
        headers: {
          host: target.host,
          ...(body ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        localAddress,
        ca,
        agent: false,
        timeout,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => resolve({ status: 0, error: error.message, headers: {}, text: "" }));
    if (body) req.write(JSON.stringify(body));
    req.end();
  });
}

const json = (response) => {
  try {
    return JSON.parse(response.text);
  } catch {
    return {};
  }
};

async function freshDatabase() {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const admin = postgres({ ...parseUrl(url, "postgres"), onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
}

function parseUrl(url, database) {
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username || "postgres"),
    password: decodeURIComponent(url.password),
    database,
  };
}

/** Free consultation times over the next three weeks, asked of `base`. */
async function freeSlots(base, options) {
  const today = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 21 * 86400_000).toISOString().slice(0, 10);
  const answer = json(
    await request(`${base}/api/getAvailabilityV2`, {
      ...options,
      method: "POST",
      body: { startDateISO: today, endDateISO: end },
    }),
  );
  return (answer.availability ?? [])
    .flatMap((day) => day.slots)
    .map((slot) => ({ startISO: slot.start, endISO: slot.end }));
}

/** Tries to hold `slot` as a new visitor; true when the hold was given. */
async function hold(base, slot, options) {
  const token = json(await request(`${base}/api/bot-check?action=consultation`, options)).token;
  const response = await request(`${base}/api/holdSlot`, {
    ...options,
    method: "POST",
    body: { startISO: slot.startISO, endISO: slot.endISO, recaptchaToken: token },
  });
  return response.status === 200;
}

async function main() {
  if (spawnSync("caddy", ["version"]).status !== 0)
    throw new Error("Caddy is not installed (Debian: apt-get install caddy).");
  await freshDatabase();
  const instanceEnv = {
    SITE_URL: siteUrl,
    DATABASE_URL: databaseUrl,
    TRUSTED_PROXY_HOPS: "1",
    BETTER_AUTH_SECRET: "deploy-test-secret-0123456789abcdef0123456789abcdef",
    ADMIN_EMAIL: "owner@deploy.test",
    ADMIN_PASSWORD: "deploy test owner passphrase",
    LOG_LEVEL: "warn",
    BOT_CHECK_MIN_FILL_MS: "0",
  };

  // 1. The build reaches no database and writes no data directory.
  const buildData = path.join(work, "build-data");
  const buildStarted = Date.now();
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      SITE_URL: siteUrl,
      DATABASE_URL: "postgres://nobody@db-host.invalid:5432/practice",
      DATA_DIR: buildData,
    },
    encoding: "utf8",
  });
  const buildSeconds = Math.round((Date.now() - buildStarted) / 1000);
  check(
    "npm run build with an unreachable DATABASE_URL exits 0",
    build.status === 0,
    `${buildSeconds} s`,
  );
  if (build.status !== 0) throw new Error(build.stdout + build.stderr);
  check("the build leaves no data directory", !fs.existsSync(buildData));
  const routes = fs.readFileSync(path.join(root, ".next", "app-path-routes-manifest.json"), "utf8");
  check("the production build has no test-support route", !routes.includes("test-support"));

  // 2. One release, read-only, started twice together on one database: neither builds.
  const release = path.join(work, "release");
  const made = spawnSync(process.execPath, ["scripts/release.mjs", release], {
    cwd: root,
    env: { ...process.env, SITE_URL: siteUrl },
    encoding: "utf8",
  });
  check("npm run release reuses the build", made.status === 0 && !/Building/.test(made.stdout));
  check(
    "the release carries the backup and restore commands",
    ["scripts/backup.mjs", "scripts/restore.mjs", "lib/backup/dump.mjs"].every((file) =>
      fs.existsSync(path.join(release, file)),
    ),
  );
  if (made.status !== 0) throw new Error(made.stdout + made.stderr);
  check(
    "the release holds no dev dependency",
    !fs.existsSync(path.join(release, "node_modules", "typescript")) &&
      !fs.existsSync(path.join(release, "node_modules", "@playwright", "test")) &&
      fs.existsSync(path.join(release, "node_modules", "next")),
  );
  spawnSync("chmod", ["-R", "a-w", release]);
  const one = started(process.execPath, ["scripts/start.mjs"], {
    cwd: release,
    env: { ...instanceEnv, PORT: String(ports.one) },
    asNobody: true,
  });
  const two = started(process.execPath, ["scripts/start.mjs"], {
    cwd: release,
    env: { ...instanceEnv, PORT: String(ports.two) },
    asNobody: true,
  });
  await Promise.all([waitFor(one, /Ready on/), waitFor(two, /Ready on/)]);
  check(
    "two instances of a read-only release start together without building",
    !/Building/.test(one.output() + two.output()),
  );

  // 3. Caddy in front, TLS from its internal authority.
  const caddy = started(
    "caddy",
    ["run", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"],
    {
      env: {
        SITE_ADDRESS: "localhost",
        UPSTREAMS: `127.0.0.1:${ports.one} 127.0.0.1:${ports.two}`,
        HTTPS_PORT: String(ports.https),
        HTTP_PORT: String(ports.http),
        CADDY_ADMIN: "off",
        CADDY_EXTRA_GLOBAL_OPTIONS: "local_certs\n\tskip_install_trust",
        XDG_DATA_HOME: path.join(work, "caddy-data"),
        XDG_CONFIG_HOME: path.join(work, "caddy-config"),
      },
    },
  );
  const rootCert = path.join(
    work,
    "caddy-data",
    "caddy",
    "pki",
    "authorities",
    "local",
    "root.crt",
  );
  let ca;
  for (let i = 0; i < 300 && !ca; i++) {
    if (fs.existsSync(rootCert)) {
      const health = await request(`${siteUrl}/api/health`, { ca: fs.readFileSync(rootCert) });
      if (health.status === 200) ca = fs.readFileSync(rootCert);
    }
    if (!ca) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  check("Caddy serves the site over TLS its own authority signed", Boolean(ca));
  if (!ca) throw new Error(caddy.output());

  const home = await request(`${siteUrl}/`, { ca, headers: { "accept-encoding": "gzip" } });
  check(
    "pages arrive compressed through Caddy",
    home.status === 200 && /gzip|br|zstd/.test(home.headers["content-encoding"] ?? ""),
  );

  // 4. Traffic from 40 client addresses; one instance killed half way.
  const paths = ["/", "/api/health", "/dyslexia", "/student-apps", "/contact"];
  const round = async (label, count) => {
    let failed = 0;
    const queue = Array.from({ length: count }, (_, i) => i);
    const worker = async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        const response = await request(`${siteUrl}${paths[i % paths.length]}`, {
          ca,
          localAddress: `127.0.0.${2 + (i % 40)}`,
        });
        if (response.status !== 200) failed++;
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    check(`${label}: ${count} requests through Caddy, ${failed} failed`, failed === 0);
  };
  await round("both instances up", 200);
  one.child.kill("SIGKILL");
  await one.exited;
  await round("after kill -9 of one instance", 200);

  // 5. Rate limits key on the client Caddy saw, whatever the client writes in its headers.
  const slots = await freeSlots(siteUrl, { ca, localAddress: "127.0.0.60" });
  let given = 0;
  for (let i = 0; i < 10; i++) {
    const forged = {
      "x-forwarded-for": `203.0.113.${i + 1}`,
      "x-bp-client-address": `198.51.100.${i + 1}`,
      "x-real-ip": `192.0.2.${i + 1}`,
    };
    if (await hold(siteUrl, slots[i], { ca, localAddress: "127.0.0.60", headers: forged })) given++;
  }
  check(
    "one client with forged address headers gets at most 5 holds through Caddy",
    given === 5,
    `${given} of 10`,
  );
  check(
    "another client still gets a hold",
    await hold(siteUrl, slots[10], { ca, localAddress: "127.0.0.61" }),
  );

  // 6. `next start` (no server of ours): a rotating address header chooses nothing; with no proxy
  // hops it refuses to serve.
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const bare = started(process.execPath, [nextBin, "start", "-p", String(ports.nextStart)], {
    env: { ...instanceEnv, TRUSTED_PROXY_HOPS: "0" },
  });
  await request(`http://localhost:${ports.nextStart}/api/health`, {});
  const code = await Promise.race([
    bare.exited,
    new Promise((resolve) => setTimeout(() => resolve("still running"), 60_000)),
  ]);
  check(
    "next start with no proxy hops refuses to serve",
    code === 1 && /must be started with `npm start`/.test(bare.output()),
    `exit ${code}`,
  );
  const behindProxy = started(process.execPath, [nextBin, "start", "-p", String(ports.nextStart)], {
    env: instanceEnv,
  });
  await waitFor(behindProxy, /Ready in|started server|Local:/i);
  const direct = `http://localhost:${ports.nextStart}`;
  let spoofed = 0;
  for (let i = 0; i < 10; i++) {
    const forged = {
      "x-forwarded-for": "203.0.113.77",
      "x-bp-client-address": `198.51.100.${100 + i}`,
    };
    if (await hold(direct, slots[11 + i], { headers: forged })) spoofed++;
  }
  check(
    "next start with a rotating x-bp-client-address gets at most the per-address cap of holds",
    spoofed === 5,
    `${spoofed} of 10`,
  );
  behindProxy.child.kill("SIGTERM");

  // 7. npm start on a fresh data directory after a build: serves at once, never builds.
  const freshData = path.join(work, "fresh-data");
  const fresh = started(process.execPath, ["scripts/start.mjs"], {
    env: {
      SITE_URL: siteUrl,
      DATA_DIR: freshData,
      PORT: String(ports.fresh),
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: "fresh start owner passphrase",
    },
  });
  await waitFor(fresh, /Ready on/);
  // The first request of a new process loads the route's code: on a busy two-core machine that
  // alone has taken over 15 s.
  const freshHealth = await request(`http://localhost:${ports.fresh}/api/health`, {
    timeout: 120_000,
  });
  check(
    "npm start on a fresh data directory serves without building",
    freshHealth.status === 200 && !/Building/.test(fresh.output()),
    `health ${freshHealth.status} ${freshHealth.error ?? ""}${/Building/.test(fresh.output()) ? ", built" : ""}`,
  );
  fresh.child.kill("SIGTERM");
  const freshExit = await fresh.exited;
  check(
    "SIGTERM closes the embedded database and releases its lock",
    freshExit === 0 && !fs.existsSync(path.join(freshData, "pglite.lock")),
    `exit ${freshExit}`,
  );
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  results.push(false);
}
for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
if (results.some((ok) => !ok)) exitCode = 1;
spawnSync("chmod", ["-R", "u+w", work]);
fs.rmSync(work, { recursive: true, force: true });
const passed = results.filter(Boolean).length;
console.log(`\ndeploy: ${passed} passed, ${results.length - passed} failed`);
process.exit(exitCode);
