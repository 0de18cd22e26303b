import type { Metadata } from "next";
import Link from "next/link";
import { requirePageRole } from "@/lib/auth/guards";
import { WordListEditor } from "@/activities/word-lists/word-list-editor";

export const metadata: Metadata = { title: "New word list", robots: { index: false } };

export default async function NewWordListPage() {
  await requirePageRole(["teacher", "admin"], "/teacher-portal/word-lists/new");
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href="/teacher-portal/word-lists" className="text-brand-700 underline">
          ← Word lists
        </Link>
        <h1 className="text-brand-900 mt-2 text-3xl font-bold">New word list</h1>
      </div>
      <WordListEditor id={null} initial={null} />
    </div>
  );
}
