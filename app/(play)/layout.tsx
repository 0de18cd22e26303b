import type { ReactNode } from "react";
import "../styles/whole-app.css";

/**
 * Pages children play on: the student apps and teachers' play links. Child-directed: no footer,
 * no cookie question, no analytics or advertising tags (lib/consent/consent.ts keeps advertising
 * signals off here even after a parent accepted them elsewhere on the site).
 */
export default function PlayLayout({ children }: { children: ReactNode }) {
  // RouteEffects comes with each frame inside (student apps, play links, personal pages), next to
  // that frame's own browser parts, so they ship as one chunk (see (marketing)/layout.tsx).
  return children;
}
