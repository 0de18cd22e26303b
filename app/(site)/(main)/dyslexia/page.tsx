import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Dyslexia Tutoring",
  description: "One-to-one online tutoring that helps children with dyslexia read, spell and write with confidence.",
};

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Dyslexia Tutoring</h1>
      <p className="mt-4 text-lg text-slate-700">One-to-one online tutoring that helps children with dyslexia read, spell and write with confidence.</p>
    </section>
  );
}
