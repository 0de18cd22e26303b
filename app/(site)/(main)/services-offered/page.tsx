import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Services Offered",
  description: "Tutoring, assessments and programs, all one to one and online.",
};

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Services Offered</h1>
      <p className="mt-4 text-lg text-slate-700">Tutoring, assessments and programs, all one to one and online.</p>
    </section>
  );
}
