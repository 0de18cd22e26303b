import { siteConfig } from "@/lib/site-config";

/** An absolute URL on the canonical host (siteConfig.siteUrl), for canonicals, sitemaps and JSON-LD. */
export function absoluteUrl(path = "/"): string {
  const normalised = path.startsWith("/") ? path : `/${path}`;
  // The home page is the bare origin with a trailing slash; every other path has none.
  if (normalised === "/") return `${siteConfig.siteUrl}/`;
  return `${siteConfig.siteUrl}${normalised.replace(/\/+$/, "")}`;
}
