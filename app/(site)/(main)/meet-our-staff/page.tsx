import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Meet Our Staff",
  description: "Our tutors are trained in Orton-Gillingham structured literacy and work one to one with every student.",
};

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Meet Our Staff</h1>
      <p className="mt-4 text-lg text-slate-700">Our tutors are trained in Orton-Gillingham structured literacy and work one to one with every student.</p>
    </section>
  );
}
