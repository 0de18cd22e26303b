import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Contact Us",
  description: "Send us a message and we will get back to you within one business day.",
};

export default function Page() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Contact Us</h1>
      <p className="mt-4 text-lg text-slate-700">Send us a message and we will get back to you within one business day.</p>
    </section>
  );
}
