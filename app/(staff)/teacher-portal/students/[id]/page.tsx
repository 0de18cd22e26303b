import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePageRole } from "@/lib/auth/guards";
import { AppError } from "@/lib/http/responses";
import { confusionRecord } from "@/activities/confusions/store";
import { practiseTheseAction } from "@/activities/confusions/actions";
import { PatternProgress } from "@/components/teacher/pattern-progress";
import { ActionForm, SubmitButton } from "@/components/admin/action-form";
import { buttonClasses } from "@/components/ui/button";

export const metadata: Metadata = { title: "Student progress", robots: { index: false } };

export default async function StudentPage({ params }: { params: Promise<{ id: string }> }) {
  const id = (await params).id;
  const user = await requirePageRole(
    ["teacher", "admin"],
    `/teacher-portal/students/${encodeURIComponent(id)}`,
  );
  const record = await confusionRecord(
    await getDb(),
    { id: user.id, role: user.role },
    id,
    new Date(),
  ).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  const { student, week, progress } = record;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <Link href="/teacher-portal" className="text-brand-700 underline">
        ← My Students
      </Link>
      <h1 className="text-brand-900 mt-2 text-3xl font-bold">{student.name}&apos;s progress</h1>
      {record.answers.length === 0 ? (
        <p className="mt-4 text-slate-700">
          No answers yet. Once {student.name} plays an assigned activity from their personal link,
          what they found easy and what they mixed up shows here.
        </p>
      ) : (
        <>
          <h2 className="text-brand-900 mt-6 text-xl font-semibold">
            What {student.name} mixed up
          </h2>
          {week.confusions.length ? (
            <ul className="mt-2 list-disc pl-6" data-testid="confusions">
              {week.confusions.slice(0, 10).map((c) => (
                <li key={`${c.kind}-${c.wrote}-${c.target}`}>
                  {student.name} {c.text}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">No mix-ups this week.</p>
          )}
          {week.tricky.length ? (
            <>
              <h2 className="text-brand-900 mt-6 text-xl font-semibold">
                What {student.name} found tricky to read
              </h2>
              <ul className="mt-2 list-disc pl-6" data-testid="tricky-reading">
                {week.tricky.slice(0, 5).map((t) => (
                  <li key={t.tag}>
                    {student.name} {t.text}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <ActionForm
            action={practiseTheseAction}
            submitLabel="Practise these"
            submitClassName={buttonClasses("primary")}
            submitName="as"
            submitValue="anagram"
            moreButtons={
              <SubmitButton
                name="as"
                value="sort-categories"
                className={buttonClasses("secondary")}
              >
                Sort them by pattern
              </SubmitButton>
            }
            className="mt-4 flex flex-wrap items-center gap-2"
            label={`Practise these: an Anagram of the words ${student.name} missed or found tricky this week, or a Sort Categories of the patterns they mixed up, assigned to them`}
          >
            <input type="hidden" name="studentId" value={student.id} />
          </ActionForm>
          <h2 className="text-brand-900 mt-8 text-xl font-semibold">This week, by pattern</h2>
          <table className="mt-2 w-full max-w-xl text-left">
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  Pattern
                </th>
                <th scope="col" className="py-1">
                  Tries
                </th>
                <th scope="col" className="py-1">
                  Right
                </th>
                <th scope="col" className="py-1">
                  Percent
                </th>
              </tr>
            </thead>
            <tbody>
              {week.patterns.map((p) => (
                <tr key={p.tag} className="border-t border-slate-200">
                  <th scope="row" className="py-1 font-medium">
                    {p.tag}
                  </th>
                  <td className="py-1">{p.tries}</td>
                  <td className="py-1">{p.right}</td>
                  <td className="py-1">{p.percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2 className="text-brand-900 mt-8 text-xl font-semibold">Over the last weeks</h2>
          <PatternProgress progress={progress} />
        </>
      )}
    </section>
  );
}
