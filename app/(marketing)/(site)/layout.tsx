import type { ReactNode } from "react";
import { SiteHeader } from "@/components/layout/site-header";

/** Everything under the shared header. The footer comes from (main); student apps have none. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      {children}
    </>
  );
}
