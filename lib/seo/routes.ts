// Which pages search engines should index, for app/sitemap.ts. Pages that are deliberately left
// out: thank-you pages, sign-in and staff areas (private), the pages the spec calls placeholders
// (placeholderPaths) and the ad landing page (it duplicates /get-started).
import type { MetadataRoute } from "next";
import { games, gameHref } from "@/games/registry";

type ChangeFrequency = NonNullable<MetadataRoute.Sitemap[number]["changeFrequency"]>;
export type IndexableRoute = {
  path: string;
  changeFrequency: ChangeFrequency;
  priority: number;
  lastModified?: string;
};

export const marketingRoutes: IndexableRoute[] = [
  { path: "/", changeFrequency: "monthly", priority: 1 },
  { path: "/dyslexia", changeFrequency: "monthly", priority: 0.9 },
  { path: "/structured-literacy", changeFrequency: "monthly", priority: 0.9 },
  { path: "/start-here", changeFrequency: "monthly", priority: 0.9 },
  { path: "/get-started", changeFrequency: "monthly", priority: 0.8 },
  { path: "/services-offered", changeFrequency: "monthly", priority: 0.8 },
  { path: "/assessments", changeFrequency: "monthly", priority: 0.7 },
  { path: "/meet-our-staff", changeFrequency: "monthly", priority: 0.7 },
  { path: "/utah-fits-all", changeFrequency: "monthly", priority: 0.7 },
  { path: "/dyslexia-resources", changeFrequency: "monthly", priority: 0.6 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.6 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.3, lastModified: "2025-01-26" },
  { path: "/data-deletion", changeFrequency: "yearly", priority: 0.3, lastModified: "2025-01-27" },
  { path: "/terms", changeFrequency: "yearly", priority: 0.3, lastModified: "2025-01-27" },
];

/** The games overview and each game's own address (aliases such as group-it are left out as duplicates). */
export function studentAppRoutes(): IndexableRoute[] {
  return [
    { path: "/student-apps", changeFrequency: "monthly", priority: 0.7 },
    ...games.map((game) => ({
      path: gameHref(game.slug),
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
}

/**
 * Pages the spec calls placeholders (section 2: /class-info's "coming soon" text, /decoding-discoveries'
 * non-functional module buttons): kept out of search results and the sitemap until they have content.
 * pageMetadata marks them noindex from this list, so a page cannot forget it.
 */
export const placeholderPaths: readonly string[] = ["/class-info", "/decoding-discoveries"];

export function isPlaceholderPath(path: string): boolean {
  return placeholderPaths.includes(path);
}

export function indexableRoutes(): IndexableRoute[] {
  return [...marketingRoutes, ...studentAppRoutes()].filter((r) => !isPlaceholderPath(r.path));
}

/** Never indexed, never in the sitemap; robots.txt disallows the private ones. */
export const privatePathPrefixes = ["/admin", "/api", "/thank-you", "/teacher-portal"];
