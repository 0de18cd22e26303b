import type { ReactNode } from "react";
import { RouteEffects } from "@/components/analytics/route-effects";
import "../styles/whole-app.css";

/**
 * Pages children play on: the student apps and teachers' play links. Child-directed: no footer,
 * no cookie question, no analytics or advertising tags (lib/consent/consent.ts keeps advertising
 * signals off here even after a parent accepted them elsewhere on the site).
 */
export default function PlayLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <RouteEffects />
    </>
  );
}
