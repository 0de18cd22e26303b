import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePageRole } from "@/lib/auth/guards";
import { ButtonLink } from "@/components/ui/button";
import { listWordLists } from "@/activities/word-lists/store";
import { tagCounts } from "@/activities/word-lists/list";
import { WordListTable } from "@/activities/word-lists/word-list-table";

export const metadata: Metadata = { title: "Word lists", robots: { index: false } };

export default async function WordListsPage() {
  const tutor = await requirePageRole(["teacher", "admin"], "/teacher-portal/word-lists");
  const isAdmin = tutor.role === "admin";
  // An admin sees every tutor's lists; a tutor, their own (checked again in the query).
  const lists = await listWordLists(
    await getDb(),
    { id: tutor.id, role: tutor.role },
    {
      everyone: isAdmin,
    },
  );
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-brand-900 text-3xl font-bold">Word lists</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Keep a lesson&apos;s words once, with their sound or pattern tags, and make an Anagram, a
          Sort Categories, a Whack-a-Mole, a Spinner Wheel and a worksheet from them in one step.
        </p>
      </div>
      <div>
        <ButtonLink href="/teacher-portal/word-lists/new">New word list</ButtonLink>
      </div>
      <WordListTable
        showOwner={isAdmin}
        rows={lists.map((list) => ({
          id: list.id,
          name: list.name,
          words: list.words.length,
          tags: tagCounts(list.words).map((tag) => tag.tag),
          ...(isAdmin ? { ownerName: list.ownerName } : {}),
        }))}
      />
    </div>
  );
}
