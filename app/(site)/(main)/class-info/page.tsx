import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Class Info",
  description: "Class information and schedules.",
};

export default function ClassInfoPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Class Info</h1>
      <p className="mt-4 text-lg text-slate-700">Class information and schedules coming soon.</p>
    </section>
  );
}
