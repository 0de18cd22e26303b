import type { ReactNode } from "react";
import "../../../styles/whole-app.css";

/** The teacher portal edits and previews games, so it takes the whole-app sheet (app/styles). */
export default function TeacherPortalLayout({ children }: { children: ReactNode }) {
  return children;
}
