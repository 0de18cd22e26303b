"use client";
// On /thank-you/contact: the conversion event in the data layer, the saved email for enhanced
// conversions (only with ad_user_data consent), the Ads conversion and, when the page carries
// one, window.trackContactSubmitted (spec section 7).
import { ConversionTracker } from "@/components/thank-you/conversion-tracker";
import { trackAdsConversion } from "@/lib/analytics/gtag";

const event = { event: "contact_submitted", conversion: "contact" };

function onTracked() {
  trackAdsConversion("contact", 0);
  window.trackContactSubmitted?.();
}

export function ContactThankYouTracker() {
  return <ConversionTracker kind="contact" event={event} onTracked={onTracked} />;
}
