import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { activityMessages } from "@/activities/library/store";

/**
 * A play link that doesn't exist, or no longer does (deleted or withdrawn), answered with a 404.
 * Words for a child, on the child pages' plain layout: no site header, menus or cookie question.
 */
export default function PlayNotFound() {
  return (
    <main id="main-content" className="flex-1">
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <p aria-hidden="true" className="text-5xl">
          🔍
        </p>
        <h1 className="text-brand-900 mt-4 text-2xl font-bold sm:text-3xl">
          We can&apos;t find this activity
        </h1>
        <p className="mt-3 text-lg text-slate-700">{activityMessages.playGone}</p>
        <p className="mt-2 text-slate-700">While you wait, you can play one of our free games.</p>
        <div className="mt-8 flex justify-center">
          <Link href="/student-apps" className={buttonClasses("primary")}>
            Play a free game
          </Link>
        </div>
      </section>
    </main>
  );
}
