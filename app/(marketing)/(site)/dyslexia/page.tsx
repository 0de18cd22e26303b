import type { Metadata } from "next";
import { Illustration } from "@/components/ui/illustration";
import Link from "next/link";
import { Badge, CtaBand, PageHero, Section } from "@/components/marketing/layout-blocks";
import { CardGrid, CheckList, FeatureCard, TestimonialCard } from "@/components/marketing/cards";
import { LandingAnalytics } from "@/components/marketing/landing-analytics";
import { ButtonLink } from "@/components/ui/button";
import { dyslexiaOutcomes, dyslexiaReasons, dyslexiaTopics } from "@/lib/content/dyslexia";
import { consultationHref } from "@/lib/content/services";
import { getTestimonials } from "@/lib/site-content/testimonials";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Online Dyslexia Tutoring for Children",
    description:
      "Specialist Orton-Gillingham dyslexia tutoring, live online and one to one. 500+ families helped; 95% of students improve. Schedule a free consultation.",
    path: "/dyslexia",
  });
}

/** Every call to action on this page books a consultation and is reported as cta_click. */
function ConsultationCta({
  children,
  variant = "primary",
}: {
  children: string;
  variant?: "primary" | "sun" | "secondary";
}) {
  return (
    <ButtonLink href={consultationHref} variant={variant} data-lp-cta="consultation">
      {children}
    </ButtonLink>
  );
}

export default async function DyslexiaPage() {
  const testimonials = await getTestimonials("dyslexia");
  return (
    <>
      <LandingAnalytics lp="dyslexia" viewEvent="view_dyslexia_lp" ctaEvent="dyslexia_cta_click" />
      <PageHero
        badge={<Badge>Dyslexia specialists, 1:1 online</Badge>}
        title="Your child is bright. Reading should not feel this hard."
        lead={
          <p>
            Specialist one-to-one tutoring for children with dyslexia, using Orton-Gillingham
            structured literacy. Live online lessons that teach reading and spelling the way your
            child&apos;s brain learns, so progress finally comes.
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
        <ConsultationCta>Schedule a Free Consultation</ConsultationCta>
        {testimonials.length ? (
          <ButtonLink href="#testimonials" variant="secondary">
            See Success Stories
          </ButtonLink>
        ) : null}
      </PageHero>

      {/* Everything after the hero, ending with the floating "Book a Tutor" button's own row. The
          button is sticky, not fixed: it rides the bottom of the screen only while this part of the
          page is in view, so it never sits on the hero, and at the end it rests in the space kept
          for it instead of over the last lines. */}
      <div>
        <Section
          id="why-us"
          eyebrow="Why families choose us"
          title="Dyslexia tutoring that is built for your child"
        >
          <CardGrid columns={3}>
            {dyslexiaReasons.map((reason) => (
              <li key={reason.title}>
                <FeatureCard icon={reason.icon} title={reason.title}>
                  {reason.text}
                </FeatureCard>
              </li>
            ))}
          </CardGrid>
        </Section>

        <Section
          id="outcomes"
          tone="tint"
          eyebrow="What to expect"
          title="Real progress, on a realistic timeline"
        >
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {dyslexiaOutcomes.map((outcome) => (
              <li
                key={outcome.label}
                className="ring-brand-100 rounded-3xl bg-white p-6 text-center shadow-sm ring-1"
              >
                <p className="text-brand-700 text-3xl font-bold">{outcome.value}</p>
                <p className="mt-2 text-slate-700">{outcome.label}</p>
              </li>
            ))}
          </ul>
        </Section>

        {dyslexiaTopics.map((topic, index) => (
          <Section
            key={topic.id}
            id={topic.id}
            title={topic.title}
            tone={index % 2 === 1 ? "cream" : "white"}
          >
            <div className="max-w-3xl space-y-4 text-lg text-slate-700">
              {topic.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              {topic.points ? <CheckList items={topic.points} columns={2} /> : null}
              {topic.id === "what-helps" ? (
                <p>
                  <Link
                    href="/structured-literacy"
                    className="text-brand-700 font-semibold underline underline-offset-4"
                  >
                    Learn more about structured literacy
                  </Link>
                </p>
              ) : null}
            </div>
            <div className="mt-8">
              <ConsultationCta variant={index % 2 === 1 ? "primary" : "secondary"}>
                {topic.cta}
              </ConsultationCta>
            </div>
          </Section>
        ))}

        {testimonials.length ? (
          <Section
            id="testimonials"
            tone="tint"
            eyebrow="Success stories"
            title="Families who found their way"
          >
            <ul className="grid gap-6 md:grid-cols-2">
              {testimonials.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        <CtaBand
          title="The first step is a free conversation"
          actions={<ConsultationCta variant="sun">Schedule a Free Consultation</ConsultationCta>}
        >
          <p>
            In 30 minutes a dyslexia specialist will listen, answer your questions and suggest clear
            next steps, with no cost and no obligation.
          </p>
        </CtaBand>

        <div
          data-testid="floating-book-a-tutor"
          className="above-consent pointer-events-none sticky bottom-0 z-30 flex justify-end px-4 py-4 sm:p-6"
        >
          <ButtonLink
            href={consultationHref}
            variant="sun"
            data-lp-cta="consultation"
            className="pointer-events-auto shadow-lg ring-2 ring-white"
          >
            Book a Tutor
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
