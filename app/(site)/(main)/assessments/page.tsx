import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Student Assessments",
  description: "See where your child is today and how they grow with each session.",
};

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Student Assessments</h1>
      <p className="mt-4 text-lg text-slate-700">See where your child is today and how they grow with each session.</p>
    </section>
  );
}
