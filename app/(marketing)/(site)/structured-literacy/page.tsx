import type { Metadata } from "next";
import Link from "next/link";
import { Badge, CtaBand, PageHero, Section } from "@/components/marketing/layout-blocks";
import { CardGrid, CheckList, FaqList, FeatureCard } from "@/components/marketing/cards";
import { ConversionLink } from "@/components/marketing/conversion-link";
import { JsonLd } from "@/components/marketing/json-ld";
import { StartCards } from "@/components/marketing/start-cards";
import { buttonClasses } from "@/components/ui/button";
import { consultationHref, intakeHref } from "@/lib/content/services";
import { faqPageJsonLd } from "@/lib/seo/json-ld";
import { getFaqs } from "@/lib/site-content/faqs";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Structured Literacy (Orton-Gillingham)",
    description:
      "Explicit, systematic, multisensory Orton-Gillingham reading instruction, one to one online. Most families see improvement in 4-6 weeks. Book a free call.",
    path: "/structured-literacy",
  });
}

const features = [
  {
    icon: "ear",
    title: "Phonological Awareness",
    text: "Hearing, blending and pulling apart the sounds in spoken words: the foundation every reader needs before letters make sense.",
  },
  {
    icon: "letters",
    title: "Phonics & Decoding",
    text: "Each letter-sound pattern and the six syllable types taught directly, in order, so your child can sound out unfamiliar words instead of guessing.",
  },
  {
    icon: "speed",
    title: "Fluency Development",
    text: "Repeated, guided reading of connected text until accurate reading becomes smooth, expressive and far less tiring.",
  },
  {
    icon: "book",
    title: "Vocabulary & Comprehension",
    text: "Word meanings, prefixes, suffixes and roots, and strategies for understanding and remembering what was read.",
  },
] as const;

const benefits = [
  "Explicit teaching: nothing is left for your child to guess or discover alone",
  "A systematic sequence, from simple sounds to complex words, with nothing skipped",
  "Multisensory lessons that link seeing, hearing, saying and writing",
  "Steady review, so new skills become automatic and stay learned",
  "Lessons paced to your child, adjusted every session to what they show us",
  "Confidence that grows with every word they can finally read on their own",
];

export default async function StructuredLiteracyPage() {
  const faqs = await getFaqs("structured-literacy");
  return (
    <>
      <JsonLd data={faqPageJsonLd(faqs)} />
      <PageHero
        badge={<Badge>Evidence-based Orton-Gillingham instruction</Badge>}
        title="Structured literacy: reading instruction that works for dyslexic minds"
        lead={
          <p>
            Structured literacy teaches the code of written English explicitly and systematically,
            one skill at a time, using every sense. It is the approach the International Dyslexia
            Association recommends for students with dyslexia, and it is how every one of our tutors
            teaches.
          </p>
        }
      />
      <div className="mx-auto max-w-6xl px-4 pb-4">
        <StartCards consultationHref={consultationHref} intakeHref={intakeHref} trackConsultation />
      </div>

      <Section
        id="what-we-teach"
        eyebrow="The building blocks"
        title="Four skills, taught in a deliberate order"
      >
        <CardGrid columns={4}>
          {features.map((feature) => (
            <li key={feature.title}>
              <FeatureCard icon={feature.icon} title={feature.title}>
                {feature.text}
              </FeatureCard>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="benefits"
        tone="tint"
        eyebrow="Why it works"
        title="The benefits of structured literacy"
      >
        <CheckList items={benefits} columns={2} />
      </Section>

      <Section id="faq" eyebrow="Questions parents ask" title="Structured literacy FAQ">
        <FaqList items={faqs} />
        <p className="mt-6 text-slate-700">
          Wondering whether your child has dyslexia? Read our{" "}
          <Link
            href="/dyslexia"
            className="text-brand-700 font-semibold underline underline-offset-4"
          >
            guide for parents of children with dyslexia
          </Link>
          .
        </p>
      </Section>

      <CtaBand
        title="See structured literacy in action"
        actions={
          <ConversionLink
            conversion="consultation"
            value={0}
            href={consultationHref}
            className={buttonClasses("sun")}
          >
            Book a free consultation
          </ConversionLink>
        }
      >
        <p>
          In a free 30-minute call we will explain how lessons would look for your child, and what
          progress to expect.
        </p>
      </CtaBand>
    </>
  );
}
