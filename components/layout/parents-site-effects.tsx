// What every page of the parents' site runs besides its frame: the cookie question, analytics
// (when configured) and the per-navigation effects. Each frame renders it next to its own browser
// parts (the header-and-footer frame, and the ad landing page's slim one) rather than the
// audience's layout doing it once: code a layout and the layout inside it both bring ships as two
// chunks, and on a phone over HTTP/1.1 each file past the sixth waits a whole request latency for
// a free connection (npm run bench).
import { ConsentBanner } from "@/components/consent/consent-banner";
import { AnalyticsTags } from "@/components/analytics/analytics-tags";
import { RouteEffects } from "@/components/analytics/route-effects";

export function ParentsSiteEffects() {
  return (
    <>
      <ConsentBanner />
      <AnalyticsTags />
      <RouteEffects />
    </>
  );
}
