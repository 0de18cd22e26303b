// Third-party analytics, loaded only when configured and only on the marketing layout (never on
// student apps or embeds). With nothing configured, no third-party script is loaded at all.
import Script from "next/script";
import { GoogleAnalytics } from "@next/third-parties/google";
import { Analytics } from "@vercel/analytics/next";
import { analyticsConfig } from "@/lib/analytics/gtag";

export function AnalyticsTags() {
  const tagId = analyticsConfig.gaMeasurementId || analyticsConfig.adsId;
  return (
    <>
      {tagId ? <GoogleAnalytics gaId={tagId} /> : null}
      {analyticsConfig.gaMeasurementId && analyticsConfig.adsId ? (
        <Script id="google-ads-config" strategy="afterInteractive">
          {`window.gtag&&window.gtag('config',${JSON.stringify(analyticsConfig.adsId)});`}
        </Script>
      ) : null}
      {analyticsConfig.vercelAnalytics ? <Analytics /> : null}
    </>
  );
}
