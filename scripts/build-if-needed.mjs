// Builds the production bundle when there is none, when sources changed since the last build,
// or when the public (build-time) configuration changed.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
// Of server/, only what the app bundle imports; the rest runs outside the build.
const watched = [
  "app",
  "components",
  "games",
  "lib",
  "db",
  "server/client-address.mjs",
  "server/lifecycle.mjs",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "package.json",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
];
const stampFile = path.join(root, ".next", "bp-build-stamp.json");

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

// The settings inlined into the bundles (lib/public-env.ts): every NEXT_PUBLIC_* variable, and
// BUSINESS_TIME_ZONE, which next.config.ts inlines too.
const isBuiltIn = (key) => key.startsWith("NEXT_PUBLIC_") || key === "BUSINESS_TIME_ZONE";

function publicConfigHash() {
  const entries = Object.entries(process.env)
    .filter(([key]) => isBuiltIn(key))
    .sort(([a], [b]) => a.localeCompare(b));
  return crypto.createHash("sha256").update(JSON.stringify(entries)).digest("hex");
}

export function buildReason() {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return "no production build yet";
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(stampFile, "utf8"));
  } catch {
    return "the last build was not made by this script";
  }
  if (stamp.publicConfig !== publicConfigHash())
    return "NEXT_PUBLIC_* or BUSINESS_TIME_ZONE configuration changed";
  const builtAt = fs.statSync(buildId).mtimeMs;
  const changed = watched.find((target) => newestMtime(target) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

export function buildIfNeeded() {
  const reason = buildReason();
  if (!reason) return;
  console.log(`[start] Building the site (${reason}). This takes a few minutes the first time.`);
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
    console.error("[start] The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(
    stampFile,
    JSON.stringify({ publicConfig: publicConfigHash(), at: new Date().toISOString() }),
  );
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
