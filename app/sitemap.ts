// GET /sitemap.xml – every indexable page: marketing pages, the student apps overview and each game.
import type { MetadataRoute } from "next";
import { indexableRoutes } from "@/lib/seo/routes";
import { absoluteUrl } from "@/lib/seo/urls";

export default function sitemap(): MetadataRoute.Sitemap {
  return indexableRoutes().map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
    ...(route.lastModified ? { lastModified: route.lastModified } : {}),
  }));
}
