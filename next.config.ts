import type { NextConfig } from "next";
import { publicEnv } from "./lib/public-env";
import { securityHeaders } from "./lib/security/headers";
import { distDirFrom, isTestHooksBuild } from "./server/build-settings.mjs";
import { PHOTO_UPLOAD_CAP_BYTES } from "./lib/site-content/photos/formats";

const testHooksBuild = isTestHooksBuild(process.env);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next.js hashes the whole body of a prerendered page on every request to make its ETag: on the
  // 110 KB home page that was a quarter of the server's time and halved its throughput (npm run
  // bench). Prerendered pages change only with a build, and a CDN in front revalidates on its
  // own, so the origin sends none.
  generateEtags: false,
  // server/serve.mjs compresses (brotli as well as gzip); Next.js would gzip a second time.
  compress: false,
  // Types are checked by `npm run typecheck` (CI runs it before the build), not a second time
  // inside every build on a two-core machine.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Inlined like a NEXT_PUBLIC_* value (see lib/public-env.ts): the browser's booking calendar
  // needs the business time zone, and server and browser must use the same one. Validated here,
  // so a misspelt zone stops the build.
  // SITE_URL likewise: canonical links, Open Graph and the sitemap are prerendered with it.
  // BP_TEST_HOOKS_BUILD is "1" only in the browser tests' build (scripts/e2e-server.mjs): every
  // test hook checks it first, so a release build compiles them out.
  env: {
    BUSINESS_TIME_ZONE: publicEnv.businessTimeZone,
    SITE_URL: publicEnv.siteUrl,
    BP_TEST_HOOKS_BUILD: testHooksBuild ? "1" : "",
  },
  // Test-only routes are named route.e2e.ts and exist only in that build.
  pageExtensions: testHooksBuild ? ["tsx", "ts", "e2e.ts"] : ["tsx", "ts"],
  // The browser tests build into their own folder, so their build never stands in for npm start's.
  distDir: distDirFrom(process.env),
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled.
  // heic-decode loads libheif-js (WebAssembly) at run time; bundling it gains nothing.
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "heic-decode", "libheif-js"],
  // proxy.ts runs on signed-in requests, and Next hands it a copy of the body cut at this size: a
  // staff photo upload (lib/site-content/photos) must reach its route whole, so its own limit
  // can answer. Every other body is capped at 64 KB long before (server/traffic/request-body.mjs).
  experimental: {
    proxyClientMaxBodySize: PHOTO_UPLOAD_CAP_BYTES,
    // Most visits are one page: a parent from an ad, a child opening a game. Turbopack's default
    // left Letter Tiles' first load at nine scripts, three of them under 15 KB; over HTTP/1.1 a
    // phone opens six connections, so each file past the sixth waited a whole request latency
    // (time to interactive 1.43x the bare Next.js page under devtools throttling, 1.21x with
    // seven). Chunks under 80 KB (about 20 KB compressed) are merged into bigger ones; the cost is
    // some code repeated across chunks, which a visitor only meets on a second page.
    turbopackChunking: { minChunkSize: 80_000 },
  },
  rewrites() {
    return Promise.resolve({
      // A page load of /start-here?open=intake gets the prerendered page with the intake modal
      // open in its HTML (so the form works without JavaScript) while /start-here itself stays
      // static and loads the form only when asked. The router's own requests (the rsc header) are
      // left alone: with JavaScript the modal opens in place from the parameter.
      beforeFiles: [
        {
          source: "/start-here",
          has: [{ type: "query", key: "open", value: "intake" }],
          missing: [{ type: "header", key: "rsc" }],
          destination: "/start-here/intake",
        },
      ],
      afterFiles: [],
      fallback: [],
    });
  },
  headers() {
    return Promise.resolve(securityHeaders({ production: process.env.NODE_ENV === "production" }));
  },
};

export default nextConfig;
