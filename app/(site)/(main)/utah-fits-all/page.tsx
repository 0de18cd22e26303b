import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Utah Fits All Scholarship",
  description: "We are a Utah Fits All scholarship provider.",
};

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Utah Fits All Scholarship</h1>
      <p className="mt-4 text-lg text-slate-700">We are a Utah Fits All scholarship provider.</p>
    </section>
  );
}
