import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_PROOF_HEADER,
  addressSigningSecret,
  decideClientAddress,
  isSignedAddress,
  trustedProxyHopsFrom,
} from "@/server/traffic/client-address.mjs";

/** What every request whose address cannot be decided shares: a strict bucket, never a pass. */
export const UNKNOWN_CLIENT = "unknown";

// The client address for rate limits, hold caps, bot checks and sign-in throttling.
// - Under our server (server/serve.mjs) the address it decided, believed only with its signature.
// - Launched without it (`next start`), from X-Forwarded-For as far as TRUSTED_PROXY_HOPS proxies
//   of ours appended to it; instrumentation.ts refuses to serve that way with no proxy hops,
//   since nothing would then tell one visitor from another.
// - In tests (NODE_ENV=test, no server), the header as given: the one test seam.
// X-Real-IP and the client's own entries of X-Forwarded-For are never read.
export function clientAddress(headers: Headers): string {
  const claimed = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  const secret = addressSigningSecret();
  if (secret) {
    return claimed && isSignedAddress(claimed, headers.get(CLIENT_ADDRESS_PROOF_HEADER), secret)
      ? claimed
      : UNKNOWN_CLIENT;
  }
  if (process.env.NODE_ENV === "test") return claimed || UNKNOWN_CLIENT;
  const trustedProxyHops = trustedProxyHopsFrom(process.env.TRUSTED_PROXY_HOPS);
  if (!trustedProxyHops) return UNKNOWN_CLIENT;
  return decideClientAddress({
    socketAddress: undefined,
    forwardedFor: headers.get("x-forwarded-for") ?? undefined,
    trustedProxyHops,
  });
}

/**
 * The request with the address decided above in CLIENT_ADDRESS_HEADER, for code that reads the
 * header itself (better-auth's own rate limits): without our server nothing else replaces a copy
 * the client sent.
 */
export function withDecidedClientAddress(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(request.headers));
  headers.delete(CLIENT_ADDRESS_PROOF_HEADER);
  return new Request(request, { headers });
}

/**
 * Why this process must not serve, or null: launched without our server and with no proxy of
 * ours to say who the client is, every visitor would look the same.
 */
export function clientAddressProblem(): string | null {
  if (addressSigningSecret() || process.env.NODE_ENV === "test") return null;
  if (trustedProxyHopsFrom(process.env.TRUSTED_PROXY_HOPS) > 0) return null;
  return (
    "This site must be started with `npm start` (server/serve.mjs), which decides each client's " +
    "address from the connection. Started another way (such as `next start`), it can only take " +
    "the address from X-Forwarded-For: put it behind a reverse proxy and set TRUSTED_PROXY_HOPS " +
    "to the number of proxies in front."
  );
}
