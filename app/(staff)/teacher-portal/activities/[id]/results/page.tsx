import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requireActivityPage } from "@/activities/library/page-access";
import { activityResults } from "@/activities/library/store";

export const metadata: Metadata = { title: "Activity results", robots: { index: false } };

export default async function ActivityResultsPage({ params }: { params: Promise<{ id: string }> }) {
  const { staff, activity } = await requireActivityPage((await params).id);
  const { plays, difficulty } = await activityResults(await getDb(), staff, activity.id);
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <Link href={`/teacher-portal/activities/${activity.id}`} className="text-brand-700 underline">
        ← {activity.title}
      </Link>
      <h1 className="text-brand-900 mt-2 text-3xl font-bold">Results: {activity.title}</h1>
      {!activity.resultsEnabled ? (
        <p className="mt-3 text-slate-700">
          Results are off for this activity, so new plays are not saved. Turn them on from the
          activity page.
        </p>
      ) : null}
      {plays.length === 0 ? (
        <p className="mt-6 text-slate-700">
          No finished plays yet. Results appear here once a student finishes the activity.
        </p>
      ) : (
        <>
          <a
            href={`/teacher-portal/activities/${activity.id}/results/csv`}
            className="text-brand-700 mt-4 inline-flex min-h-11 items-center underline"
          >
            Download results as CSV
          </a>
          {/* Place Value Showdown is scored on rounds, so it has no items to rank. */}
          {difficulty.length ? (
            <h2 className="text-brand-900 mt-6 text-xl font-semibold">
              Which items were missed most
            </h2>
          ) : null}
          <table hidden={!difficulty.length} className="mt-2 w-full max-w-xl text-left">
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  Item
                </th>
                <th scope="col" className="py-1">
                  Missed in
                </th>
              </tr>
            </thead>
            <tbody>
              {difficulty.map((row) => (
                <tr key={row.item} className="border-t border-slate-200">
                  <td className="py-1">{row.item}</td>
                  <td className="py-1">
                    {row.missed} of {row.plays} plays
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2 className="text-brand-900 mt-6 text-xl font-semibold">Plays</h2>
          <table className="mt-2 w-full text-left">
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  Nickname
                </th>
                <th scope="col" className="py-1">
                  Score
                </th>
                <th scope="col" className="py-1">
                  Time
                </th>
                <th scope="col" className="py-1">
                  Missed
                </th>
                <th scope="col" className="py-1">
                  Played
                </th>
              </tr>
            </thead>
            <tbody>
              {plays.map((play) => (
                <tr key={play.id} className="border-t border-slate-200">
                  <td className="py-1">{play.nickname}</td>
                  <td className="py-1">
                    {play.score} of {play.total}
                  </td>
                  <td className="py-1">{play.seconds} s</td>
                  <td className="py-1">{play.missedItems.join(", ") || "none"}</td>
                  <td className="py-1">
                    {play.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
