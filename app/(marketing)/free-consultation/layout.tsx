import Link from "next/link";
import type { ReactNode } from "react";
import { legalNav } from "@/lib/navigation";
import { siteConfig } from "@/lib/site-config";
import { getBusinessFacts } from "@/lib/site-content/business-facts";
import { buttonClasses } from "@/components/ui/button";
import { ParentsSiteEffects } from "@/components/layout/parents-site-effects";

/**
 * The ad landing page's own frame: a slim brand bar instead of the site header and footer, so a
 * parent arriving from an ad sees one message and two buttons. The legal links stay, because
 * the page collects contact details. The (marketing) layout adds the sheet; ParentsSiteEffects the
 * cookie question and analytics.
 */
export default async function LeadLandingLayout({ children }: { children: ReactNode }) {
  const facts = await getBusinessFacts();
  return (
    <>
      <header className="border-brand-100 border-b bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <p className="text-brand-900 flex items-center gap-2 font-bold">
            <svg aria-hidden="true" viewBox="0 0 40 40" className="h-8 w-8 shrink-0">
              <circle cx="20" cy="20" r="19" fill="#dff0fd" />
              <path
                d="M8 28c6-2 9-8 12-14 3 6 6 12 12 14"
                fill="none"
                stroke="#0271b8"
                strokeWidth="3"
                strokeLinecap="round"
              />
              <circle cx="20" cy="11" r="4" fill="#fbc531" />
            </svg>
            {facts.name}
          </p>
          <a href={facts.phoneHref} className={buttonClasses("ghost", "", "compact")}>
            <span className="sr-only">Call us: </span>
            {facts.phone}
          </a>
        </div>
      </header>
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <footer className="border-brand-100 bg-brand-50 border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {siteConfig.copyrightYear} {facts.name}
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-4">
              {legalNav.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
      <ParentsSiteEffects />
    </>
  );
}
