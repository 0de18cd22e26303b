import type { Metadata } from "next";
import { ContactThankYouTracker } from "@/components/leads/contact-thank-you-tracker";
import { ThankYouPanel } from "@/components/marketing/thank-you-panel";
import { pageMetadata } from "@/lib/seo/metadata";
import { getBusinessFacts } from "@/lib/site-content/business-facts";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Message Sent",
    description: "Thank you for reaching out.",
    path: "/thank-you/contact",
    noindex: true,
  });
}

export default async function ContactThankYouPage() {
  const facts = await getBusinessFacts();
  return (
    <>
      <ContactThankYouTracker />
      <ThankYouPanel
        title="Thank you for reaching out!"
        primary={{ label: "Return Home", href: "/" }}
        secondary={{ label: "Start Here", href: "/start-here" }}
        email={facts.email}
      >
        <p>Your message is on its way to our team.</p>
        <p>
          A member of our team will reply {facts.replyTime}. Our hours are {facts.hoursShown}.
        </p>
      </ThankYouPanel>
    </>
  );
}
