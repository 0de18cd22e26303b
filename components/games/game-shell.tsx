// The frame every game page shares: a back link to the overview, the title as the page heading,
// and room for the game's own toolbar. The game itself is a client component passed as children.
import Link from "next/link";
import type { ReactNode } from "react";
import { ReadingPreferencesButton } from "@/components/reading-preferences/reading-preferences-button";
import { PresentButton } from "./present-button";

type GameShellProps = {
  title: string;
  /** One sentence telling the child or teacher what to do. */
  instructions?: string;
  toolbar?: ReactNode;
  children: ReactNode;
};

export function GameShell({ title, instructions, toolbar, children }: GameShellProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-2 sm:px-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link
            href="/student-apps"
            className="text-brand-700 inline-flex min-h-11 items-center text-sm font-medium underline-offset-4 hover:underline"
          >
            <span aria-hidden="true">←&nbsp;</span>All student apps
          </Link>
          <h1 className="text-brand-900 text-2xl font-bold sm:text-3xl">{title}</h1>
          {instructions ? (
            <p className="mt-1 max-w-2xl text-slate-700" data-testid="game-instructions">
              {instructions}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {toolbar}
          <PresentButton />
          <ReadingPreferencesButton />
        </div>
      </div>
      {children}
    </div>
  );
}
