import type { ReactNode } from "react";
import { ConsentBanner } from "@/components/consent/consent-banner";
import { AnalyticsTags } from "@/components/analytics/analytics-tags";
import "../styles/marketing.css";

/**
 * The public site, for parents: the marketing sheet, the cookie question and (when configured)
 * analytics. Only this audience is measured or asked about cookies; staff and play pages are not.
 */
export default function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ConsentBanner />
      <AnalyticsTags />
    </>
  );
}
