"use client";
// The third-party tags themselves. Imported only through AnalyticsTags, and only when something
// is configured: see analytics-tags.tsx for why this is a module of its own.
import Script from "next/script";
import { GoogleAnalytics } from "@next/third-parties/google";
import { Analytics } from "@vercel/analytics/next";
import { analyticsConfig } from "@/lib/analytics/gtag";

export function ConfiguredAnalyticsTags() {
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
