import { serverEnv } from "@/lib/env";

// The client address for rate limits, hold caps, bot checks and sign-in throttling. Every caller
// goes through clientAddress(); how the address is decided lives here alone.
export function clientAddress(headers: Headers): string {
  return clientIp(headers, serverEnv().TRUSTED_PROXY_HOPS);
}

// `next start` appends the socket address to X-Forwarded-For itself, so the right-most entry is
// trustworthy; behind N proxies that each append, TRUSTED_PROXY_HOPS=N picks the entry they saw.
export function clientIp(headers: Headers, trustedProxyHops = 0): string {
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) {
    const list = forwarded.split(",").map((part) => part.trim()).filter(Boolean);
    const entry = list[Math.max(0, list.length - 1 - trustedProxyHops)];
    if (entry) return entry;
  }
  return headers.get("x-real-ip")?.trim() || "unknown";
}
