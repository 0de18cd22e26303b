import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "How we collect, use and protect your family's information.",
};

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Privacy Policy</h1>
      <p className="mt-4 text-lg text-slate-700">How we collect, use and protect your family&apos;s information.</p>
    </section>
  );
}
