import type { ReactNode } from "react";
import "../styles/marketing.css";

/**
 * The public site, for parents: the marketing sheet. The cookie question, analytics and the
 * per-navigation effects come with each frame inside it (ParentsSiteEffects), so that a page's
 * browser code is one chunk with its frame's. Only this audience is measured or asked about
 * cookies; staff and play pages are not.
 */
export default function MarketingLayout({ children }: { children: ReactNode }) {
  return children;
}
