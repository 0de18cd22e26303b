import type { Metadata } from "next";
import Link from "next/link";
import { ActivityEditor } from "@/activities/editing/activity-editor";
import { requirePageRole } from "@/lib/auth/guards";
import { activityTemplates, type ActivityTemplate } from "@/activities/schemas";

export const metadata: Metadata = { title: "New activity", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewActivityPage({ searchParams }: Props) {
  await requirePageRole(["teacher", "admin"], "/teacher-portal");
  const asked = (await searchParams).template;
  const template: ActivityTemplate = (activityTemplates as readonly string[]).includes(
    String(asked),
  )
    ? (asked as ActivityTemplate)
    : "anagram";
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <Link href="/teacher-portal" className="text-brand-700 underline">
        ← Teacher Portal
      </Link>
      <h1 className="text-brand-900 mt-2 text-3xl font-bold">New activity</h1>
      <div className="mt-6">
        <ActivityEditor template={template} id={null} initial={null} />
      </div>
    </section>
  );
}
