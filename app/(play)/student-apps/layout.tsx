import type { ReactNode } from "react";
import { SiteHeader } from "@/components/layout/site-header";
import { RouteEffects } from "@/components/analytics/route-effects";

/**
 * The free games are part of the public site's menu, so they keep its header (a tutor finds the
 * other games and the practice from there); a play link a teacher sends a child does not.
 */
export default function StudentAppsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <RouteEffects />
    </>
  );
}
