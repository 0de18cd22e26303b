// Who is on the other end of a request. The app never reads an address a client could choose:
// the custom server decides it here from the TCP connection (and from entries trusted proxies
// appended) and hands it to the app on CLIENT_ADDRESS_HEADER, overwriting any client-sent copy.
// It also signs it with a secret made when the server starts, which never leaves the process:
// launched some other way (`next start`, a host's own runner), nothing strips a client's copy of
// the header, and an unsigned one is never believed (lib/http/client-ip.ts).
import crypto from "node:crypto";
import net from "node:net";

export const CLIENT_ADDRESS_HEADER = "x-bp-client-address";
export const CLIENT_ADDRESS_PROOF_HEADER = "x-bp-client-address-proof";

/** Headers a client could send to pose as someone else; removed before the app sees a request. */
export const SPOOFABLE_ADDRESS_HEADERS = [
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_PROOF_HEADER,
  "x-real-ip",
];

// The server and the app bundle load this module separately, so the secret lives on globalThis.
const SECRET_KEY = Symbol.for("bright-path.client-address-secret");

/**
 * The process's signing secret: made by the custom server at start (`create`), absent when the
 * app runs without it.
 * @param {{ create?: boolean }} [options]
 * @returns {Buffer | undefined}
 */
export function addressSigningSecret({ create = false } = {}) {
  const holder = /** @type {Record<symbol, Buffer | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  if (create) holder[SECRET_KEY] ??= crypto.randomBytes(32);
  return holder[SECRET_KEY];
}

/**
 * @param {string} address
 * @param {Buffer} secret
 * @returns {string}
 */
export function signAddress(address, secret) {
  return crypto.createHmac("sha256", secret).update(address).digest("base64url");
}

/**
 * Whether `proof` is this process's signature of `address`.
 * @param {string} address
 * @param {string | null | undefined} proof
 * @param {Buffer} secret
 * @returns {boolean}
 */
export function isSignedAddress(address, proof, secret) {
  if (!proof) return false;
  const expected = Buffer.from(signAddress(address, secret));
  const given = Buffer.from(proof);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

function normalise(address) {
  const trimmed = address.trim();
  // IPv4 clients of a dual-stack listener arrive as ::ffff:a.b.c.d; one client, one spelling.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed.toLowerCase();
}

/**
 * The client address: the socket's peer, or with trustedProxyHops = N the entry the first of our
 * N proxies appended (the N-th from the right of X-Forwarded-For). Entries to its left were
 * written by the client and are never read.
 * @param {{ socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxyHops: number }} input
 * @returns {string}
 */
export function decideClientAddress({ socketAddress, forwardedFor, trustedProxyHops }) {
  const peer = socketAddress ? normalise(socketAddress) : "unknown";
  if (!trustedProxyHops) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies means the request did not pass through all of them.
  if (entries.length < trustedProxyHops) return peer;
  const appended = normalise(entries[entries.length - trustedProxyHops]);
  return net.isIP(appended) ? appended : peer;
}

/** Parses TRUSTED_PROXY_HOPS the way lib/env.ts documents it (0-5, default 0). */
export function trustedProxyHopsFrom(value) {
  if (value === undefined || value.trim() === "") return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 5)
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 5 (got "${value}").`);
  return hops;
}

/**
 * Puts the decided address and its proof on the request for the app, and removes every copy a
 * client sent (headers and rawHeaders alike), so nothing downstream reads the client's word.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} trustedProxyHops
 * @param {Buffer} secret
 */
export function stampClientAddress(req, trustedProxyHops, secret) {
  const address = decideClientAddress({
    socketAddress: req.socket.remoteAddress,
    forwardedFor: req.headers["x-forwarded-for"],
    trustedProxyHops,
  });
  const proof = signAddress(address, secret);
  for (const name of SPOOFABLE_ADDRESS_HEADERS) delete req.headers[name];
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  req.headers[CLIENT_ADDRESS_PROOF_HEADER] = proof;
  const raw = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (!SPOOFABLE_ADDRESS_HEADERS.includes(req.rawHeaders[i].toLowerCase()))
      raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  req.rawHeaders = [...raw, CLIENT_ADDRESS_HEADER, address, CLIENT_ADDRESS_PROOF_HEADER, proof];
  return req;
}
