import type { Metadata } from "next";
import type { ReactNode } from "react";
import { RebuildWorksheet } from "@/activities/rebuild/rebuild-worksheet";
import { SortCategoriesWorksheet } from "@/activities/sort-categories/worksheet";
import { SpinnerWheelWorksheet } from "@/activities/spinner-wheel/worksheet";
import { activityDraftSchema } from "@/activities/schemas";
import { requireActivityPage } from "@/activities/library/page-access";
import { PlaceValueShowdownWorksheet } from "@/activities/place-value-showdown/worksheet";
import { PrintSheet } from "@/activities/printing/print-sheet";
import { WhackAMoleWorksheet } from "@/activities/whack-a-mole/worksheet";
import { worksheetAnswerKey } from "@/activities/printing/worksheet-answer-key";
import type { ActivityDraft } from "@/activities/schemas";

export const metadata: Metadata = { title: "Print worksheet", robots: { index: false } };

/**
 * A one-page worksheet (each item scrambled with a fixed seed, so reprints match) and, on a page
 * of its own, its answer key, which the tutor can leave out.
 */
export default async function PrintActivityPage({ params }: { params: Promise<{ id: string }> }) {
  const { activity } = await requireActivityPage((await params).id);
  const parsed = activityDraftSchema.safeParse({
    template: activity.template,
    title: activity.title,
    content: activity.content,
    settings: activity.settings,
  });
  if (!parsed.success) return <p className="p-8">This activity can&apos;t be printed.</p>;
  const draft = parsed.data;
  return (
    <PrintSheet activityId={activity.id} answerKey={worksheetAnswerKey(draft)}>
      <WorksheetFor title={activity.title} draft={draft} />
    </PrintSheet>
  );
}

function WorksheetFor({ title, draft }: { title: string; draft: ActivityDraft }) {
  switch (draft.template) {
    case "sort-categories":
      return <SortCategoriesWorksheet title={title} content={draft.content} />;
    case "spinner-wheel":
      return (
        <SpinnerWheelWorksheet title={title} content={draft.content} settings={draft.settings} />
      );
    case "place-value-showdown":
      return (
        <Worksheet title={title}>
          <PlaceValueShowdownWorksheet settings={draft.settings} />
        </Worksheet>
      );
    case "whack-a-mole":
      return (
        <Worksheet title={title}>
          <WhackAMoleWorksheet content={draft.content} />
        </Worksheet>
      );
  }
  return <RebuildWorksheet title={title} draft={draft} />;
}

function Worksheet({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-6 py-8 print:p-0">
      <h1 className="text-brand-900 text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}
