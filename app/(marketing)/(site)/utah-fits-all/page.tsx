import type { Metadata } from "next";
import Link from "next/link";
import { Badge, PageHero, Section } from "@/components/marketing/layout-blocks";
import { CheckList, StepList } from "@/components/marketing/cards";
import { Icon } from "@/components/marketing/icons";
import { ButtonLink, buttonClasses } from "@/components/ui/button";
import { consultationHref } from "@/lib/content/services";
import { pageMetadata } from "@/lib/seo/metadata";
import { getBusinessFacts } from "@/lib/site-content/business-facts";

export async function generateMetadata(): Promise<Metadata> {
  const facts = await getBusinessFacts();
  return pageMetadata({
    title: "Utah Fits All Scholarship Provider",
    description: `${facts.name} is a Utah Fits All scholarship provider. Use your child's scholarship for one-to-one online dyslexia and reading tutoring. See how to apply.`,
    path: "/utah-fits-all",
  });
}

const steps = [
  {
    title: "Apply for the scholarship",
    text: "Submit your application on the Utah Fits All website during the application window.",
  },
  {
    title: "Receive your award",
    text: "The program notifies you of eligibility and sets up your child's scholarship account.",
  },
  {
    title: "Book a free consultation",
    text: "Talk with us about your child and choose the tutoring that fits.",
  },
  {
    title: "Pay with scholarship funds",
    text: "We help you submit our services through the program so tutoring is paid from the account.",
  },
];

const covered = [
  "1:1 online reading and spelling tutoring",
  "1:1 online math tutoring",
  "1:1 online writing and handwriting instruction",
  "Student assessments and the Reading Discovery Program",
];

function ApplyNow({ href, variant = "primary" }: { href: string; variant?: "primary" | "sun" }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses(variant)}>
      Apply Now
      <Icon name="external" className="h-5 w-5" />
      <span className="sr-only">(opens the Utah Fits All website in a new tab)</span>
    </a>
  );
}

export default async function UtahFitsAllPage() {
  const facts = await getBusinessFacts();
  return (
    <>
      <PageHero
        badge={<Badge>Approved scholarship provider</Badge>}
        title="Use your Utah Fits All scholarship for reading tutoring"
        lead={
          <p>
            Utah Fits All is a state scholarship that lets eligible {facts.state} families spend
            education funds on approved learning services. As a provider, we accept scholarship
            funds for our one-to-one online tutoring, so your child can get specialist dyslexia help
            at little or no cost to you.
          </p>
        }
      >
        <ApplyNow href={facts.utahFitsAllUrl} />
        <ButtonLink href={consultationHref} variant="secondary">
          Book a free consultation
        </ButtonLink>
      </PageHero>

      <Section
        id="how-it-works"
        tone="tint"
        eyebrow="Step by step"
        title="How to use the scholarship with us"
      >
        <StepList steps={steps} />
      </Section>

      <Section id="what-it-covers" title="Services you can pay for with the scholarship">
        <div className="grid gap-8 lg:grid-cols-2">
          <CheckList items={covered} />
          <div className="bg-cream ring-sun-300 rounded-3xl p-7 ring-1">
            <h3 className="text-brand-950 text-xl font-semibold">Good to know</h3>
            <p className="mt-3 text-slate-700">
              Award amounts, eligibility and deadlines are set by the state and can change each
              school year, so check the program website for current details. Our family coordinator
              is happy to help you with the paperwork. See our{" "}
              <Link
                href="/services-offered"
                className="text-brand-700 font-semibold underline underline-offset-4"
              >
                services and prices
              </Link>
              .
            </p>
            <div className="mt-6">
              <ApplyNow href={facts.utahFitsAllUrl} variant="sun" />
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
