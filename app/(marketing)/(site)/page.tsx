import type { Metadata } from "next";
import { Illustration } from "@/components/ui/illustration";
import Link from "next/link";
import { ButtonLink } from "@/components/ui/button";
import { Badge, CtaBand, PageHero, Section } from "@/components/marketing/layout-blocks";
import {
  CardGrid,
  CheckList,
  FeatureCard,
  StepList,
  TestimonialCard,
  TrustFigures,
} from "@/components/marketing/cards";
import { JsonLd } from "@/components/marketing/json-ld";
import { getTestimonials } from "@/lib/site-content/testimonials";
import { getHeroPhoto } from "@/lib/site-content/hero-photos";
import { HeroPhoto } from "@/components/marketing/hero-photo";
import { teachingPromises, trustFigures } from "@/lib/content/trust";
import { organizationJsonLd } from "@/lib/seo/json-ld";
import { getBusinessFacts } from "@/lib/site-content/business-facts";
import { pageMetadata } from "@/lib/seo/metadata";
import { consultationHref } from "@/lib/content/services";

export async function generateMetadata(): Promise<Metadata> {
  const { name } = await getBusinessFacts();
  return pageMetadata({
    title: `${name} | Online Dyslexia Tutoring, One to One`,
    absoluteTitle: true,
    description:
      "One-to-one online Orton-Gillingham tutoring for children with dyslexia: reading, spelling, writing, math and expression. Book a free 30-minute consultation.",
    path: "/",
  });
}

const subjects = [
  {
    icon: "book",
    title: "Reading",
    text: "Sounds, phonics, syllables and fluent, expressive reading, taught in a clear sequence.",
  },
  {
    icon: "letters",
    title: "Spelling",
    text: "The rules and patterns behind English spelling, so words stop feeling random.",
  },
  {
    icon: "pencil",
    title: "Writing",
    text: "Handwriting (printing, D'Nealian or cursive), sentences and organised paragraphs.",
  },
  {
    icon: "calculator",
    title: "Math",
    text: "Number sense, math facts and word problems, with concrete models before symbols.",
  },
  {
    icon: "sparkle",
    title: "Expression",
    text: "Vocabulary, oral language and the confidence to explain ideas out loud and on paper.",
  },
] as const;

const learners = [
  "Children with dyslexia, diagnosed or suspected",
  "Students with dysgraphia, ADHD or a language delay that affects reading",
  "Early readers who are not catching on and need help before they fall behind",
  "Older students and adults who still find reading or spelling hard",
];

const steps = [
  {
    title: "Free consultation",
    text: "A 30-minute video call to hear about your child and answer your questions.",
  },
  {
    title: "Assessment",
    text: "We pinpoint which reading, spelling and writing skills are secure and which are missing.",
  },
  {
    title: "A plan and a tutor",
    text: "We match your child with a tutor and build lessons that start exactly where they are.",
  },
  {
    title: "Live 1:1 sessions",
    text: "Private video lessons from home, with regular progress updates for you.",
  },
];

export default async function HomePage() {
  const testimonials = await getTestimonials("home");
  const hero = await getHeroPhoto("home");
  const facts = await getBusinessFacts();
  return (
    <>
      <JsonLd data={organizationJsonLd(facts)} />
      <PageHero
        badge={<Badge>Orton-Gillingham structured literacy, online and one to one</Badge>}
        title="Reading help that finally fits your child"
        lead={
          <p>
            We teach children with dyslexia and other learning differences to read, spell, write and
            express themselves with confidence. Every lesson is one to one, live online, and built
            on explicit, multisensory structured literacy.
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
        <ButtonLink href={consultationHref}>Book a free consultation</ButtonLink>
        <ButtonLink href="#how-it-works" variant="secondary">
          How online tutoring works
        </ButtonLink>
      </PageHero>

      <TrustFigures figures={trustFigures} />

      <Section
        id="mission"
        eyebrow="Our mission"
        title="Every child can learn to read when they are taught the way they learn"
      >
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-slate-700">
            <p>
              Too many bright children spend years being told to try harder, wait and see, or read
              more at home. Dyslexia is not a lack of effort or intelligence. It is a difference in
              how the brain connects sounds to letters, and it responds to the right teaching.
            </p>
            <p>
              For more than ten years we have taught that code directly: one sound, one pattern and
              one success at a time. Over 500 families have trusted us with their children, and 95%
              of our students show measurable improvement.
            </p>
          </div>
          <div className="bg-brand-50 rounded-3xl p-7">
            <h3 className="text-brand-950 text-xl font-semibold">What every family can count on</h3>
            <div className="mt-5">
              <CheckList items={teachingPromises} />
            </div>
          </div>
        </div>
      </Section>

      <Section
        id="who-we-teach"
        tone="tint"
        eyebrow="Who we teach"
        title="Students who learn differently, at any age"
      >
        <CheckList items={learners} columns={2} />
      </Section>

      <Section
        id="what-we-teach"
        eyebrow="What we teach"
        title="Reading, spelling, writing, math and expression"
      >
        <CardGrid columns={3}>
          {subjects.map((subject) => (
            <li key={subject.title}>
              <FeatureCard icon={subject.icon} title={subject.title}>
                {subject.text}
              </FeatureCard>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="how-it-works"
        tone="cream"
        eyebrow="How online sessions work"
        title="Private lessons, live, from your kitchen table"
        lead={
          <p>
            All you need is a laptop or tablet with a camera and an internet connection. Your child
            sees their tutor, and both work on the same interactive letter tiles, word lists and
            writing paper in real time.
          </p>
        }
      >
        <StepList steps={steps} />
      </Section>

      <Section id="families" eyebrow="From our families" title="What parents notice first">
        {/* Without any testimonial for this page the section keeps its link to the free games. */}
        {testimonials.length ? (
          <ul className="grid gap-6 md:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-8 text-slate-700">
          Curious what lessons feel like? Try the{" "}
          <Link
            href="/student-apps"
            className="text-brand-700 font-semibold underline underline-offset-4"
          >
            free learning games
          </Link>{" "}
          our tutors use, or read about{" "}
          <Link
            href="/structured-literacy"
            className="text-brand-700 font-semibold underline underline-offset-4"
          >
            structured literacy
          </Link>
          .
        </p>
      </Section>

      <CtaBand
        title="Let's talk about your child"
        actions={
          <>
            <ButtonLink href="/start-here" variant="sun">
              Start here
            </ButtonLink>
            <ButtonLink href="/meet-our-staff" variant="secondary">
              Meet our tutors
            </ButtonLink>
          </>
        }
      >
        <p>
          Book a free 30-minute consultation or fill in our intake form. Either way, a reading
          specialist will help you understand what is going on and what will help.
        </p>
      </CtaBand>
    </>
  );
}
