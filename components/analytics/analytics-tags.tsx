"use client";
// Third-party analytics, loaded only when configured and only on the parents' site
// (ParentsSiteEffects; never on student apps or embeds). With nothing configured, no third-party
// script is loaded at all, and the tag components' code is not in any page's JavaScript either:
// imported statically, it would sit in the frame's first-load chunks whether it rendered or not (a
// server-side dynamic import does not help, the bundler still counts it), so it is a lazy chunk
// fetched only when rendered.
import dynamic from "next/dynamic";
import { analyticsConfig, googleTagConfigured } from "@/lib/analytics/gtag";

const ConfiguredAnalyticsTags = dynamic(() =>
  import("./configured-analytics-tags").then((tags) => tags.ConfiguredAnalyticsTags),
);

export function AnalyticsTags() {
  if (!googleTagConfigured() && !analyticsConfig.vercelAnalytics) return null;
  return <ConfiguredAnalyticsTags />;
}
