import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { siteConfig } from "@/lib/site-config";

export const metadata: Metadata = { title: "Thank you", robots: { index: false, follow: false } };

export default function ThankYouPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Thanks! We received your intake form.</h1>
      <p className="mt-4 text-lg text-slate-700">
        Questions in the meantime? Email us at{" "}
        <a href={`mailto:${siteConfig.supportEmail}`} className="font-medium text-brand-700 underline">
          {siteConfig.supportEmail}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/start-here?open=consultation" className={buttonClasses("primary")}>
          Schedule a Consultation
        </Link>
        <Link href="/" className={buttonClasses("secondary")}>
          Home
        </Link>
      </div>
    </section>
  );
}
