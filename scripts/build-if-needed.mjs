// One way to build, and to know whether a build fits: `npm run build` (always builds), `npm start`
// and the browser tests' server (build only when there is no build, sources changed since it, or
// its built-in settings differ). Every build takes a lock first, so several instances started
// together on a fresh checkout build once and the rest wait and reuse it. A release folder
// (`npm run release`: no sources) never builds: a build made with other settings stops the start.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";
import { distDirFrom, isTestHooksBuild } from "../server/build-settings.mjs";
import { addCompileHints } from "./compile-hints.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
// server/ whole: the app bundle imports several of its modules (addresses, limits, the lifecycle),
// and a rebuild too many is cheaper than a stale build.
const watched = [
  "activities",
  "app",
  "components",
  "games",
  "lib",
  "db",
  "server",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "package.json",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
  "scripts/compile-hints.mjs",
];

const distDir = () => path.join(root, distDirFrom(process.env));
const stampFile = () => path.join(distDir(), "bp-build-stamp.json");
/** A release has the build and the server but no sources to build from. */
export const isRelease = () => !fs.existsSync(path.join(root, "app"));

function newestMtime(target) {
  let newest = 0;
  const stack = [path.join(root, target)];
  while (stack.length) {
    const current = stack.pop();
    let stat;
    try {
      stat = fs.statSync(current);
    } catch {
      continue;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(current)) {
        if (entry === "node_modules" || entry.startsWith(".")) continue;
        if (entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
        stack.push(path.join(current, entry));
      }
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  }
  return newest;
}

// The settings built into the bundles (lib/public-env.ts): every NEXT_PUBLIC_* variable,
// BUSINESS_TIME_ZONE and SITE_URL, which next.config.ts inlines too; and whether the build
// carries the browser tests' hooks.
const isBuiltIn = (key) =>
  key.startsWith("NEXT_PUBLIC_") ||
  key === "BUSINESS_TIME_ZONE" ||
  key === "SITE_URL" ||
  key === "BP_TEST_HOOKS_BUILD";

export function builtInSettings(env = process.env) {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([key, value]) => isBuiltIn(key) && value)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

const settingsHash = (env = process.env) =>
  crypto
    .createHash("sha256")
    .update(JSON.stringify(builtInSettings(env)))
    .digest("hex");

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(stampFile(), "utf8"));
  } catch {
    return null;
  }
}

/** Why the build must be (re)made, or null when the one there fits. */
export function buildReason() {
  const buildId = path.join(distDir(), "BUILD_ID");
  if (!fs.existsSync(buildId)) return "no production build yet";
  const stamp = readStamp();
  if (!stamp) return "the last build was not made by npm run build or npm start";
  if (stamp.settings !== settingsHash())
    return "SITE_URL, NEXT_PUBLIC_* or BUSINESS_TIME_ZONE changed since the last build";
  if (isRelease()) return null;
  const builtAt = fs.statSync(buildId).mtimeMs;
  const changed = watched.find((target) => newestMtime(target) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

function runNextBuild() {
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  if (result.status !== 0) {
    console.error("[build] The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
  const hinted = addCompileHints(distDir());
  if (hinted.length === 0)
    console.warn(
      "[build] Found no start-up scripts to mark for early compiling (compile-hints.mjs).",
    );
  fs.writeFileSync(
    stampFile(),
    JSON.stringify({
      settings: settingsHash(),
      testHooks: isTestHooksBuild(process.env),
      at: new Date().toISOString(),
    }),
  );
}

/** Runs `work` while this checkout's build lock is held; others wait (a build takes minutes). */
async function underBuildLock(work) {
  const lockPath = `${distDir()}.build-lock`;
  const release = await lockfile.lock(root, {
    lockfilePath: lockPath,
    // Refreshed while held; a lock whose holder died is taken over after 30 s.
    stale: 30_000,
    retries: { retries: 2_000, factor: 1, minTimeout: 500, maxTimeout: 500 },
    onCompromised: (error) => console.warn(`[build] ${error.message}`),
  });
  try {
    return await work();
  } finally {
    await release().catch(() => undefined);
  }
}

/** `npm run build`: always builds, under the lock, and stamps the result. */
export async function build() {
  if (isRelease()) {
    console.error("[build] This is a release folder; build in the source checkout instead.");
    process.exit(1);
  }
  await underBuildLock(async () => {
    console.log("[build] Building the site.");
    runNextBuild();
  });
}

/** `npm start` and the test server: builds only when the build there does not fit. */
export async function buildIfNeeded() {
  if (!buildReason()) return;
  if (isRelease()) {
    console.error(
      `[start] This release cannot serve with these settings (${buildReason()}). ` +
        "Make a new release with the settings it will run with (npm run release).",
    );
    process.exit(1);
  }
  await underBuildLock(async () => {
    // Another process may have built while this one waited for the lock.
    const reason = buildReason();
    if (!reason) return;
    console.log(`[start] Building the site (${reason}). This takes a few minutes the first time.`);
    runNextBuild();
  });
}

/**
 * Serves the production build in this process through the custom server (server/serve.mjs),
 * which decides client addresses, caps request bodies and closes the database on SIGINT/SIGTERM.
 * `env` overrides the environment (the browser tests' server uses it).
 */
export async function serve({ port, env = {} }) {
  Object.assign(process.env, env);
  const { serveSite } = await import("../server/serve.mjs");
  return serveSite({ port });
}
