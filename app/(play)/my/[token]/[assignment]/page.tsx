import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { GameShell } from "@/components/games/game-shell";
import { PresentButton } from "@/components/games/present-button";
import { findGame } from "@/games/registry";
import { ActivityPlayer } from "@/activities/playing/activity-player";
import { playInstructions } from "@/activities/playing/instructions";
import { openPersonalPage } from "@/activities/assignments/page-access";
import { StudentReadingPreferences } from "@/activities/assignments/personal-page";
import { SlowDown } from "@/activities/assignments/slow-down";
import {
  AssignedLetterTiles,
  AssignedReadingRoller,
  AssignedWhackAMole,
} from "@/activities/assignments/assigned-game";
import { assignedGameInstructions, gameKeepsAnswers } from "@/activities/assignments/free-games";
import { assignedPart } from "@/activities/assignments/store";

export const metadata: Metadata = { title: "Play", robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ token: string; assignment: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function AssignedActivityPage({ params, searchParams }: Props) {
  const { token, assignment } = await params;
  const query = await searchParams;
  const { db, allowed } = await openPersonalPage();
  if (!allowed) return <SlowDown />;
  const part = await assignedPart(db, token, assignment);
  const seedParam = Number.parseInt(typeof query.seed === "string" ? query.seed : "", 10);
  const seed = Number.isFinite(seedParam)
    ? seedParam
    : crypto.getRandomValues(new Uint32Array(1))[0]!;
  // A free game whose rounds feed the student's record plays here, under the link that saves
  // them; the other free games open from the list itself (it notes them as opened first).
  if (part?.game && gameKeepsAnswers(part.game, part.gameSettings)) {
    const game = findGame(part.game)!;
    const link = { token, assignment };
    return (
      <>
        <StudentReadingPreferences preferences={part.readingPreferences} />
        <GameShell
          title={game.title}
          instructions={assignedGameInstructions[part.game] ?? game.instructions}
          back={{ href: `/my/${token}`, label: "Back to my list" }}
        >
          {part.game === "whack-a-mole" ? (
            <AssignedWhackAMole {...link} settings={part.gameSettings} seed={seed} />
          ) : part.game === "reading-roller" ? (
            <AssignedReadingRoller {...link} settings={part.gameSettings} />
          ) : (
            <AssignedLetterTiles {...link} />
          )}
        </GameShell>
      </>
    );
  }
  if (!part?.activity) return notFound();
  const { activity } = part;
  return (
    <div className="mx-auto w-full max-w-4xl px-3 py-4 sm:px-6">
      <StudentReadingPreferences preferences={part.readingPreferences} />
      <Link href={`/my/${token}`} className="text-brand-700 underline">
        Back to my list
      </Link>
      <div className="mt-3 mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-brand-900 text-2xl font-bold sm:text-3xl">{activity.title}</h1>
          <p className="mt-1 text-slate-700">{playInstructions[activity.draft.template]}</p>
        </div>
        <PresentButton />
      </div>
      <ActivityPlayer
        code={activity.shareCode}
        draft={activity.draft}
        resultsEnabled={false}
        preview={false}
        seed={seed}
        assigned={{ token, assignment }}
      />
    </div>
  );
}
