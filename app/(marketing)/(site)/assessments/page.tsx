import type { Metadata } from "next";
import { Illustration } from "@/components/ui/illustration";
import { ButtonLink } from "@/components/ui/button";
import { Badge, CtaBand, PageHero, Section } from "@/components/marketing/layout-blocks";
import { CardGrid, FeatureCard, StepList } from "@/components/marketing/cards";
import { intakeHref } from "@/lib/content/services";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Student Assessments",
    description:
      "A one-to-one online reading and spelling assessment ($100, free after 8 sessions) that shows exactly where your child is and tracks progress with clear charts.",
    path: "/assessments",
  });
}

const areas = [
  {
    icon: "ear",
    title: "Phonological awareness",
    text: "Hearing, blending and separating the sounds in words.",
  },
  {
    icon: "letters",
    title: "Decoding and word reading",
    text: "Letter-sound knowledge, syllable types and nonsense words.",
  },
  {
    icon: "speed",
    title: "Fluency",
    text: "Accuracy and rate on grade-level passages, timed gently.",
  },
  {
    icon: "pencil",
    title: "Spelling and writing",
    text: "Spelling patterns, letter formation and a short writing sample.",
  },
  {
    icon: "book",
    title: "Comprehension",
    text: "Understanding and retelling what was read and heard.",
  },
  {
    icon: "sparkle",
    title: "Strengths",
    text: "What already works well, so lessons can build on it.",
  },
] as const;

const steps = [
  {
    title: "Request",
    text: "Send the intake form so we know your child's age, history and your concerns.",
  },
  {
    title: "Assess",
    text: "A relaxed one-to-one online session, usually about an hour, with breaks as needed.",
  },
  { title: "Review", text: "We score the results and write a plain-language summary." },
  { title: "Plan", text: "We walk you through the results and recommend a clear starting point." },
];

const charts = [
  {
    src: "/images/assessments/reading-fluency-progress.svg",
    alt: "Line chart of a sample student's oral reading fluency: 38 words correct per minute at the start, rising steadily to 79 after 12 weeks, approaching a grade-level goal of 90.",
    caption: "Reading fluency, measured every two weeks",
  },
  {
    src: "/images/assessments/skills-before-after.svg",
    alt: "Bar chart of a sample student's skills mastered at the first assessment and after 20 sessions: phonemic awareness 45% to 88%, decoding 30% to 80%, spelling 25% to 71%, fluency 35% to 74%, comprehension 55% to 82%.",
    caption: "Skills mastered, first assessment compared with after 20 sessions",
  },
];

export default function AssessmentsPage() {
  return (
    <>
      <PageHero
        badge={<Badge>$100, free after completing 8 sessions</Badge>}
        title="Student assessments: see exactly where your child is"
        lead={
          <p>
            A good plan starts with good information. Our one-to-one online assessment shows which
            reading, spelling and writing skills are secure and which are missing, so tutoring
            starts in exactly the right place. We then reassess regularly, so you can watch progress
            happen.
          </p>
        }
      >
        <ButtonLink href={intakeHref}>Request an assessment</ButtonLink>
      </PageHero>

      <Section
        id="what-we-assess"
        eyebrow="What we look at"
        title="A full picture of your child as a reader"
      >
        <CardGrid columns={3}>
          {areas.map((area) => (
            <li key={area.title}>
              <FeatureCard icon={area.icon} title={area.title}>
                {area.text}
              </FeatureCard>
            </li>
          ))}
        </CardGrid>
        <p className="mt-6 max-w-3xl text-slate-700">
          Our assessments are educational, not a medical or psychological diagnosis. If a formal
          dyslexia evaluation would help, for example for school accommodations, we will tell you
          and explain how to request one.
        </p>
      </Section>

      <Section id="how-it-works" tone="tint" title="How the assessment works">
        <StepList steps={steps} />
      </Section>

      <Section
        id="progress"
        eyebrow="Progress you can see"
        title="What our progress reports look like"
        lead={
          <p>
            Families receive charts like these, from an example report, showing growth over time.
          </p>
        }
      >
        <div className="grid gap-6 lg:grid-cols-2">
          {charts.map((chart) => (
            <figure key={chart.src} className="bg-brand-50 ring-brand-100 rounded-3xl p-4 ring-1">
              <Illustration
                src={chart.src}
                alt={chart.alt}
                width={640}
                height={400}
                className="h-auto w-full rounded-2xl"
              />
              <figcaption className="mt-3 px-2 text-sm text-slate-700">{chart.caption}</figcaption>
            </figure>
          ))}
        </div>
      </Section>

      <CtaBand
        title="Find out what your child needs next"
        actions={
          <ButtonLink href={intakeHref} variant="sun">
            Request an assessment
          </ButtonLink>
        }
      >
        <p>The assessment fee is waived once your child completes eight tutoring sessions.</p>
      </CtaBand>
    </>
  );
}
