import type { Metadata } from "next";
import { Illustration } from "@/components/ui/illustration";
import { ButtonLink } from "@/components/ui/button";
import { Badge, PageHero, Section } from "@/components/marketing/layout-blocks";
import { StepList } from "@/components/marketing/cards";
import { AssessmentRequestOnDemand } from "@/components/leads/assessment-request-on-demand";
import { GetStartedConsultationOnDemand } from "@/components/booking/consultation-modals-on-demand";
import { pageMetadata } from "@/lib/seo/metadata";
import { getBusinessFacts } from "@/lib/site-content/business-facts";

export async function generateMetadata(): Promise<Metadata> {
  const facts = await getBusinessFacts();
  return pageMetadata({
    title: "Get Started",
    description: `Book a free 30-minute consultation or request an assessment for your child: pick a time in our calendar, or a reading specialist will call you ${facts.replyTime}.`,
    path: "/get-started",
  });
}

const stepsPromising = (replyTime: string) => [
  {
    title: "Tell us about your child",
    text: "A short form: your contact details, your child's age and what worries you.",
  },
  {
    title: "Pick a time, or let us call",
    text: `Choose a time in our calendar straight away, or ask a reading specialist to call you ${replyTime} to find one.`,
  },
  {
    title: "Talk it through",
    text: "Your free consultation or assessment, live online, one to one.",
  },
  {
    title: "Get a clear plan",
    text: "What your child needs, how we would teach it, and what it costs.",
  },
];

export default async function GetStartedPage() {
  const steps = stepsPromising((await getBusinessFacts()).replyTime);
  return (
    <>
      <PageHero
        badge={<Badge>Trusted by 500+ families</Badge>}
        title="Get started with one-to-one reading help"
        lead={
          <p>
            Two simple ways to begin. Book a free consultation to talk it through, or request an
            assessment to find out exactly which reading and spelling skills your child needs next.
          </p>
        }
        aside={
          <Illustration
            src="/images/illustrations/confident-reader.svg"
            alt="A smiling child reading an open book, surrounded by letter tiles"
            width={520}
            height={440}
            hero
            className="h-auto w-full"
          />
        }
      >
        {/* The consultation and assessment modals open from these query strings (mounted by the forms work). */}
        <ButtonLink href="/get-started?open=consultation">Schedule a free consultation</ButtonLink>
        <ButtonLink href="/get-started?open=intake" variant="secondary">
          Get your child&apos;s assessment
        </ButtonLink>
      </PageHero>
      <GetStartedConsultationOnDemand source="get_started" />
      <AssessmentRequestOnDemand />
      <Section id="what-happens-next" tone="tint" title="What happens next">
        <StepList steps={steps} />
      </Section>
    </>
  );
}
