import type { Metadata } from "next";
import { Illustration } from "@/components/ui/illustration";
import { Badge, PageHero, Section } from "@/components/marketing/layout-blocks";
import {
  CardGrid,
  CheckList,
  FeatureCard,
  TestimonialCard,
  TrustFigures,
} from "@/components/marketing/cards";
import { ButtonLink } from "@/components/ui/button";
import { AssessmentRequestOnDemand } from "@/components/leads/assessment-request-on-demand";
import { GetStartedConsultationOnDemand } from "@/components/booking/consultation-modals-on-demand";
import { getTestimonials } from "@/lib/site-content/testimonials";
import { getHeroPhoto } from "@/lib/site-content/hero-photos";
import { HeroPhoto } from "@/components/marketing/hero-photo";
import { trustFigures } from "@/lib/content/trust";
import { pageMetadata } from "@/lib/seo/metadata";

// An ad landing page: it repeats /get-started without site navigation, so it is kept out of
// search results (ad crawlers still read it; robots.txt does not block it).
export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Free Dyslexia Consultation for Your Child",
    description:
      "Book a free 30-minute consultation with a dyslexia reading specialist or request an assessment. One-to-one online tutoring trusted by 500+ families.",
    path: "/free-consultation",
    noindex: true,
  });
}

const consultationHref = "/free-consultation?open=consultation";
const assessmentHref = "/free-consultation?open=intake";

const benefits = [
  {
    icon: "award",
    title: "Dyslexia specialists",
    text: "Orton-Gillingham trained tutors who teach reading the way dyslexic brains learn.",
  },
  {
    icon: "person",
    title: "One to one",
    text: "Your child's tutor works only with your child, at exactly the right pace.",
  },
  {
    icon: "video",
    title: "Online from home",
    text: "Live video lessons that fit around school, with no driving.",
  },
  {
    icon: "chart",
    title: "Results you can see",
    text: "95% of our students show measurable improvement, with progress reports to prove it.",
  },
] as const;

const childGets = [
  "A tutor matched to their needs and personality",
  "Lessons that start exactly where they are, not where the class is",
  "Explicit, multisensory teaching of sounds, phonics and spelling",
  "Fluency and comprehension practice with real books",
  "Regular progress checks, shared with you",
  "Encouragement that rebuilds their confidence as a reader",
];

function Actions() {
  return (
    <>
      <ButtonLink href={consultationHref}>Book Free Consultation</ButtonLink>
      <ButtonLink href={assessmentHref} variant="secondary">
        Get Assessment
      </ButtonLink>
    </>
  );
}

export default async function FreeConsultationPage() {
  const testimonials = await getTestimonials("free-consultation");
  const hero = await getHeroPhoto("free-consultation");
  return (
    <>
      <PageHero
        badge={<Badge>Trusted by 500+ Families</Badge>}
        title="Help your child become a confident reader"
        lead={
          <p>
            One-to-one online tutoring for children with dyslexia and reading struggles, from
            Orton-Gillingham trained specialists. Start with a free 30-minute consultation: no cost,
            no obligation, just clear answers.
          </p>
        }
        aside={
          hero ? (
            <HeroPhoto picture={hero} />
          ) : (
            <Illustration
              src="/images/illustrations/online-session.svg"
              alt="A tutor on a laptop screen helping a child build the word ship from letter tiles"
              width={560}
              height={440}
              hero
              className="h-auto w-full"
            />
          )
        }
      >
        <Actions />
      </PageHero>
      {/* Mount point for the consultation and assessment modals (?open=consultation / ?open=intake). */}
      <GetStartedConsultationOnDemand source="landing_page" />
      <AssessmentRequestOnDemand />
      <TrustFigures figures={trustFigures} />

      <Section id="benefits" title="Why parents choose us">
        <CardGrid columns={4}>
          {benefits.map((benefit) => (
            <li key={benefit.title}>
              <FeatureCard icon={benefit.icon} title={benefit.title}>
                {benefit.text}
              </FeatureCard>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section id="what-your-child-gets" tone="tint" title="What your child gets">
        <CheckList items={childGets} columns={2} />
        <div className="mt-10 flex flex-wrap gap-3">
          <Actions />
        </div>
      </Section>

      {testimonials.length ? (
        <Section id="parents" title="What parents say">
          <ul className="grid gap-6 md:grid-cols-2">
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
