import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/**
 * What a child meets at a link that doesn't exist or no longer does (a 404): a plain "we can't
 * find it", the reason in a child's words, and a way on to the free games.
 */
export function GoneForChild({ title, reason }: { title: string; reason: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p aria-hidden="true" className="text-5xl">
        🔍
      </p>
      <h1 className="text-brand-900 mt-4 text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{reason}</p>
      <p className="mt-2 text-slate-700">While you wait, you can play one of our free games.</p>
      <div className="mt-8 flex justify-center">
        <Link href="/student-apps" className={buttonClasses("primary")}>
          Play a free game
        </Link>
      </div>
    </section>
  );
}
