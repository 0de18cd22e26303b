// What the server answers itself, before a request reaches Next: the cheap answers a flood or a
// load balancer asks for most. A POST to a rate-limited public route from a client whose token
// bucket is empty gets the route's own 429 (server/traffic/public-limits.mjs), and GET /api/health once
// the app is ready gets the last result of the real probe (server/health-cache.mjs). Everything
// else, and every request the app would let through, goes on to Next unchanged.
import { CLIENT_ADDRESS_HEADER } from "../traffic/client-address.mjs";
import { healthCache, healthStatusCode } from "../health-cache.mjs";
import { appLifecycle } from "../lifecycle.mjs";
import { refusalFromMemory } from "../traffic/public-limits.mjs";
import { processTokenBuckets } from "../traffic/token-bucket.mjs";

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {unknown} body
 */
function answerJson(res, status, headers, body) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/**
 * @param {{ lifecycle?: import("../lifecycle.mjs").Lifecycle, buckets?: import("../traffic/token-bucket.mjs").TokenBuckets, now?: () => number }} [options]
 */
export function serverFastPath({
  lifecycle = appLifecycle(),
  buckets,
  now = () => Date.now(),
} = {}) {
  const health = healthCache({
    probe: () => /** @type {NonNullable<typeof lifecycle.probeHealth>} */ (lifecycle.probeHealth)(),
    now,
  });
  /**
   * Answers the request and says so (true), or leaves it untouched for Next (false). `req` must
   * carry the address the server decided (server/traffic/client-address.mjs), never a client's own.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @returns {Promise<boolean>}
   */
  return async function answered(req, res) {
    const address = req.headers[CLIENT_ADDRESS_HEADER];
    if (typeof address !== "string") return false;
    const refusal = refusalFromMemory({
      method: req.method,
      url: req.url,
      address,
      nowMs: now(),
      // Looked up each time: tests make the process forget its buckets between cases.
      buckets: buckets ?? processTokenBuckets(),
    });
    if (refusal) {
      answerJson(res, refusal.status, refusal.headers, refusal.body);
      return true;
    }
    if (
      req.method === "GET" &&
      (req.url === "/api/health" || req.url?.startsWith("/api/health?")) &&
      lifecycle.state === "ready" &&
      lifecycle.probeHealth
    ) {
      const result = await health.current();
      answerJson(res, healthStatusCode(result), { "cache-control": "no-store" }, result);
      return true;
    }
    return false;
  };
}
