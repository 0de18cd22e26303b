import type { ReactNode } from "react";
import { RouteEffects } from "@/components/analytics/route-effects";

/** A teacher's play link opens on the activity alone: a child sees no site header or menus. */
export default function PlayLinkLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="flex-1">
      {children}
      <RouteEffects />
    </main>
  );
}
