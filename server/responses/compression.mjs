// Response compression for the site's server, in place of Next.js's own (next.config.ts sets
// compress: false). Next.js only gzips; brotli makes the home page 13.4 KB where gzip makes it
// 18.8 KB, small enough to arrive in a phone's first round trip (npm run bench). Browsers that do
// not ask for brotli still get gzip.
import crypto from "node:crypto";
import zlib from "node:zlib";
import compression from "compression";

/**
 * Quality 5 is the fastest setting that still gets most of brotli's gain on our pages (quality 11
 * would take 100 ms a page). A 256 KB window holds a whole page, so the page data Next.js repeats
 * at the end of the HTML is compressed against the markup it repeats.
 */
export const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
};

const compress = compression({ brotli: { params: BROTLI_PARAMS } });

/** Whether an Accept-Encoding header takes `coding` (named, and not with q=0). */
export function accepts(header, coding) {
  return String(header ?? "")
    .split(",")
    .some((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return name === coding && (!q || Number(q.slice(2)) > 0);
    });
}

/**
 * Prerendered pages are the same bytes for every visitor until the next build, so each is
 * compressed once: compressing the 110 KB home page on every request cost more server time than
 * serving it. Keyed by the bytes Next.js sent (the same key serves the page's critical-CSS copy),
 * so a cached copy can never be another page's.
 */
const MEMO_ENTRIES = 200;
const memo = new Map();

/** Keeps `value` as the newest entry of `map`, forgetting the oldest beyond MEMO_ENTRIES. */
export function remember(map, key, value) {
  map.delete(key);
  map.set(key, value);
  if (map.size > MEMO_ENTRIES) map.delete(map.keys().next().value);
  return value;
}

export function pageKey(page) {
  return crypto.createHash("sha256").update(page).digest("base64");
}

/**
 * Hashing a page costs about 50 µs and turning Next.js's text into bytes about as much again, a
 * fifth of what a whole request costs the server at full load. The same page sent again for the
 * same address is recognised by comparing it with the one seen last time (about 1 µs), so only a
 * new or changed page is hashed, and a page already compressed is never turned into bytes.
 */
const lastSeen = new Map();

function samePage(a, b) {
  if (typeof a === "string" || typeof b === "string") return a === b;
  return a.equals(b);
}

/** The key of a page (its text or its bytes) sent for `address`. */
export function pageKeyFor(address, page) {
  const seen = lastSeen.get(address);
  if (seen && samePage(seen.page, page)) return seen.key;
  const key = pageKey(page);
  // A copy of bytes: the key must keep naming them whatever becomes of the buffer Next.js sent.
  remember(lastSeen, address, { page: typeof page === "string" ? page : Buffer.from(page), key });
  return key;
}

function compressedOnce(page, key, encoding) {
  const memoKey = `${encoding}:${key}`;
  const bytes =
    memo.get(memoKey) ??
    (encoding === "br"
      ? zlib.brotliCompressSync(page, { params: BROTLI_PARAMS })
      : zlib.gzipSync(page));
  return remember(memo, memoKey, bytes);
}

function wholePrerenderedPage(req, res, chunk, textEncoding) {
  if (req.method === "HEAD" || res.headersSent || res.statusCode !== 200) return null;
  if (!res.getHeader("x-nextjs-prerender") || res.getHeader("content-encoding")) return null;
  if (/no-transform/i.test(String(res.getHeader("cache-control") ?? ""))) return null;
  // The page, or its data for the client router: both are the same for everyone.
  if (!/^text\/(html|x-component)/.test(String(res.getHeader("content-type") ?? ""))) return null;
  if (typeof chunk === "string") return /^(utf-?8)?$/i.test(textEncoding) ? chunk : null;
  return Buffer.isBuffer(chunk) ? chunk : null;
}

/**
 * Sets up compression of the response as the client asked for it, before the handler writes.
 * `rewritePage`, when given, may replace a whole prerendered HTML page before it is compressed
 * (critical CSS); it returns the new page, null to send the page as it is, or a promise of
 * either while it prepares the page.
 */
export async function compressResponse(req, res, { rewritePage } = {}) {
  await new Promise((resolve, reject) =>
    compress(req, res, (error) => (error ? reject(error) : resolve())),
  );
  const header = req.headers["accept-encoding"];
  const encoding = accepts(header, "br") ? "br" : accepts(header, "gzip") ? "gzip" : null;
  if (!encoding && !rewritePage) return;
  // Next.js sends a prerendered page in one end() call; anything written in parts is streamed
  // through the compression above instead.
  const write = res.write;
  const end = res.end;
  let streamed = false;
  res.write = function (...args) {
    streamed = true;
    return write.apply(this, args);
  };
  res.end = function (chunk, ...rest) {
    const original =
      streamed || typeof chunk === "function"
        ? null
        : wholePrerenderedPage(req, res, chunk, typeof rest[0] === "string" ? rest[0] : "");
    if (!original) return end.call(this, chunk, ...rest);
    const callback = rest.find((arg) => typeof arg === "function");
    const key = pageKeyFor(req.url ?? "", original);
    const send = (page) => {
      const bytes = encoding ? compressedOnce(page, key, encoding) : page;
      if (encoding) res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", Buffer.byteLength(bytes));
      end.call(res, bytes, callback);
    };
    const rewritten =
      rewritePage && /^text\/html/.test(String(res.getHeader("content-type")))
        ? rewritePage(original, key)
        : null;
    if (rewritten && typeof rewritten.then === "function")
      rewritten.then(
        (page) => send(page ?? original),
        () => send(original),
      );
    else send(rewritten ?? original);
    return this;
  };
}
