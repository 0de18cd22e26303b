import { ThankYouPanel } from "@/components/marketing/thank-you-panel";
import { ConversionTracker } from "@/components/thank-you/conversion-tracker";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Consultation Confirmed",
  description: "Your free consultation request is confirmed.",
  path: "/thank-you/consultation",
  noindex: true,
});

// proxy.ts lets a visitor in once, with the one-time flag the booking response set.
const conversion = { event: "consultation_confirmed", conversion: "consultation", value: 100, currency: "USD" };

export default function ConsultationThankYouPage() {
  return (
    <ThankYouPanel
      title="Thanks! Your consultation request is confirmed."
      primary={{ label: "Start Here", href: "/start-here" }}
      secondary={{ label: "Home", href: "/" }}
    >
      <ConversionTracker kind="consultation" event={conversion} />
      <p>We have emailed you a confirmation with a calendar invitation. A reading specialist will meet you at the time you chose.</p>
      <p>Need a different time? The link in that email lets you pick a new one or cancel.</p>
    </ThankYouPanel>
  );
}
