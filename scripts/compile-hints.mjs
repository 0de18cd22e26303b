// The scripts every page runs as it wakes up start with V8's compile hint, so Chromium compiles
// them on a background thread while they download instead of on the main thread when they run.
// Without it, the browser compiles each of Next.js's module factories the first time it is called,
// all in the one task that starts the page: on a phone (Lighthouse, 4x CPU) that task took 200 to
// 380 ms on the home page, two thirds of it compiling, and with the hint 60 to 90 ms (issue #36,
// Total Blocking Time). Only the start-up scripts get it: a chunk loaded later (the PDF reader,
// the confetti) keeps V8's lazy compiling, as V8 asks ("use sparingly"). Other browsers read the
// first line as a comment.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The scripts a page loads before it runs, as paths under the build directory
 * ("static/chunks/…js"): Next's root files and polyfills (build-manifest.json), and each route's
 * own entry scripts (the entryJSFiles of its client reference manifest, a script that fills
 * globalThis.__RSC_MANIFEST, read here in a sandbox of its own).
 */
export function startUpScripts(distDir) {
  const scripts = new Set();
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  for (const file of [...(manifest.rootMainFiles ?? []), ...(manifest.polyfillFiles ?? [])])
    scripts.add(file);
  const routes = path.join(distDir, "server", "app");
  const files = fs.existsSync(routes)
    ? fs.readdirSync(routes, { recursive: true, encoding: "utf8" })
    : [];
  for (const file of files) {
    if (!file.endsWith("_client-reference-manifest.js")) continue;
    const sandbox = vm.createContext({});
    vm.runInContext(fs.readFileSync(path.join(routes, file), "utf8"), sandbox);
    for (const route of Object.values(sandbox.__RSC_MANIFEST ?? {}))
      for (const entries of Object.values(route.entryJSFiles ?? {}))
        for (const entry of entries) scripts.add(entry);
  }
  return [...scripts].filter((file) => file.endsWith(".js")).sort();
}

/**
 * Puts the compile hint first in each start-up script of the build in `distDir` (once: a script
 * that has it already is left as it is). Returns the scripts it marked.
 */
export function addCompileHints(distDir) {
  const marked = [];
  for (const script of startUpScripts(distDir)) {
    const file = path.join(distDir, script);
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + source);
    marked.push(script);
  }
  return marked;
}
