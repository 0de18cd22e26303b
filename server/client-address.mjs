// Who is on the other end of a request. The app never reads an address a client could choose:
// the custom server decides it here from the TCP connection (and from entries trusted proxies
// appended) and hands it to the app on CLIENT_ADDRESS_HEADER, overwriting any client-sent copy.
import net from "node:net";

export const CLIENT_ADDRESS_HEADER = "x-bp-client-address";

/** Headers a client could send to pose as someone else; removed before the app sees a request. */
export const SPOOFABLE_ADDRESS_HEADERS = [CLIENT_ADDRESS_HEADER, "x-real-ip"];

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
