import type { ReactNode } from "react";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { PreviewBar } from "@/components/site-content/preview-bar";
import { ParentsSiteEffects } from "@/components/layout/parents-site-effects";

/** Marketing, booking and sign-in pages: the site header and footer around them. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PreviewBar />
      <SiteHeader />
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <ParentsSiteEffects />
    </>
  );
}
