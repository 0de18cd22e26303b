import type { Metadata } from "next";
import type { ReactNode } from "react";
import { RebuildWorksheet } from "@/components/activities/rebuild-worksheet";
import { SortCategoriesWorksheet } from "@/components/activities/sort-categories/sort-categories-worksheet";
import { SpinnerWheelWorksheet } from "@/components/activities/spinner-wheel/spinner-wheel-worksheet";
import { activityDraftSchema } from "@/lib/activities/schemas";
import { requireActivityPage } from "@/lib/activities/page-access";
import { PlaceValueShowdownWorksheet } from "@/components/activities/place-value-showdown/worksheet";
import { WhackAMoleWorksheet } from "@/components/activities/whack-a-mole/worksheet";

export const metadata: Metadata = { title: "Print worksheet", robots: { index: false } };

/** A one-page worksheet: each item scrambled (with a fixed seed, so reprints match) and a line to write on. */
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
  switch (draft.template) {
    case "sort-categories":
      return <SortCategoriesWorksheet title={activity.title} content={draft.content} />;
    case "spinner-wheel":
      return (
        <SpinnerWheelWorksheet
          title={activity.title}
          content={draft.content}
          settings={draft.settings}
        />
      );
    case "place-value-showdown":
      return (
        <Worksheet title={activity.title}>
          <PlaceValueShowdownWorksheet settings={draft.settings} />
        </Worksheet>
      );
    case "whack-a-mole":
      return (
        <Worksheet title={activity.title}>
          <WhackAMoleWorksheet content={draft.content} />
        </Worksheet>
      );
  }
  return <RebuildWorksheet title={activity.title} draft={draft} />;
}

function Worksheet({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-6 py-8 print:p-0">
      <h1 className="text-brand-900 text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}
