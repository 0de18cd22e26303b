import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Data Deletion Policy",
  description: "How to ask us to delete your family's information.",
};

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Data Deletion Policy</h1>
      <p className="mt-4 text-lg text-slate-700">How to ask us to delete your family&apos;s information.</p>
    </section>
  );
}
