// The bare Next.js page (scripts/bench/bare): built with the project's own next binary when its
// build is missing or older than its sources or the installed packages, then served by `next start`.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const bareDir = path.join(root, "scripts", "bench", "bare");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs
      .readdirSync(target)
      .filter((entry) => entry !== ".next")
      .map((entry) => newestMtime(path.join(target, entry))),
  );
}

export function buildBarePageIfNeeded() {
  const buildId = path.join(bareDir, ".next", "BUILD_ID");
  const sources = Math.max(newestMtime(bareDir), newestMtime(path.join(root, "package-lock.json")));
  if (fs.existsSync(buildId) && fs.statSync(buildId).mtimeMs > sources) return;
  console.log("[bench] Building the bare Next.js page (scripts/bench/bare).");
  const result = spawnSync(process.execPath, [nextBin, "build", bareDir], {
    cwd: root,
    stdio: "inherit",
    env,
  });
  if (result.status !== 0) throw new Error("The bare page's build failed; see the messages above.");
}

/** Starts `next start` on the bare page; the caller kills the returned process. */
export function serveBarePage(port) {
  return spawn(process.execPath, [nextBin, "start", bareDir, "-p", String(port)], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
}
