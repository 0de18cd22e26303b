// The frame every game page shares: one bar with a back link to the overview, the title as the
// page heading, the instructions folded to a line ("How to play" opens them), and the game's
// toolbar; the game below it. Folding keeps the bar one line high, so from the first frame the
// board fits a laptop or tablet screen under the site header (GAMES.md, "One screen").
import Link from "next/link";
import { PREFETCH_ON_INTENT } from "@/lib/prefetch-on-intent";
import type { ReactNode } from "react";
import { ReadingPreferencesButton } from "@/components/reading-preferences/reading-preferences-button";
import { FoldedInstructions } from "./folded-instructions";
import { PresentButton } from "./present-button";

type GameShellProps = {
  title: string;
  /** One sentence telling the child or teacher what to do. */
  instructions?: string;
  toolbar?: ReactNode;
  /** Where the back link goes: the games overview, or a child's own list for an assigned game. */
  back?: { href: string; label: string };
  children: ReactNode;
};

const overview = { href: "/student-apps", label: "All apps" };

export function GameShell({
  title,
  instructions,
  toolbar,
  back = overview,
  children,
}: GameShellProps) {
  return (
    // --play-top: where the play area starts with the default reading text, under the site header
    // (one row below 1024 px, two from there) and this bar (two rows on a phone: the title, then
    // the buttons); PlayArea measures it in the browser and sets it only where it differs.
    <div className="mx-auto w-full max-w-6xl px-3 py-1 [--play-top:161px] sm:px-6 sm:[--play-top:117px] lg:[--play-top:162px]">
      <div className="mb-2 flex flex-wrap items-center gap-x-2" data-game-bar="">
        <Link
          href={back.href}
          prefetch={false}
          {...PREFETCH_ON_INTENT}
          className="text-brand-700 hover:bg-brand-50 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full text-sm font-medium underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←</span>
          {/* The name is the words themselves (shown from xl), so what is seen is what is heard. */}
          <span className="sr-only xl:not-sr-only xl:ml-1">{back.label}</span>
        </Link>
        <h1 className="text-brand-900 shrink-0 text-xl font-bold sm:text-2xl">{title}</h1>
        {instructions ? <FoldedInstructions text={instructions} /> : <span className="flex-1" />}
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {toolbar}
          <PresentButton />
          <ReadingPreferencesButton variant="icon" />
        </div>
      </div>
      {children}
    </div>
  );
}
