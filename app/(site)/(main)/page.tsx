import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = {
  title: { absolute: "Bright Path Reading | Online Dyslexia Tutoring" },
  description:
    "One-to-one online structured literacy tutoring for children with dyslexia: reading, spelling, writing, math and expression. Book a free 30-minute consultation.",
};

export default function HomePage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold text-brand-900 sm:text-5xl">Reading help that finally fits your child</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        We teach children with dyslexia and other learning differences to read, spell, write and
        express themselves with confidence, one to one and online, using Orton-Gillingham
        structured literacy.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href="/start-here">Book a free consultation</ButtonLink>
        <ButtonLink href="/student-apps" variant="secondary">
          Try our free learning games
        </ButtonLink>
      </div>
    </section>
  );
}
