// The Start Here page's content, shared by /start-here and /start-here/intake (the same page with
// the intake modal open in its prerendered HTML, served for a page load of /start-here?open=intake).
import Link from "next/link";
import type { ReactNode } from "react";
import { Badge, PageHero, Section } from "@/components/marketing/layout-blocks";
import { CheckList } from "@/components/marketing/cards";
import { StartCards } from "@/components/marketing/start-cards";
import { StartHereConsultationOnDemand } from "@/components/booking/consultation-modals-on-demand";
import { getBusinessFacts } from "@/lib/site-content/business-facts";
import { consultationHref } from "@/lib/content/services";
import type { PageSeo } from "@/lib/seo/metadata";

export const startHereSeo: PageSeo = {
  title: "Welcome: Start Here",
  description:
    "Start with a free 30-minute consultation call or tell us about your child with our intake form. Two easy ways to begin one-to-one online dyslexia tutoring.",
  path: "/start-here",
};

const expectations = [
  "A friendly conversation about your child's strengths, struggles and goals",
  "Honest answers about whether structured literacy tutoring will help",
  "An explanation of assessments, scheduling and pricing",
  "Clear next steps, with no pressure and no obligation",
];

export async function StartHereContent({ intake }: { intake: ReactNode }) {
  const facts = await getBusinessFacts();
  return (
    <>
      <PageHero
        badge={<Badge>Free 30-minute consultation</Badge>}
        title="Welcome! Let's find the right help for your child"
        lead={
          <p>
            Whether your child has a dyslexia diagnosis or you simply sense that reading should be
            easier, you are in the right place. Choose whichever way of starting feels best. Both
            are free.
          </p>
        }
      />
      <div className="mx-auto max-w-6xl px-4 pb-6">
        <StartCards consultationHref={consultationHref} intakeHref="/start-here?open=intake" />
        {/* Mount point: the consultation booking and intake modals (owned by the booking and forms
            work) open here from ?open=consultation and ?open=intake. */}
        <StartHereConsultationOnDemand />
        {intake}
      </div>
      <Section
        id="what-to-expect"
        tone="tint"
        eyebrow="On the call"
        title="What to expect from your consultation"
      >
        <div className="grid gap-8 lg:grid-cols-[1.2fr_0.8fr]">
          <CheckList items={expectations} />
          <div className="ring-brand-100 rounded-3xl bg-white p-6 shadow-sm ring-1">
            <h3 className="text-brand-950 text-lg font-semibold">Rather talk first?</h3>
            <p className="mt-2 text-slate-700">
              Call us at{" "}
              <a
                href={facts.phoneHref}
                className="text-brand-700 font-semibold underline underline-offset-4"
              >
                {facts.phone}
              </a>{" "}
              ({facts.hoursShown}) or{" "}
              <Link
                href="/contact"
                className="text-brand-700 font-semibold underline underline-offset-4"
              >
                send us a message
              </Link>
              .
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}
