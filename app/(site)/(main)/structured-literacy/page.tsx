import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Structured Literacy",
  description: "Explicit, systematic, multisensory reading instruction that works for children with dyslexia.",
};

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Structured Literacy</h1>
      <p className="mt-4 text-lg text-slate-700">Explicit, systematic, multisensory reading instruction that works for children with dyslexia.</p>
    </section>
  );
}
