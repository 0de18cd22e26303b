"use client";
// On /thank-you/intake: the conversion event in the data layer and the saved email and phone for
// enhanced conversions (only with ad_user_data consent).
import { ConversionTracker } from "@/components/thank-you/conversion-tracker";

const event = { event: "intake_submitted", conversion: "intake" };

export function IntakeThankYouTracker() {
  return <ConversionTracker kind="intake" event={event} />;
}
