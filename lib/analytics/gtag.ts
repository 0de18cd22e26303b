// A small typed layer over window.dataLayer and gtag for page views and conversions.
import { publicEnv } from "@/lib/public-env";
import { siteConfig } from "@/lib/site-config";
import { isChildDirectedPath } from "@/lib/consent/consent";

type DataLayerEvent = Record<string, unknown> & { event?: string };
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    trackContactSubmitted?: (...args: unknown[]) => void;
  }
}

export const analyticsConfig = {
  gaMeasurementId: publicEnv.gaMeasurementId,
  adsId: publicEnv.googleAdsId,
  conversionLabels: publicEnv.adsConversionLabels,
  vercelAnalytics: publicEnv.vercelAnalytics,
};

export function googleTagConfigured(): boolean {
  return Boolean(analyticsConfig.gaMeasurementId || analyticsConfig.adsId);
}

function ensureGtag(): Gtag {
  window.dataLayer = window.dataLayer || [];
  if (!window.gtag) {
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself, so push it unchanged.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  }
  return window.gtag;
}

export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push(event);
}

export function gtagEvent(name: string, params: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  ensureGtag()("event", name, params);
}

export function gtagConsentUpdate(state: Record<string, string>): void {
  if (typeof window === "undefined") return;
  ensureGtag()("consent", "update", state);
}

export type ConversionKind = keyof typeof analyticsConfig.conversionLabels;

/** An Ads conversion (value in USD). Never sent from child-directed pages. */
export function trackAdsConversion(kind: ConversionKind, value: number): void {
  if (typeof window === "undefined" || isChildDirectedPath(window.location.pathname)) return;
  const label = analyticsConfig.conversionLabels[kind];
  const sendTo = analyticsConfig.adsId
    ? `${analyticsConfig.adsId}${label ? `/${label}` : ""}`
    : undefined;
  gtagEvent("conversion", {
    ...(sendTo ? { send_to: sendTo } : {}),
    value,
    currency: "USD",
    conversion_kind: kind,
  });
}

export function trackPageView(pathname: string): void {
  if (typeof window === "undefined") return;
  gtagEvent("page_view", {
    page_path: pathname,
    page_location: `${siteConfig.siteUrl}${pathname}`,
    page_title: document.title,
  });
}
