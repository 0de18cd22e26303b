// Mozilla HTTP Observatory score of a local page: node scripts/observatory.mjs <port> <path>...
// The package's CLI scans a bare hostname on the default ports; its scanner takes the port and
// path only through the retriever, so this runs the same tests and grading with them.
// The package is not a project dependency: its install script downloads a CA bundle from an outside
// host, which fails on machines that reach only the npm registry. This fetches it on demand,
// without install scripts, and gives the scanner the empty preload list it expects.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const packageDir = path.resolve("node_modules/@mdn/mdn-http-observatory");
if (!fs.existsSync(packageDir)) {
  const install = spawnSync(
    "npm",
    [
      "install",
      "--no-save",
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      "@mdn/mdn-http-observatory@1.4.8",
    ],
    { stdio: "inherit" },
  );
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const preload = path.join(packageDir, "conf", "hsts-preload.json");
if (!fs.existsSync(preload)) {
  fs.mkdirSync(path.dirname(preload), { recursive: true });
  fs.writeFileSync(preload, "{}");
}

const root = path.resolve("node_modules/@mdn/mdn-http-observatory/src");
const load = (file) => import(pathToFileURL(path.join(root, file)).href);
const { retrieve } = await load("retriever/retriever.js");
const { ALL_TESTS } = await load("constants.js");
const { getScoreModifier, getGradeForScore } = await load("grader/grader.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");

const [port, ...paths] = process.argv.slice(2);
for (const page of paths) {
  const r = await retrieve("localhost", { httpPort: port, httpsPort: port, path: page });
  let withCredit = 100;
  let uncurved = 100;
  const failed = [];
  for (const test of ALL_TESTS) {
    const result = test(r);
    if (!result.result) continue;
    const modifier = getScoreModifier(result.result);
    withCredit += modifier;
    if (modifier < 0) {
      uncurved += modifier;
      failed.push(`${result.result} (${modifier})`);
    }
  }
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved;
  const { grade } = getGradeForScore(score);
  console.log(
    `${page}: ${score} ${grade}${failed.length ? `; penalties: ${failed.join(", ")}` : ""}`,
  );
}
