"use client";
// A worksheet as it prints: the tutor's controls stay on screen only, the page margins suit both
// A4 and US Letter, and the answer key starts on a page of its own that the tutor can leave out
// (a child working alone gets the worksheet, the tutor keeps the key).
import Link from "next/link";
import { useState, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

// 15 mm all round leaves 180 mm of width on A4 and 186 mm on Letter, and Letter's shorter page
// still holds a one-page worksheet; `size: auto` lets the printer's own paper choose.
const pageRule = "@page { size: auto; margin: 15mm; }";

type Props = {
  activityId: string;
  /** Null where there is nothing to check (a spinner's record of spins). */
  answerKey: ReactNode | null;
  children: ReactNode;
};

export function PrintSheet({ activityId, answerKey, children }: Props) {
  const [includeKey, setIncludeKey] = useState(true);
  return (
    <>
      <style href="worksheet-page" precedence="default">
        {pageRule}
      </style>
      <div className="border-brand-100 mx-auto mb-6 flex max-w-3xl flex-wrap items-center gap-4 rounded-2xl border bg-white px-6 py-4 print:hidden">
        {answerKey ? (
          <label className="flex min-h-11 items-center gap-2 font-semibold">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={includeKey}
              onChange={(event) => setIncludeKey(event.target.checked)}
            />
            Include the answer key
          </label>
        ) : (
          <p className="text-slate-700">
            This worksheet has nothing to mark, so it has no answer key.
          </p>
        )}
        <button type="button" className={buttonClasses("primary")} onClick={() => window.print()}>
          Print
        </button>
        <Link href={`/teacher-portal/activities/${activityId}`} className={buttonClasses("ghost")}>
          Back to the activity
        </Link>
      </div>
      {children}
      {answerKey && includeKey ? (
        <section
          aria-labelledby="answer-key-heading"
          className="mx-auto mt-10 max-w-3xl break-before-page px-6 py-8 print:mt-0 print:p-0"
        >
          <h2 id="answer-key-heading" className="text-brand-900 text-2xl font-bold">
            Answer key
          </h2>
          {answerKey}
        </section>
      ) : null}
    </>
  );
}
