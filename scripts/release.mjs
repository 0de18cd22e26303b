// npm run release [-- DIR]: one folder (default ./release) that runs the site on any machine
// with Node.js: the build, the server, the migrations and production dependencies only. It needs
// no sources, no dev dependencies and no write access to itself (the embedded database lives in
// DATA_DIR, PostgreSQL elsewhere). Run it with `npm start` there; it never builds.
// The settings built into the pages (SITE_URL, NEXT_PUBLIC_*, BUSINESS_TIME_ZONE) are those of
// the environment this command runs in; a release started with others refuses to serve.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { isTestHooksBuild } from "../server/build-settings.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const target = path.resolve(root, process.argv[2] ?? "release");

if (isTestHooksBuild(process.env) || process.env.BP_DIST_DIR) {
  console.error(
    "[release] A release is made from the production build (.next), without test hooks.",
  );
  process.exit(1);
}
if (target === root || root.startsWith(`${target}${path.sep}`)) {
  console.error(`[release] ${target} would contain the checkout itself; name another folder.`);
  process.exit(1);
}

await buildIfNeeded();

// What the running site reads: the build (less its caches and type stubs), the static files, the
// server around Next.js, the migrations it applies at start, the scripts npm start runs, and the
// backup and restore commands (plain Node, no sources needed).
const copies = [
  [".next", (name) => !/^\.next\/(cache|types|dev|diagnostics|trace)/.test(name)],
  ["public"],
  ["server"],
  ["db/migrations"],
  ["scripts/start.mjs"],
  ["scripts/build-if-needed.mjs"],
  ["scripts/compile-hints.mjs"],
  ["scripts/backup.mjs"],
  ["scripts/restore.mjs"],
  ["lib/backup", (name) => name.endsWith(".mjs") || !name.includes(".")],
  ["db/data-dir-lock.mjs"],
  ["package-lock.json"],
];

fs.rmSync(target, { recursive: true, force: true });
fs.mkdirSync(target, { recursive: true });
for (const [entry, keep = () => true] of copies) {
  fs.cpSync(path.join(root, entry), path.join(target, entry), {
    recursive: true,
    filter: (source) => keep(path.relative(root, source)),
  });
}

const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const { devDependencies: _dev, scripts, ...rest } = manifest;
fs.writeFileSync(
  path.join(target, "package.json"),
  `${JSON.stringify(
    {
      ...rest,
      scripts: { start: scripts.start, backup: scripts.backup, restore: scripts.restore },
    },
    null,
    2,
  )}\n`,
);

// Production dependencies: the checkout's own installed packages (hard links where the file
// system allows, so this takes seconds and needs no registry), then the dev ones pruned.
try {
  execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(target, "node_modules")]);
} catch {
  fs.cpSync(path.join(root, "node_modules"), path.join(target, "node_modules"), {
    recursive: true,
    verbatimSymlinks: true,
  });
}
execFileSync("npm", ["prune", "--omit=dev", "--no-audit", "--no-fund", "--ignore-scripts"], {
  cwd: target,
  stdio: ["ignore", "ignore", "inherit"],
});

// npm leaves the scope folders of pruned packages behind, empty.
for (const entry of fs.readdirSync(path.join(target, "node_modules"))) {
  const folder = path.join(target, "node_modules", entry);
  if (entry.startsWith("@") && fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
}

const size = execFileSync("du", ["-sh", target], { encoding: "utf8" }).split("\t")[0];
console.log(`[release] ${target} is ready (${size}). On the host: cd there and run npm start.`);
