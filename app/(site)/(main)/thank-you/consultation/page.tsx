import { ThankYouPanel } from "@/components/marketing/thank-you-panel";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Consultation Confirmed",
  description: "Your free consultation request is confirmed.",
  path: "/thank-you/consultation",
  noindex: true,
});

export default function ConsultationThankYouPage() {
  return (
    <ThankYouPanel
      title="Thanks! Your consultation request is confirmed."
      primary={{ label: "Start Here", href: "/start-here" }}
      secondary={{ label: "Home", href: "/" }}
    >
      <p>We have emailed you a confirmation with a calendar invitation. A reading specialist will meet you at the time you chose.</p>
      <p>If anything changes, just reply to that email and we will find a new time.</p>
    </ThankYouPanel>
  );
}
