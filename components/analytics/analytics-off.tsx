"use client";
// Google's own switch for turning its tag off on a page (window["ga-disable-<id>"]). A person who
// signs in on a marketing page reaches the staff area without a full load, so a tag that page
// loaded is still there; while a staff page is open it sends nothing, and it is back on for the
// marketing pages after it.
import { useEffect } from "react";
import { analyticsConfig } from "@/lib/analytics/gtag";

export function AnalyticsOff() {
  useEffect(() => {
    const flags = [analyticsConfig.gaMeasurementId, analyticsConfig.adsId]
      .filter(Boolean)
      .map((id) => `ga-disable-${id}`);
    const switches = window as unknown as Record<string, boolean>;
    for (const flag of flags) switches[flag] = true;
    return () => {
      for (const flag of flags) delete switches[flag];
    };
  }, []);
  return null;
}
