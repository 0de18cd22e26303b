import type { ReactNode } from "react";
import "../../styles/whole-app.css";

/** Student apps: child-directed, no footer, no analytics or advertising tags. */
export default function StudentAppsLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="flex-1">
      {children}
    </main>
  );
}
