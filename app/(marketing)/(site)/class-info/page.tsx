import type { Metadata } from "next";
import Link from "next/link";
import { pageMetadata } from "@/lib/seo/metadata";

// A placeholder until schedules are published, so it stays out of search results and the sitemap.
export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Class Info",
    description: "Class information and schedules will be published here.",
    path: "/class-info",
    noindex: true,
  });
}

export default function ClassInfoPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-brand-950 text-4xl font-bold">Class Info</h1>
      <p className="mt-4 text-lg text-slate-700">Class information and schedules coming soon.</p>
      <p className="mt-6 text-slate-700">
        Looking for help now? Our{" "}
        <Link
          href="/services-offered"
          className="text-brand-700 font-semibold underline underline-offset-4"
        >
          one-to-one online services
        </Link>{" "}
        are available today.
      </p>
    </section>
  );
}
