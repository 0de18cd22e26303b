// GET /robots.txt – crawl everything public; keep staff, API and confirmation pages out.
import type { MetadataRoute } from "next";
import { privatePathPrefixes } from "@/lib/seo/routes";
import { absoluteUrl } from "@/lib/seo/urls";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: privatePathPrefixes }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
