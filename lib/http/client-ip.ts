import { CLIENT_ADDRESS_HEADER } from "@/server/client-address.mjs";

// The client address for rate limits, hold caps, bot checks and sign-in throttling. The custom
// server (server/serve.mjs) decides it from the connection, honouring TRUSTED_PROXY_HOPS, and
// always overwrites this header; X-Forwarded-For and X-Real-IP are the client's to choose and are
// never read here. Without the server (a unit test calling a handler) there is no address.
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
}
