import type { Metadata } from "next";
import { PageHero } from "@/components/marketing/layout-blocks";
import { ContactDetails } from "@/components/marketing/contact-details";
import { ContactForm } from "@/components/leads/contact-form";
import { pageMetadata } from "@/lib/seo/metadata";
import { getBusinessFacts } from "@/lib/site-content/business-facts";

export async function generateMetadata(): Promise<Metadata> {
  const facts = await getBusinessFacts();
  return pageMetadata({
    title: "Contact Us",
    description: `Questions about dyslexia tutoring, assessments, scheduling or Utah Fits All? Message, email or call us. A real person replies ${facts.replyTime}.`,
    path: "/contact",
  });
}

export default async function ContactPage() {
  const facts = await getBusinessFacts();
  return (
    <>
      <PageHero
        title="Contact us"
        lead={
          <p>
            Questions about tutoring, assessments, scheduling or scholarships? Send us a message and
            a member of our team will get back to you {facts.replyTime}.
          </p>
        }
      />
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 pb-16 lg:grid-cols-[1fr_24rem]">
        <div id="contact-form-slot" className="min-w-0">
          <ContactForm />
        </div>
        <ContactDetails facts={facts} />
      </div>
    </>
  );
}
