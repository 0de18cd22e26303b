// The public routes' rate limits, in one table read by the app (lib/booking/http.ts,
// lib/leads/submit.ts, lib/http/public-write.ts) and by the server in front of it
// (server/serve.mjs). Each limit is counted per client address in a token bucket of the process
// (server/traffic/token-bucket.mjs) and then in the database; once a client's bucket is empty, the server
// answers its next requests to these routes itself, exactly as the route would, without waking
// Next or the database, so a flood of refused requests costs next to nothing.
import { processTokenBuckets } from "./token-bucket.mjs";

/** @typedef {import("./token-bucket.mjs").RateRule} RateRule */

export const TOO_MANY_REQUESTS =
  "You've sent a lot of requests in a short time. Please wait a few minutes and try again.";

/** Per client address; generous enough for a family correcting a form, not for a flood. */
export const PUBLIC_RATES = /** @type {const} */ ({
  "booking:availability": { limit: 240, windowSeconds: 60 },
  "booking:hold": { limit: 60, windowSeconds: 600 },
  "booking:book": { limit: 30, windowSeconds: 600 },
  "booking:request": { limit: 30, windowSeconds: 600 },
  "lead:intake": { limit: 30, windowSeconds: 600 },
  "lead:assessment": { limit: 30, windowSeconds: 600 },
  "lead:contact": { limit: 30, windowSeconds: 600 },
  // Skips the bot check, so it is the tightest.
  "lead:contact-fallback": { limit: 10, windowSeconds: 1800 },
  // A student's personal page (/my/<token>) is opened a few times a lesson; a script trying
  // tokens opens it thousands of times. Pages and server actions, so counted by the app
  // (activities/assignments/store.ts), not answered by the server in front.
  "personal:page": { limit: 60, windowSeconds: 600 },
  "personal:play": { limit: 60, windowSeconds: 600 },
});

/** The write each rate-limited route's POST counts against. */
export const LIMITED_ROUTES = /** @type {const} */ ({
  "/api/getAvailabilityV2": "booking:availability",
  "/api/holdSlot": "booking:hold",
  "/api/bookConsultation": "booking:book",
  "/api/consultationRequest": "booking:request",
  "/api/intake": "lead:intake",
  "/api/assessment-request": "lead:assessment",
  "/api/contact": "lead:contact",
  "/api/contact-fallback": "lead:contact-fallback",
});

/**
 * The bucket of one client for one write. `subject` is the client address (in browser tests, the
 * address and the test's own tag); it stays in memory and is never stored.
 * @param {string} write
 * @param {string} subject
 */
export function bucketKey(write, subject) {
  return `${write}:${subject}`;
}

/**
 * What a refused request is answered, by the route and by the server alike.
 * @param {number} waitMs time until the client's bucket has a token again
 */
export function tooManyRequests(waitMs) {
  return {
    status: 429,
    headers: {
      "content-type": "application/json",
      "cache-control": "no-store",
      "retry-after": String(Math.max(1, Math.ceil(waitMs / 1000))),
    },
    body: { error: TOO_MANY_REQUESTS, code: "rate_limited" },
  };
}

/**
 * The server's answer to a POST on a rate-limited route from a client whose bucket is empty, or
 * null to hand the request to the app. It only looks: the app takes the tokens, so a request it
 * lets through is counted once.
 * @param {{ method: string | undefined, url: string | undefined, address: string, nowMs: number, buckets?: import("./token-bucket.mjs").TokenBuckets }} request
 */
export function refusalFromMemory({
  method,
  url,
  address,
  nowMs,
  buckets = processTokenBuckets(),
}) {
  if (method !== "POST" || !url) return null;
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  const write = Object.hasOwn(LIMITED_ROUTES, pathname)
    ? LIMITED_ROUTES[/** @type {keyof typeof LIMITED_ROUTES} */ (pathname)]
    : undefined;
  if (!write) return null;
  const waitMs = buckets.waitMs(bucketKey(write, address), PUBLIC_RATES[write], nowMs);
  return waitMs > 0 ? tooManyRequests(waitMs) : null;
}
