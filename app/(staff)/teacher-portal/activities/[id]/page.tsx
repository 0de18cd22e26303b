import type { Metadata } from "next";
import Link from "next/link";
import { ActivityEditor } from "@/activities/editing/activity-editor";
import { SharePanel } from "@/activities/library/share-panel";
import {
  activityDraftSchema,
  templateHasResults,
  type ActivityTemplate,
} from "@/activities/schemas";
import { requireActivityPage } from "@/activities/library/page-access";
import { playLinkQrSvg } from "@/activities/playing/play-link";

export const metadata: Metadata = { title: "Edit activity", robots: { index: false } };

export default async function EditActivityPage({ params }: { params: Promise<{ id: string }> }) {
  const { activity } = await requireActivityPage((await params).id);
  const draft = activityDraftSchema.safeParse({
    template: activity.template,
    title: activity.title,
    content: activity.content,
    settings: activity.settings,
  });
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <Link href="/teacher-portal" className="text-brand-700 underline">
        ← Teacher Portal
      </Link>
      <h1 className="text-brand-900 mt-2 text-3xl font-bold">{activity.title}</h1>
      <div className="mt-6">
        <SharePanel
          id={activity.id}
          shareCode={activity.shareCode}
          paused={activity.paused}
          resultsEnabled={activity.resultsEnabled}
          resultsOffered={templateHasResults(activity.template)}
          qrSvg={await playLinkQrSvg(activity.shareCode)}
        />
      </div>
      <div className="mt-8">
        <ActivityEditor
          key={activity.updatedAt.toISOString()}
          template={activity.template as ActivityTemplate}
          id={activity.id}
          initial={draft.success ? draft.data : null}
        />
      </div>
    </section>
  );
}
