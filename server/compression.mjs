// Response compression for the site's server, in place of Next.js's own (next.config.ts sets
// compress: false). Next.js only gzips; brotli makes the home page 13.4 KB where gzip makes it
// 18.8 KB, small enough to arrive in a phone's first round trip, and costs the server less time
// per response (npm run bench). Browsers that do not ask for brotli still get gzip.
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

/** Sets up compression of the response as the client asked for it, before the handler writes. */
export function compressResponse(req, res) {
  return new Promise((resolve, reject) =>
    compress(req, res, (error) => (error ? reject(error) : resolve())),
  );
}
