import { ContactThankYouTracker } from "@/components/leads/contact-thank-you-tracker";
import { ThankYouPanel } from "@/components/marketing/thank-you-panel";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

export const metadata = pageMetadata({
  title: "Message Sent",
  description: "Thank you for reaching out.",
  path: "/thank-you/contact",
  noindex: true,
});

export default function ContactThankYouPage() {
  return (
    <>
      <ContactThankYouTracker />
      <ThankYouPanel
        title="Thank you for reaching out!"
        primary={{ label: "Return Home", href: "/" }}
        secondary={{ label: "Start Here", href: "/start-here" }}
      >
        <p>Your message is on its way to our team.</p>
        <p>
          A member of our team will reply {siteConfig.replyTime}. Our hours are {siteConfig.hours}.
        </p>
      </ThankYouPanel>
    </>
  );
}
