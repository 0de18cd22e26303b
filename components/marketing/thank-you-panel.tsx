// The confirmation pages' shared layout: a calm check mark, the spec's heading, what happens next,
// the two links and the support email.
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

type ThankYouLink = { label: string; href: string };

export function ThankYouPanel({
  title,
  children,
  primary,
  secondary,
  email,
}: {
  title: string;
  /** The practice's email address (lib/site-content/business-facts.ts). */
  email: string;
  children: ReactNode;
  primary: ThankYouLink;
  secondary: ThankYouLink;
}) {
  return (
    <section className="from-brand-50 bg-gradient-to-b to-white px-4 py-16 sm:py-24">
      <div className="ring-brand-100 mx-auto max-w-2xl rounded-[2rem] bg-white p-8 text-center shadow-lg ring-1 sm:p-12">
        <svg aria-hidden="true" viewBox="0 0 64 64" className="mx-auto h-16 w-16">
          <circle cx="32" cy="32" r="30" fill="#dff0fd" />
          <circle cx="32" cy="32" r="22" fill="#0271b8" />
          <path
            d="M22 33l7 7 14-15"
            fill="none"
            stroke="#fff"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1 className="text-brand-950 mt-6 text-3xl font-bold sm:text-4xl">{title}</h1>
        <div className="mt-4 space-y-3 text-lg text-slate-700">{children}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href={primary.href} className={buttonClasses("primary")}>
            {primary.label}
          </Link>
          <Link href={secondary.href} className={buttonClasses("secondary")}>
            {secondary.label}
          </Link>
        </div>
        <p className="mt-8 text-slate-700">
          Questions in the meantime? Email us at{" "}
          <a
            href={`mailto:${email}`}
            className="text-brand-700 font-semibold underline underline-offset-4"
          >
            {email}
          </a>
          .
        </p>
      </div>
    </section>
  );
}
