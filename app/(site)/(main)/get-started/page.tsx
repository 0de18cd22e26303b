import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Get Started",
  description: "Book a free consultation or request an assessment for your child.",
};

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Get Started</h1>
      <p className="mt-4 text-lg text-slate-700">Book a free consultation or request an assessment for your child.</p>
    </section>
  );
}
