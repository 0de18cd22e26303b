import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: "The terms that apply when you use our website and services.",
};

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Terms of Service</h1>
      <p className="mt-4 text-lg text-slate-700">The terms that apply when you use our website and services.</p>
    </section>
  );
}
