import Link from "next/link";
import { legalNav } from "@/lib/navigation";
import { siteConfig } from "@/lib/site-config";
import { getBusinessFacts } from "@/lib/site-content/business-facts";
import { CookieSettingsButton } from "@/components/consent/cookie-settings-button";

export async function SiteFooter() {
  const facts = await getBusinessFacts();
  return (
    <footer className="border-brand-100 bg-brand-50 mt-auto border-t">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-700 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="text-brand-900 font-semibold">{facts.name}</p>
          <p>
            Questions?{" "}
            <a href={`mailto:${facts.email}`} className="text-brand-700 font-medium underline">
              {facts.email}
            </a>
          </p>
        </div>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {legalNav.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton />
            </li>
          </ul>
        </nav>
        <p>
          © {siteConfig.copyrightYear} {facts.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
