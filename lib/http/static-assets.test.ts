// The custom server's cache of brotli-compressed build files (server/responses/static-assets.mjs), on a real
// HTTP connection with a stand-in for Next.js: the first request is Next's, later ones come from
// memory with Next's headers and the same bytes after decoding; anything else stays Next's.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { accepts } from "@/server/responses/compression.mjs";
import { staticAssetCache } from "@/server/responses/static-assets.mjs";

// Real sockets on a shared machine: a generous bound, not a timing assertion.
jest.setTimeout(60_000);

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "static-assets-"));
const script = Buffer.from(
  `self.page=${JSON.stringify("Letter tiles, one at a time. ".repeat(500))};`,
);
fs.mkdirSync(path.join(staticDir, "chunks"));
fs.writeFileSync(path.join(staticDir, "chunks", "app.js"), script);
fs.writeFileSync(path.join(staticDir, "chunks", "face.woff2"), Buffer.alloc(2000, 7));

const assets = staticAssetCache(staticDir);
const nextServed: string[] = [];
let server: http.Server;
let port: number;

/** Serves files the way Next.js does for /_next/static: headers set one by one, then the body. */
function standInForNext(req: http.IncomingMessage, res: http.ServerResponse) {
  const pathname = (req.url ?? "").split("?")[0]!;
  nextServed.push(pathname);
  const file = path.join(staticDir, pathname.replace("/_next/static/", ""));
  if (!fs.existsSync(file)) {
    res.statusCode = 404;
    return res.end("Not found");
  }
  res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Type", file.endsWith(".js") ? "application/javascript" : "font/woff2");
  res.end(fs.readFileSync(file));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (assets.serve(req, res)) return;
    assets.observe(req, res);
    standInForNext(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(staticDir, { recursive: true, force: true });
});

function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: pathname, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on("error", reject);
    },
  );
}

const brotli = { "accept-encoding": "gzip, deflate, br" };

it("serves a build script from memory, brotli-compressed, once Next.js has served it", async () => {
  nextServed.length = 0;
  const first = await get("/_next/static/chunks/app.js", brotli);
  expect(first.body.equals(script)).toBe(true);
  expect(nextServed).toEqual(["/_next/static/chunks/app.js"]);
  await assets.settled("/_next/static/chunks/app.js");

  const later = await get("/_next/static/chunks/app.js?dpl=1", brotli);
  expect(nextServed).toHaveLength(1);
  expect(later.status).toBe(200);
  expect(later.headers["content-encoding"]).toBe("br");
  expect(later.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(later.headers["x-content-type-options"]).toBe("nosniff");
  expect(later.headers["content-type"]).toBe("application/javascript");
  expect(Number(later.headers["content-length"])).toBe(later.body.length);
  expect(zlib.brotliDecompressSync(later.body).equals(script)).toBe(true);
});

it("leaves Next.js to answer clients without brotli, ranges, misses and fonts", async () => {
  await get("/_next/static/chunks/app.js", brotli);
  await assets.settled("/_next/static/chunks/app.js");
  nextServed.length = 0;
  const gzipOnly = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" });
  expect(gzipOnly.body.equals(script)).toBe(true);
  await get("/_next/static/chunks/app.js", { ...brotli, range: "bytes=0-9" });
  expect((await get("/_next/static/chunks/gone.js", brotli)).status).toBe(404);
  await assets.settled("/_next/static/chunks/gone.js");
  expect((await get("/_next/static/chunks/gone.js", brotli)).status).toBe(404);
  await get("/_next/static/chunks/face.woff2", brotli);
  await assets.settled("/_next/static/chunks/face.woff2");
  await get("/_next/static/chunks/face.woff2", brotli);
  expect(nextServed).toEqual([
    "/_next/static/chunks/app.js",
    "/_next/static/chunks/app.js",
    "/_next/static/chunks/gone.js",
    "/_next/static/chunks/gone.js",
    "/_next/static/chunks/face.woff2",
    "/_next/static/chunks/face.woff2",
  ]);
});

it("reads Accept-Encoding the way browsers write it", () => {
  expect(accepts("gzip, deflate, br, zstd", "br")).toBe(true);
  expect(accepts("br;q=0.5", "br")).toBe(true);
  expect(accepts("gzip, br;q=0", "br")).toBe(false);
  expect(accepts("brotli, gzip", "br")).toBe(false);
  expect(accepts(undefined, "br")).toBe(false);
});
