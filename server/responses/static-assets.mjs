// Next.js's build output under /_next/static has hashed names and never changes within a build, so
// the site's server compresses each script and stylesheet once with brotli's best setting (about
// 10% smaller than the on-the-fly compression pages get, which would cost 100 ms a file if done
// per request) and answers later requests from memory. Next.js serves a file the first time, and
// its headers are kept as they were, so caching and security headers stay Next's own.
import fs from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { accepts } from "./compression.mjs";

const PREFIX = "/_next/static/";
const COMPRESSIBLE = /javascript|css|json|svg\+xml|text\//;
/** A bound on memory: nothing in our build comes near it. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;
/** Headers that describe one transfer, not the file. */
const PER_TRANSFER = [
  "accept-ranges",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "keep-alive",
  "transfer-encoding",
];

/** Cache of compressed static files for one build directory (`.next/static`). */
export function staticAssetCache(staticDir) {
  /** pathname -> Promise of { headers, body } (null when the file is not worth keeping). */
  const entries = new Map();
  const ready = new Map();

  function eligible(req) {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    if (req.headers.range) return null;
    const pathname = (req.url ?? "").split("?")[0];
    return pathname.startsWith(PREFIX) && !pathname.includes("..") ? pathname : null;
  }

  async function compress(pathname, headers) {
    const file = path.join(staticDir, decodeURIComponent(pathname.slice(PREFIX.length)));
    if (!file.startsWith(staticDir + path.sep)) return null;
    const bytes = await fs.readFile(file);
    if (bytes.length > MAX_FILE_BYTES) return null;
    const body = await new Promise((resolve, reject) =>
      zlib.brotliCompress(
        bytes,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    return { headers, body };
  }

  return {
    /** Answers a static file from memory when it is compressed and the client takes brotli. */
    serve(req, res) {
      const pathname = eligible(req);
      const entry = pathname ? ready.get(pathname) : undefined;
      if (!entry || !accepts(req.headers["accept-encoding"], "br")) return false;
      res.writeHead(200, {
        ...entry.headers,
        "content-encoding": "br",
        "content-length": entry.body.length,
        vary: "Accept-Encoding",
      });
      res.end(req.method === "HEAD" ? undefined : entry.body);
      return true;
    },

    /** Once Next.js has served a static file well, keeps its headers and compresses it. */
    observe(req, res) {
      const pathname = eligible(req);
      if (!pathname || entries.has(pathname)) return;
      res.once("finish", () => {
        const type = String(res.getHeader("content-type") ?? "");
        if (res.statusCode !== 200 || !COMPRESSIBLE.test(type) || entries.has(pathname)) return;
        const headers = { ...res.getHeaders() };
        for (const name of PER_TRANSFER) delete headers[name];
        const pending = compress(pathname, headers).then(
          (entry) => {
            if (entry) ready.set(pathname, entry);
            return entry;
          },
          // A file that cannot be read or compressed is served by Next.js as before.
          () => null,
        );
        entries.set(pathname, pending);
      });
    },

    /** Resolves once the file is compressed (or known not to be kept); for tests. */
    settled(pathname) {
      return entries.get(pathname) ?? Promise.resolve(null);
    },
  };
}
