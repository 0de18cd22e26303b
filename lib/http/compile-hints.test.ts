// The build marks the scripts pages start with for early compiling (scripts/compile-hints.mjs),
// and only those: a chunk loaded later keeps V8's lazy compiling.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addCompileHints, COMPILE_HINT, startUpScripts } from "@/scripts/compile-hints.mjs";

let distDir: string;

function write(relative: string, content: string) {
  const file = path.join(distDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
const read = (relative: string) => fs.readFileSync(path.join(distDir, relative), "utf8");

// What Next.js 16 writes: the root files in build-manifest.json, and per route a script that
// fills globalThis.__RSC_MANIFEST with the route's entry scripts.
function clientManifest(route: string, entries: Record<string, string[]>) {
  return (
    "globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n" +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
      clientModules: {},
      entryCSSFiles: {},
      entryJSFiles: entries,
    })};\n`
  );
}

beforeEach(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  write(
    "build-manifest.json",
    JSON.stringify({
      polyfillFiles: ["static/chunks/polyfills.js"],
      rootMainFiles: ["static/chunks/react.js", "static/chunks/turbopack-runtime.js"],
    }),
  );
  write(
    "server/app/(marketing)/(site)/page_client-reference-manifest.js",
    clientManifest("/(marketing)/(site)/page", {
      "[project]/app/layout": [],
      "[project]/app/(marketing)/(site)/page": ["static/chunks/site.js", "static/chunks/site.css"],
    }),
  );
  write(
    "server/app/(play)/student-apps/letter-tiles/page_client-reference-manifest.js",
    clientManifest("/(play)/student-apps/letter-tiles/page", {
      "[project]/app/(play)/student-apps/letter-tiles/page": [
        "static/chunks/site.js",
        "static/chunks/letter-tiles.js",
      ],
    }),
  );
  for (const chunk of ["polyfills", "react", "turbopack-runtime", "site", "letter-tiles", "pdf"])
    write(`static/chunks/${chunk}.js`, `(globalThis.TURBOPACK||[]).push(["${chunk}"]);`);
});

afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

it("finds the root files, the polyfills and every route's entry scripts, once each", () => {
  expect(startUpScripts(distDir)).toEqual([
    "static/chunks/letter-tiles.js",
    "static/chunks/polyfills.js",
    "static/chunks/react.js",
    "static/chunks/site.js",
    "static/chunks/turbopack-runtime.js",
  ]);
});

it("puts the hint on the first line of each start-up script and leaves a later chunk alone", () => {
  const marked = addCompileHints(distDir);
  expect(marked).toHaveLength(5);
  expect(read("static/chunks/letter-tiles.js")).toBe(
    `${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["letter-tiles"]);`,
  );
  expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  expect(read("static/chunks/pdf.js")).not.toContain("allFunctionsCalledOnLoad");
});

it("marks a script once however often the build step runs", () => {
  addCompileHints(distDir);
  expect(addCompileHints(distDir)).toEqual([]);
  expect(read("static/chunks/react.js").split("allFunctionsCalledOnLoad")).toHaveLength(2);
});
