// Lighthouse (the npm package) on Debian's Chromium with Lighthouse's own defaults: mobile
// emulation and simulated throttling. One fresh browser per run, as the Lighthouse CLI does, so no
// run inherits another's cache. Shared by npm run bench and npm run bench:lighthouse.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumExecutable, chromiumHelp } from "../../chromium-path.mjs";

/**
 * chrome-launcher's default flags minus `RenderDocument` in --disable-features: with it disabled,
 * headless Chrome sometimes holds the first frame for 1-2 s (Lighthouse issue #17148), which
 * swamps the differences the bench is there to show. The rest of the defaults stay (no
 * background networking, component updates, sync or first-run work), and no host but localhost
 * resolves, so a run never leaves this machine.
 */
export function chromeFlags() {
  const defaults = chromeLauncher.Launcher.defaultFlags().map((flag) => {
    if (!flag.startsWith("--disable-features=")) return flag;
    const features = flag
      .slice("--disable-features=".length)
      .split(",")
      .filter((feature) => feature !== "RenderDocument");
    return `--disable-features=${features.join(",")}`;
  });
  return [
    ...defaults,
    "--disable-setuid-sandbox",
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost",
  ];
}

/**
 * "simulate" (Lighthouse's default, which issue #19's targets use) estimates a slow phone from a
 * fast local load; "devtools" really throttles the network and CPU in Chrome, which shows what a
 * phone on a slow connection would see when the estimate and the real load disagree.
 */
export const THROTTLING_METHODS = ["simulate", "devtools"];

async function runInThisProcess(url, categories, throttlingMethod) {
  const chromePath = chromiumExecutable();
  if (!chromePath) throw new Error(chromiumHelp);
  // ignoreDefaultFlags: chrome-launcher would otherwise add its RenderDocument entry back.
  // Through Caddy (caddy-front.mjs) the certificate comes from Caddy's own local authority, which
  // this throwaway browser has no reason to know; only localhost resolves here anyway.
  const trustLocalTls = url.startsWith("https://localhost:") ? ["--ignore-certificate-errors"] : [];
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...chromeFlags(), ...trustLocalTls],
    ignoreDefaultFlags: true,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: categories,
      throttlingMethod,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Runs Lighthouse in a plain Node.js child process: under tsx (npm run bench), the functions
 * Lighthouse sends into the page are compiled with esbuild's name helpers and fail there with
 * "__name is not defined".
 */
export async function runLighthouse(
  url,
  categories = ["performance"],
  throttlingMethod = "simulate",
) {
  if (!THROTTLING_METHODS.includes(throttlingMethod))
    throw new Error(
      `Unknown throttling method ${throttlingMethod}: use ${THROTTLING_METHODS.join(" or ")}`,
    );
  const run = spawnSync(
    process.execPath,
    [fileURLToPath(import.meta.url), url, categories.join(","), throttlingMethod],
    {
      stdio: ["ignore", "pipe", "inherit"],
      maxBuffer: 256 * 1024 * 1024,
      encoding: "utf8",
    },
  );
  if (run.status !== 0) throw new Error(`Lighthouse failed on ${url}`);
  return JSON.parse(run.stdout);
}

// Without top-level await: bench.ts, compiled to CommonJS by tsx, imports this module synchronously.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, categories, throttlingMethod] = process.argv.slice(2);
  runInThisProcess(url, categories.split(","), throttlingMethod).then((lhr) =>
    process.stdout.write(JSON.stringify(lhr)),
  );
}

/** The performance figures the bench compares: score 0-100, paint and blocking times in ms, CLS. */
export function performanceFigures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    perf: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    // Out of the score since Lighthouse 10, but still measured: when the page answers a tap.
    tti: value("interactive"),
    cls: value("cumulative-layout-shift"),
  };
}
