import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/** A lead, profile, student or list that does not exist (or no longer does), inside the staff frame. */
export default function StaffNotFound() {
  return (
    <section className="max-w-2xl">
      <h1 className="text-brand-900 text-2xl font-bold">We can&apos;t find that</h1>
      <p className="mt-3 text-slate-700">
        It may have just been deleted, or the link may be old or mistyped.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href="/admin" className={buttonClasses("secondary", "", "compact")}>
          Admin area
        </Link>
        <Link href="/teacher-portal" className={buttonClasses("secondary", "", "compact")}>
          Teacher portal
        </Link>
      </div>
    </section>
  );
}
