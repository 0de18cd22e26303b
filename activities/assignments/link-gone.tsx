import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { assignmentMessages } from "./schemas";

/** A personal link that doesn't exist or was replaced (a 404): words for a child. */
export function PersonalLinkGone() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p aria-hidden="true" className="text-5xl">
        🔍
      </p>
      <h1 className="text-brand-900 mt-4 text-2xl font-bold sm:text-3xl">
        We can&apos;t find this page
      </h1>
      <p className="mt-3 text-lg text-slate-700">{assignmentMessages.linkGone}</p>
      <p className="mt-2 text-slate-700">While you wait, you can play one of our free games.</p>
      <div className="mt-8 flex justify-center">
        <Link href="/student-apps" className={buttonClasses("primary")}>
          Play a free game
        </Link>
      </div>
    </section>
  );
}
