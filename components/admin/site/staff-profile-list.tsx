"use client";
// Admin → Site → Staff profiles: everyone on /meet-our-staff in the order parents see them, with
// move up/down (buttons, so the keyboard and touch reorder alike), hide/show, edit and delete.
// Each change publishes at once; the result is announced in one status line.
import Link from "next/link";
import { Button, buttonClasses } from "@/components/ui/button";
import { Badge } from "../badge";
import { ResultMessage } from "../action-form";
import { useListCommands, type ListCommand } from "./ordered-list-commands";

export type ProfileRow = { id: string; name: string; role: string; hidden: boolean };

type Command<I> = ListCommand<I>;

export function StaffProfileList({
  profiles,
  move,
  setHidden,
  remove,
}: {
  profiles: ProfileRow[];
  move: Command<{ id: string; direction: "up" | "down" }>;
  setHidden: Command<{ id: string; hidden: "yes" | "no" }>;
  remove: Command<{ id: string }>;
}) {
  const { result, confirming, setConfirming, pending, run } = useListCommands();

  if (!profiles.length)
    return (
      <>
        <p className="text-slate-700">No staff profiles yet. Add the first one above.</p>
        <ResultMessage result={result} />
      </>
    );
  return (
    <>
      <ol className="divide-y divide-slate-200" aria-label="Staff profiles in page order">
        {profiles.map((profile, index) => (
          <li key={profile.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-semibold text-slate-900">
                {profile.name} {profile.hidden ? <Badge tone="amber">Hidden</Badge> : null}
              </p>
              <p className="text-sm text-slate-700">{profile.role}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {confirming === profile.id ? (
                <>
                  <span className="text-sm text-slate-800" id={`confirm-${profile.id}`}>
                    Delete {profile.name}&apos;s profile? The history keeps it, so it can be
                    restored.
                  </span>
                  <Button
                    variant="danger"
                    size="compact"
                    disabled={pending}
                    aria-describedby={`confirm-${profile.id}`}
                    onClick={() => run(() => remove({ id: profile.id }))}
                  >
                    Yes, delete
                  </Button>
                  <Button variant="ghost" size="compact" onClick={() => setConfirming(null)}>
                    Keep
                  </Button>
                </>
              ) : (
                <>
                  <Button
                    variant="secondary"
                    size="compact"
                    disabled={pending || index === 0}
                    aria-label={`Move ${profile.name} up`}
                    onClick={() => run(() => move({ id: profile.id, direction: "up" }))}
                  >
                    Move up
                  </Button>
                  <Button
                    variant="secondary"
                    size="compact"
                    disabled={pending || index === profiles.length - 1}
                    aria-label={`Move ${profile.name} down`}
                    onClick={() => run(() => move({ id: profile.id, direction: "down" }))}
                  >
                    Move down
                  </Button>
                  <Button
                    variant="secondary"
                    size="compact"
                    disabled={pending}
                    aria-label={`${profile.hidden ? "Show" : "Hide"} ${profile.name}`}
                    onClick={() =>
                      run(() =>
                        setHidden({ id: profile.id, hidden: profile.hidden ? "no" : "yes" }),
                      )
                    }
                  >
                    {profile.hidden ? "Show" : "Hide"}
                  </Button>
                  <Link
                    href={`/admin/site/staff/${encodeURIComponent(profile.id)}`}
                    aria-label={`Edit ${profile.name}`}
                    className={buttonClasses("primary", "", "compact")}
                  >
                    Edit
                  </Link>
                  <Button
                    variant="ghost"
                    size="compact"
                    aria-label={`Delete ${profile.name}`}
                    onClick={() => setConfirming(profile.id)}
                  >
                    Delete
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-3">
        <ResultMessage result={result} />
      </div>
    </>
  );
}
