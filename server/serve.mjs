// The site's HTTP server: Next's request handler behind a thin Node server that decides the
// client address from the connection, answers a refused flood and /api/health itself
// (fast-path.mjs), reads request bodies under a byte cap (64 KB; staff photo uploads 10 MB), compresses responses (brotli or gzip;
// the build's scripts and styles once each, see static-assets.mjs) and calls the calendar's
// handler without Next's routing (direct-routes.mjs).
// Used by `npm start`, `npm run dev` and the browser tests' server.
//   node server/serve.mjs [--dev]     (PORT, default 3000)
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  addressSigningSecret,
  stampClientAddress,
  trustedProxyHopsFrom,
} from "./traffic/client-address.mjs";
import { compressResponse } from "./responses/compression.mjs";
import { criticalCssInliner } from "./responses/critical-css.mjs";
import { distDirFrom } from "./build-settings.mjs";
import { answeredDirectly } from "./responses/direct-routes.mjs";
import { serverFastPath } from "./responses/fast-path.mjs";
import { appLifecycle, holdVisitorsUntilInStep, SITE_CONTENT_REFRESH_PATH } from "./lifecycle.mjs";
import { staticAssetCache } from "./responses/static-assets.mjs";
import {
  bodyCapFor,
  hasBody,
  readCappedBody,
  refuseTooLarge,
  replayWithBody,
} from "./traffic/request-body.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Time allowed to finish open requests and close the database before exiting anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * A release (npm run release) has no next.config.ts or sources to load it from: Next.js then
 * takes the configuration the build resolved, as its own standalone server does.
 */
function adoptBuiltConfigInRelease(distDir) {
  if (fs.readdirSync(root).some((name) => /^next\.config\.(ts|mjs|js|cjs)$/.test(name))) return;
  const resolved = JSON.parse(
    fs.readFileSync(path.join(distDir, "required-server-files.json"), "utf8"),
  ).config;
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(resolved);
}

function fail(message, error) {
  console.error(
    `[server] ${message}${error ? `: ${error instanceof Error ? error.message : String(error)}` : ""}`,
  );
  process.exit(1);
}

/**
 * Prepares the app (database, migrations, first admin) and only then listens; a preparation
 * failure ends the process with code 1 so a supervisor restarts it instead of it serving 500s.
 */
export async function serveSite({
  dev = false,
  port = Number(process.env.PORT ?? 3000),
  hostname = "localhost",
} = {}) {
  process.env.NODE_ENV = dev ? "development" : "production";
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  let trustedProxyHops;
  try {
    trustedProxyHops = trustedProxyHopsFrom(process.env.TRUSTED_PROXY_HOPS);
  } catch (error) {
    return fail("Invalid configuration", error);
  }
  const lifecycle = appLifecycle();
  // Before the app loads: instrumentation.ts refuses to serve without it (see client-address.mjs).
  const secret = addressSigningSecret({ create: true });
  const distDir = path.join(root, distDirFrom(process.env));
  adoptBuiltConfigInRelease(distDir);
  const { default: next } = await import("next");
  const app = next({ dev, dir: root, hostname, port });
  try {
    await app.prepare();
    // instrumentation.ts registers the start-up work; in development it may run on first request.
    if (lifecycle.startup) await lifecycle.startup;
  } catch (error) {
    lifecycle.state = "failed";
    return fail("The site could not start", error);
  }
  const handle = app.getRequestHandler();
  // In development the files under /_next/static change as code is edited.
  const staticAssets = dev ? null : staticAssetCache(path.join(distDir, "static"));
  const criticalCss = dev ? null : criticalCssInliner(distDir);
  const rewritePage = criticalCss ? (html, key) => criticalCss.inlined(html, key) : undefined;

  const fastPath = serverFastPath({ lifecycle });
  /** @type {ReturnType<typeof holdVisitorsUntilInStep> | null} */
  let inStep = null;

  const server = http.createServer(async (req, res) => {
    try {
      let request = stampClientAddress(req, trustedProxyHops, secret);
      // Before the body is read: a refused client's body is never waited for.
      if (await fastPath(request, res)) return;
      // Only the app's own request that brings the pages in step goes ahead of the first visitors.
      if (inStep?.pending() && !request.url?.startsWith(SITE_CONTENT_REFRESH_PATH))
        await inStep.wait();
      let bytes = null;
      if (hasBody(request)) {
        const body = await readCappedBody(request, bodyCapFor(request));
        if (!body.ok) return refuseTooLarge(request, res);
        bytes = body.bytes;
        request = replayWithBody(request, bytes);
      }
      if (staticAssets?.serve(request, res)) return;
      staticAssets?.observe(request, res);
      await compressResponse(request, res, { rewritePage });
      // In development handlers change as code is edited: Next loads them anew, the server cannot.
      if (!dev && (await answeredDirectly(request, res, bytes, lifecycle.directRoutes))) return;
      await handle(request, res);
    } catch (error) {
      // A client that hangs up mid-body ends here; there is no one left to answer.
      if (!res.headersSent && !res.destroyed) {
        res.statusCode = 400;
        res.setHeader("content-type", "application/json; charset=utf-8");
        res.end(JSON.stringify({ error: "The request could not be read. Please try again." }));
      }
      if (!(error instanceof Error && /went away/.test(error.message)))
        console.error("[server] request failed", error instanceof Error ? error.name : "error");
    }
  });
  server.on("error", (error) => fail(`Could not listen on port ${port}`, error));

  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    lifecycle.state = "stopping";
    console.log(`[server] ${signal}: finishing open requests and closing the database.`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting; open requests finish (idle keep-alive connections close at once).
    await new Promise((resolve) => server.close(resolve));
    try {
      await lifecycle.shutdown?.();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await new Promise((resolve) => server.listen(port, resolve));
  // Where the app reaches its own instance (lib/site-content/freshness.ts): a change another
  // instance saved is applied to this one's cached pages through a request to itself.
  lifecycle.selfOrigin = `http://127.0.0.1:${server.address().port}`;
  inStep = holdVisitorsUntilInStep(lifecycle);
  await inStep.wait();
  // With PORT=0 the system picks a free port; tests read it from this line.
  console.log(
    `[server] Ready on http://${hostname}:${server.address().port}${dev ? " (development)" : ""}`,
  );
  return server;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await serveSite({ dev: process.argv.includes("--dev") });
}
