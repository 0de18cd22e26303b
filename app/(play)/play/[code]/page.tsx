import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PresentButton } from "@/components/games/present-button";
import { ReadingPreferencesButton } from "@/components/reading-preferences/reading-preferences-button";
import { ActivityPlayer } from "@/activities/playing/activity-player";
import { getDb } from "@/db/client";
import { playInstructions as instructions } from "@/activities/playing/instructions";
import { activityMessages, getPlayableActivity } from "@/activities/library/store";

export const metadata: Metadata = { title: "Play", robots: { index: false, follow: false } };

function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

type Props = {
  params: Promise<{ code: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function PlayPage({ params, searchParams }: Props) {
  const { code } = await params;
  const query = await searchParams;
  const found = await getPlayableActivity(await getDb(), code);
  if (found.state !== "live") {
    // An unknown, deleted or withdrawn link is a 404 (app/(play)/not-found.tsx speaks to the
    // child); a paused one stays a page that says so, as the tutor may resume it.
    if (found.state === "gone") return notFound();
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-brand-900 text-2xl font-bold">This activity is paused</h1>
        <p className="mt-3 text-slate-700">{activityMessages.paused}</p>
      </div>
    );
  }
  const { activity } = found;
  const seedParam = Number.parseInt(typeof query.seed === "string" ? query.seed : "", 10);
  // The seed only decides the tile order; a fresh one per visit unless a test fixes it.
  const seed = Number.isFinite(seedParam) ? seedParam : freshSeed();
  return (
    <div className="mx-auto w-full max-w-4xl px-3 py-4 sm:px-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-brand-900 text-2xl font-bold sm:text-3xl">{activity.title}</h1>
          <p className="mt-1 text-slate-700">{instructions[activity.draft.template]}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PresentButton />
          <ReadingPreferencesButton />
        </div>
      </div>
      <ActivityPlayer
        code={code}
        draft={activity.draft}
        resultsEnabled={activity.resultsEnabled}
        preview={query.preview === "1"}
        seed={seed}
      />
    </div>
  );
}
