import type { ReactNode } from "react";
import { RouteEffects } from "@/components/analytics/route-effects";

/** A student's personal page and what it opens: no site header or menus, as on a play link. */
export default function PersonalLinkLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="flex-1">
      {children}
      <RouteEffects />
    </main>
  );
}
