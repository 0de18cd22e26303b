import type { ReactNode } from "react";
import { ConsentBanner } from "@/components/consent/consent-banner";
import { AnalyticsTags } from "@/components/analytics/analytics-tags";
import { RouteEffects } from "@/components/analytics/route-effects";
import "../styles/marketing.css";

/**
 * The public site, for parents: the marketing sheet, the cookie question and (when configured)
 * analytics. Only this audience is measured or asked about cookies; staff and play pages are not.
 * Each audience's layout brings RouteEffects itself, not the root layout: there it made a script
 * of its own, and on a phone over HTTP/1.1 each script past the sixth file waits a whole request
 * latency for a free connection (npm run bench).
 */
export default function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ConsentBanner />
      <AnalyticsTags />
      <RouteEffects />
    </>
  );
}
