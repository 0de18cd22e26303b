import type { ReactNode } from "react";
import { RouteEffects } from "@/components/analytics/route-effects";
import "../styles/whole-app.css";

/**
 * Embeds (/embed/...) are framed inside schools' own pages: no site header, footer or menus,
 * only the tool. The root layout still supplies fonts and reading preferences.
 */
export default function EmbedLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="flex-1">
      {children}
      <RouteEffects />
    </main>
  );
}
