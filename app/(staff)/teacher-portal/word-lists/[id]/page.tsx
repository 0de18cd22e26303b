import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePageRole } from "@/lib/auth/guards";
import { AppError } from "@/lib/http/responses";
import { getWordList } from "@/activities/word-lists/store";
import { tagCounts } from "@/activities/word-lists/list";
import { WordListEditor } from "@/activities/word-lists/word-list-editor";
import { MakeActivities } from "@/activities/word-lists/make-activities";

export const metadata: Metadata = { title: "Word list", robots: { index: false } };

export default async function WordListPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const tutor = await requirePageRole(
    ["teacher", "admin"],
    `/teacher-portal/word-lists/${encodeURIComponent(id)}`,
  );
  const list = await getWordList(await getDb(), { id: tutor.id, role: tutor.role }, id).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.status === 404) notFound();
      throw error;
    },
  );
  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link href="/teacher-portal/word-lists" className="text-brand-700 underline">
          ← Word lists
        </Link>
        <h1 className="text-brand-900 mt-2 text-3xl font-bold">{list.name}</h1>
      </div>
      {/* Neither is keyed by the list's revision: a save refreshes the page for the tags the
          panel offers, and both keep what the tutor sees, messages and ticks included. */}
      <WordListEditor id={list.id} initial={{ name: list.name, words: list.words }} />
      <MakeActivities listId={list.id} tags={tagCounts(list.words)} />
    </div>
  );
}
