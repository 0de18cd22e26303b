import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { AnalyticsTags } from "@/components/analytics/analytics-tags";
import "../../styles/marketing.css";

/** Marketing, booking, account and staff pages: footer and (when configured) analytics. */
export default function MainLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <AnalyticsTags />
    </>
  );
}
