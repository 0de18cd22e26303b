"use client";
// The teacher portal (spec section 2): tabs Create and Admin; Create has Create Games, Track
// Assignments and My Students (issue #35: the tutor's own students). Tabs follow the WAI-ARIA tabs pattern (arrow keys move).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type KeyboardEvent } from "react";
import { authClient } from "@/lib/auth/client";
import { buttonClasses } from "@/components/ui/button";
import { teacherGames } from "./teacher-games";
import { LinkStates, MyActivities, TrackAssignments, type ActivityRow } from "./my-activities";
import { MyStudents, type StudentRow } from "./my-students";
import {
  AssignForm,
  AssignmentList,
  type AssignableActivity,
  type AssignmentRow,
} from "./assignments";

type TabsProps<T extends string> = {
  label: string;
  tabs: { id: T; label: string }[];
  active: T;
  onChange: (id: T) => void;
  idPrefix: string;
};

function Tabs<T extends string>({ label, tabs, active, onChange, idPrefix }: TabsProps<T>) {
  const onKey = (event: KeyboardEvent, index: number) => {
    const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = tabs[(index + delta + tabs.length) % tabs.length]!;
    onChange(next.id);
    document.getElementById(`${idPrefix}-tab-${next.id}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          id={`${idPrefix}-tab-${tab.id}`}
          role="tab"
          type="button"
          aria-selected={active === tab.id}
          aria-controls={`${idPrefix}-panel-${tab.id}`}
          tabIndex={active === tab.id ? 0 : -1}
          onClick={() => onChange(tab.id)}
          onKeyDown={(e) => onKey(e, index)}
          className={`min-h-11 rounded-full px-5 font-semibold ${active === tab.id ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-800 hover:bg-brand-100"}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

type PortalProps = {
  email: string;
  activities?: ActivityRow[];
  links?: ActivityRow[];
  students?: StudentRow[];
  isAdmin?: boolean;
  assignments?: AssignmentRow[];
  /** The tutor's own activities that can be assigned (those with something to score). */
  assignable?: AssignableActivity[];
  /** The tutor's own students (an admin's list shows everyone's; they assign to their own). */
  ownStudentIds?: string[];
};

export function TeacherPortal({
  email,
  activities = [],
  links = [],
  students = [],
  isAdmin = false,
  assignments = [],
  assignable = [],
  ownStudentIds = [],
}: PortalProps) {
  const router = useRouter();
  const [top, setTop] = useState<"create" | "admin">("create");
  const [sub, setSub] = useState<"games" | "assignments" | "students">("games");
  // "Assign" on an activity opens Track Assignments with it chosen (the key starts a fresh form).
  const [assigning, setAssigning] = useState("");
  const own = new Set(ownStudentIds);

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-brand-900 text-3xl font-bold">Teacher Portal</h1>
        <div className="flex items-center gap-3">
          <span className="text-sm text-slate-700">{email}</span>
          <button
            type="button"
            className={buttonClasses("secondary")}
            onClick={async () => {
              await authClient.signOut();
              router.push("/");
              router.refresh();
            }}
          >
            Logout
          </button>
        </div>
      </div>
      <div className="mt-6">
        <Tabs
          idPrefix="top"
          label="Teacher portal"
          active={top}
          onChange={setTop}
          tabs={[
            { id: "create", label: "Create" },
            { id: "admin", label: "Admin" },
          ]}
        />
      </div>
      <div
        id="top-panel-create"
        role="tabpanel"
        aria-labelledby="top-tab-create"
        hidden={top !== "create"}
        className="mt-6"
      >
        <Tabs
          idPrefix="create"
          label="Create"
          active={sub}
          onChange={setSub}
          tabs={[
            { id: "games", label: "Create Games" },
            { id: "assignments", label: "Track Assignments" },
            { id: "students", label: "My Students" },
          ]}
        />
        <div
          id="create-panel-games"
          role="tabpanel"
          aria-labelledby="create-tab-games"
          hidden={sub !== "games"}
          className="mt-6"
        >
          <p className="mb-4 text-slate-700">
            Have this week&apos;s words? Keep them in a{" "}
            <Link href="/teacher-portal/word-lists" className="text-brand-700 underline">
              word list
            </Link>{" "}
            and make several activities from it in one step.
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {teacherGames.map((game) => (
              <li
                key={game.id}
                className="border-brand-100 flex flex-col rounded-2xl border bg-white p-5 shadow-sm"
              >
                <h2 className="text-brand-900 text-lg font-semibold">{game.title}</h2>
                <p className="mt-1 flex-1 text-sm text-slate-700">{game.description}</p>
                <Link href={game.setupHref} className={buttonClasses("primary", "mt-4")}>
                  Create Game
                </Link>
              </li>
            ))}
          </ul>
          <MyActivities
            rows={activities}
            onAssign={(id) => {
              setAssigning(`activity:${id}`);
              setSub("assignments");
              requestAnimationFrame(() => document.getElementById("assign-heading")?.focus());
            }}
          />
        </div>
        <div
          id="create-panel-assignments"
          role="tabpanel"
          aria-labelledby="create-tab-assignments"
          hidden={sub !== "assignments"}
          className="mt-6"
        >
          <section
            aria-labelledby="assign-heading"
            className="border-brand-100 rounded-2xl border bg-white p-5"
          >
            <h2 id="assign-heading" tabIndex={-1} className="text-brand-900 text-xl font-semibold">
              Assign to students
            </h2>
            <div className="mt-3">
              <AssignForm
                key={assigning}
                initialWhat={assigning}
                activities={assignable}
                students={students
                  .filter((student) => own.has(student.id))
                  .map(({ id, name }) => ({ id, name }))}
              />
            </div>
          </section>
          <h2 className="text-brand-900 mt-8 mb-3 text-xl font-semibold">
            {isAdmin ? "Every tutor's assignments" : "Your assignments"}
          </h2>
          <AssignmentList rows={assignments} showTutor={isAdmin} />
          <h2 className="text-brand-900 mt-8 mb-3 text-xl font-semibold">
            Shared links&apos; results
          </h2>
          <TrackAssignments rows={activities} />
        </div>
        <div
          id="create-panel-students"
          role="tabpanel"
          aria-labelledby="create-tab-students"
          hidden={sub !== "students"}
          className="mt-6"
        >
          <MyStudents students={students} showTutor={isAdmin} />
        </div>
      </div>
      <div
        id="top-panel-admin"
        role="tabpanel"
        aria-labelledby="top-tab-admin"
        hidden={top !== "admin"}
        className="mt-6"
      >
        <h2 className="text-brand-900 mb-3 text-xl font-semibold">
          {isAdmin ? "Every teacher's activity links" : "Your activity links"}
        </h2>
        <LinkStates rows={links} showOwner={isAdmin} />
      </div>
    </section>
  );
}
