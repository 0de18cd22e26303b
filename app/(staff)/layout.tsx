import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { AnalyticsOff } from "@/components/analytics/analytics-off";
import { RouteEffects } from "@/components/analytics/route-effects";
import { StaffNav } from "@/components/staff/staff-nav";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { buttonClasses } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/auth/guards";
import { getDb } from "@/db/client";
import { isSiteEditor } from "@/lib/site-content/editors";
import { getBusinessFacts } from "@/lib/site-content/business-facts";
import "../styles/whole-app.css";

// Each page checks the role itself (lib/auth/guards.ts, lib/crm/access.ts); this layout only
// frames them. No marketing header, footer, cookie question or analytics: staff pages show
// parents' details, and none of it is for measuring.
export const metadata: Metadata = {
  title: { default: "Staff area", template: "%s · Staff area" },
  robots: { index: false, follow: false },
};

export default async function StaffLayout({ children }: { children: ReactNode }) {
  const me = await getCurrentUser();
  const siteEditor = me ? await isSiteEditor(await getDb(), me) : false;
  return (
    <>
      <AnalyticsOff />
      <header className="border-brand-100 border-b bg-white print:hidden">
        <div className="mx-auto flex max-w-[1400px] flex-wrap items-center justify-between gap-3 px-4 py-2">
          <p className="text-brand-900 font-bold">{(await getBusinessFacts()).name} staff area</p>
          <div className="flex flex-wrap items-center gap-2">
            <Link href="/" className={buttonClasses("ghost", "", "compact")}>
              Back to the public site
            </Link>
            {me ? (
              <>
                <span className="max-w-[14rem] truncate text-sm text-slate-700">{me.name}</span>
                <SignOutButton className={buttonClasses("secondary", "", "compact")}>
                  Sign out
                </SignOutButton>
              </>
            ) : null}
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-[1400px] flex-1 flex-col lg:flex-row">
        {me ? (
          <div className="lg:w-56 lg:shrink-0 print:hidden">
            <StaffNav role={me.role} siteEditor={siteEditor} />
          </div>
        ) : null}
        <main id="main-content" className="min-w-0 flex-1 px-4 py-8 sm:px-6 print:p-0">
          {children}
        </main>
      </div>
      <RouteEffects />
    </>
  );
}
