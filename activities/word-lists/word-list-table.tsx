"use client";
// The tutor's word lists, each with its size and tags, a link to open it and a delete button
// that asks first (activities made from a list stay).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TOAST_MS, useToast } from "@/components/ui/toast";
import { deleteWordListAction } from "./actions";

export type WordListRow = {
  id: string;
  name: string;
  words: number;
  tags: string[];
  ownerName?: string;
};

export function WordListTable({ rows, showOwner }: { rows: WordListRow[]; showOwner: boolean }) {
  const router = useRouter();
  const toast = useToast();
  const [asking, setAsking] = useState<string | null>(null);
  // The message region stays mounted when the last list goes, so its deletion is still said.
  if (!rows.length)
    return (
      <>
        <p className="text-slate-700">
          No word lists yet. Paste this week&apos;s words, or start from a built-in set, and make
          several activities from them at once.
        </p>
        {toast.region("page")}
      </>
    );
  return (
    <>
      <table className="w-full max-w-4xl border-collapse text-left">
        <caption className="sr-only">Your word lists</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4">
              Name
            </th>
            <th scope="col" className="py-2 pr-4">
              Words
            </th>
            <th scope="col" className="py-2 pr-4">
              Tags
            </th>
            {showOwner ? (
              <th scope="col" className="py-2 pr-4">
                Tutor
              </th>
            ) : null}
            <th scope="col" className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-4">
                <Link
                  href={`/teacher-portal/word-lists/${row.id}`}
                  className="text-brand-700 underline"
                >
                  {row.name}
                </Link>
              </td>
              <td className="py-2 pr-4">{row.words}</td>
              <td className="py-2 pr-4 text-sm">{row.tags.join(", ") || "none"}</td>
              {showOwner ? <td className="py-2 pr-4">{row.ownerName}</td> : null}
              <td className="py-2">
                {asking === row.id ? (
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="text-sm">Delete “{row.name}”?</span>
                    <Button
                      variant="danger"
                      size="compact"
                      onClick={async () => {
                        const result = await deleteWordListAction(row.id);
                        setAsking(null);
                        toast.show(
                          { title: result.message ?? "", tone: result.ok ? "success" : "error" },
                          TOAST_MS,
                        );
                        router.refresh();
                      }}
                    >
                      Yes, delete
                    </Button>
                    <Button variant="ghost" size="compact" onClick={() => setAsking(null)}>
                      Keep it
                    </Button>
                  </span>
                ) : (
                  <Button
                    variant="ghost"
                    size="compact"
                    onClick={() => setAsking(row.id)}
                    aria-label={`Delete ${row.name}`}
                  >
                    Delete
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {toast.region("page")}
    </>
  );
}
