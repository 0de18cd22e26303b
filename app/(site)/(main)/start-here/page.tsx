import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Welcome",
  description: "Start with a free 30-minute consultation call or tell us about your child with our intake form.",
};

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Welcome</h1>
      <p className="mt-4 text-lg text-slate-700">Start with a free 30-minute consultation call or tell us about your child with our intake form.</p>
    </section>
  );
}
