import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Dyslexia Resources",
  description: "Websites, books, podcasts, videos, courses and parent resources we recommend.",
};

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Dyslexia Resources</h1>
      <p className="mt-4 text-lg text-slate-700">Websites, books, podcasts, videos, courses and parent resources we recommend.</p>
    </section>
  );
}
