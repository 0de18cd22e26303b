import type { Metadata } from "next";
import { IntakeThankYouTracker } from "@/components/leads/intake-thank-you-tracker";
import { ThankYouPanel } from "@/components/marketing/thank-you-panel";
import { pageMetadata } from "@/lib/seo/metadata";
import { getBusinessFacts } from "@/lib/site-content/business-facts";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Intake Form Received",
    description: "We received your intake form.",
    path: "/thank-you/intake",
    noindex: true,
  });
}

export default async function IntakeThankYouPage() {
  const facts = await getBusinessFacts();
  return (
    <>
      <IntakeThankYouTracker />
      <ThankYouPanel
        title="Thanks! We received your intake form."
        primary={{ label: "Schedule a Consultation", href: "/start-here?open=consultation" }}
        secondary={{ label: "Home", href: "/" }}
        email={facts.email}
      >
        <p>A reading specialist will review what you shared and contact you {facts.replyTime}.</p>
        <p>Want to talk sooner? Schedule your free 30-minute consultation now.</p>
      </ThankYouPanel>
    </>
  );
}
