"use client";
// A student's own page behind their personal link: a gentle "Is this you?" with their picture code
// and first name (remembered for this browser tab; a kindness against a sibling's tablet, not a
// lock: the link itself is the key), then what is overdue, for today, coming up and done. Their
// reading preferences are applied here and kept in this browser, so the activities and free
// games they open show the same font, size, spacing and tint.
import Link from "next/link";
import { useEffect, useState, useSyncExternalStore } from "react";
import { buttonClasses } from "@/components/ui/button";
import {
  READING_PREFERENCES_KEY,
  applyReadingPreferences,
  type ReadingPreferences,
} from "@/lib/reading-preferences";
import { pictureAnimals, pictureColours, pictureCodeLabel } from "@/lib/students/profile";
import type { PersonalPage as PersonalPageData, PersonalItem } from "./store";
import type { AssigneeState } from "./status";
import { openAssignedGameAction } from "./actions";

const confirmedKey = (token: string) => `bp.personal-link.confirmed.${token}`;

/** Applies the student's reading preferences to this page and keeps them for the next pages. */
export function useStudentReadingPreferences(preferences: ReadingPreferences) {
  useEffect(() => {
    applyReadingPreferences(document.documentElement, preferences);
    try {
      localStorage.setItem(READING_PREFERENCES_KEY, JSON.stringify(preferences));
    } catch {
      // Storage can be off (private browsing); this page still shows them.
    }
  }, [preferences]);
}

export function StudentReadingPreferences({ preferences }: { preferences: ReadingPreferences }) {
  useStudentReadingPreferences(preferences);
  return null;
}

const noSubscription = () => () => {};

function PictureCode({ student }: { student: PersonalPageData["student"] }) {
  const { pictureColour: colour, pictureAnimal: animal } = student;
  if (!colour || !animal) return null;
  return (
    <p className="text-6xl" aria-hidden="true">
      {pictureColours[colour].emoji}
      {pictureAnimals[animal].emoji}
    </p>
  );
}

function IsThisYou({
  student,
  onYes,
}: {
  student: PersonalPageData["student"];
  onYes: () => void;
}) {
  const [notMe, setNotMe] = useState(false);
  const picture = pictureCodeLabel(student.pictureColour, student.pictureAnimal);
  return (
    <section
      aria-labelledby="is-this-you"
      className="border-brand-100 mx-auto max-w-md rounded-2xl border bg-white p-6 text-center"
    >
      <PictureCode student={student} />
      <h1 id="is-this-you" className="text-brand-900 mt-3 text-3xl font-bold">
        Is this you, {student.name}?
      </h1>
      {picture ? (
        <p className="mt-2 text-lg text-slate-700">Your picture is the {picture}.</p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses("primary")} onClick={onYes}>
          Yes, that&apos;s me
        </button>
        <button type="button" className={buttonClasses("secondary")} onClick={() => setNotMe(true)}>
          No, it isn&apos;t
        </button>
      </div>
      {notMe ? (
        <p role="status" className="mt-4 text-slate-700">
          That&apos;s OK! Please ask your teacher for your own link.
        </p>
      ) : null}
    </section>
  );
}

const sections: { state: AssigneeState; heading: string; empty?: string }[] = [
  { state: "overdue", heading: "Still to do from before" },
  { state: "due-today", heading: "For today", empty: "Nothing for today. Well done!" },
  { state: "later", heading: "Coming up" },
  { state: "done", heading: "Done" },
];

const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
const dayName = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));

function OpenGame({ token, item }: { token: string; item: PersonalItem }) {
  const [message, setMessage] = useState("");
  const [opening, setOpening] = useState(false);
  return (
    <>
      <button
        type="button"
        disabled={opening}
        className={buttonClasses(item.state === "done" ? "secondary" : "primary")}
        onClick={async () => {
          setOpening(true);
          const answer = await openAssignedGameAction(token, item.id).catch(() => null);
          if (answer?.ok) return window.location.assign(answer.data);
          setOpening(false);
          setMessage(answer?.message ?? "We couldn't open this game just now. Please try again.");
        }}
      >
        {item.state === "done" ? "Play again" : "Play"}
        <span className="sr-only">: {item.title}</span>
      </button>
      {message ? (
        <p role="alert" className="w-full text-red-700">
          {message}
        </p>
      ) : null}
    </>
  );
}

function ItemRow({ token, item }: { token: string; item: PersonalItem }) {
  const due =
    item.dueDate && item.state !== "done" && item.state !== "due-today"
      ? `Due ${dayName(item.dueDate)}`
      : item.dueDate && item.state === "due-today"
        ? "Due today"
        : null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div>
        <h3 className="text-brand-900 text-xl font-semibold">{item.title}</h3>
        <p className="text-slate-700">
          {[
            item.kind === "game" ? "A game" : null,
            due,
            item.untilNinetyPercent && item.state !== "done"
              ? "Play until you get 90% right"
              : null,
            item.state === "done" && item.lastTotal
              ? `You got ${item.lastScore} of ${item.lastTotal}`
              : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
      {item.kind === "game" ? (
        <OpenGame token={token} item={item} />
      ) : (
        <Link
          href={`/my/${token}/${item.id}`}
          className={buttonClasses(item.state === "done" ? "secondary" : "primary")}
        >
          {item.state === "done" ? "Play again" : "Play"}
          <span className="sr-only">: {item.title}</span>
        </Link>
      )}
    </li>
  );
}

export function PersonalPage({ token, page }: { token: string; page: PersonalPageData }) {
  const remembered = useSyncExternalStore(
    noSubscription,
    () => sessionStorage.getItem(confirmedKey(token)) === "yes",
    () => false,
  );
  const [confirmed, setConfirmed] = useState(false);
  useStudentReadingPreferences(page.student.readingPreferences);

  if (!confirmed && !remembered)
    return (
      <IsThisYou
        student={page.student}
        onYes={() => {
          try {
            sessionStorage.setItem(confirmedKey(token), "yes");
          } catch {
            // Without storage the question comes back next visit; nothing else changes.
          }
          setConfirmed(true);
        }}
      />
    );
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-4">
        <PictureCode student={page.student} />
        <h1 className="text-brand-900 text-3xl font-bold">Hello, {page.student.name}!</h1>
      </div>
      {page.items.length === 0 ? (
        <p className="text-lg text-slate-700">
          Your teacher hasn&apos;t given you anything yet. Check back soon!
        </p>
      ) : (
        sections.map(({ state, heading, empty }) => {
          const items = page.items.filter((item) => item.state === state);
          if (!items.length && !empty) return null;
          return (
            <section key={state} aria-labelledby={`section-${state}`}>
              <h2 id={`section-${state}`} className="text-brand-900 text-2xl font-semibold">
                {heading}
              </h2>
              {items.length ? (
                <ul className="border-brand-100 mt-3 divide-y divide-slate-200 rounded-2xl border bg-white">
                  {items.map((item) => (
                    <ItemRow key={item.id} token={token} item={item} />
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-lg text-slate-700">{empty}</p>
              )}
            </section>
          );
        })
      )}
    </div>
  );
}
