"use client";
// Per-navigation effects for the whole site: first-touch attribution on first load, scroll to top
// and a page_view on every client-side route change, and prefetching the links marked to be
// prefetched on intent (lib/prefetch-on-intent.ts).
import { useEffect } from "react";
import { usePathname, useRouter } from "next/navigation";
import { captureAttribution } from "@/lib/attribution/attribution";
import { trackPageView } from "@/lib/analytics/gtag";
import { isChildDirectedPath, isStaffPath } from "@/lib/consent/consent";
import { prefetchOnIntent } from "@/lib/prefetch-on-intent";

/**
 * The page this document last showed, kept outside the component: each frame of the site (the
 * header-and-footer pages, the ad landing page, the games) renders RouteEffects itself, so moving
 * between frames mounts a new one, and that move is a page view all the same.
 */
let shownPathname: string | null = null;

export function RouteEffects() {
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => prefetchOnIntent(document, (href) => router.prefetch(href)), [router]);

  useEffect(() => {
    try {
      captureAttribution(
        { search: window.location.search, referrer: document.referrer, now: new Date() },
        window.localStorage,
      );
    } catch {
      // Storage unavailable: nothing to keep.
    }
  }, []);

  useEffect(() => {
    // The Google tag records the first page view itself; later ones are client-side navigations.
    // The same page again is a remount (React's development double mount), not a visit.
    const previous = shownPathname;
    shownPathname = pathname;
    if (previous === null || previous === pathname) return;
    // A new page starts at its top at once; gliding there is for in-page anchors only.
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    // Child-directed and staff routes send nothing to analytics or advertising.
    if (!isChildDirectedPath(pathname) && !isStaffPath(pathname)) trackPageView(pathname);
  }, [pathname]);

  return null;
}
