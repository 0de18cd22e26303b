"use client";
// Admin → Site → Staff profiles: everyone on /meet-our-staff in the order parents see them, with
// the row commands every hand-ordered list has (./ordered-list.tsx). Each change goes into the
// draft, which the page's draft panel previews and publishes.
import { Badge } from "../badge";
import { OrderedList, type ListCommand } from "./ordered-list";

export type ProfileRow = { id: string; name: string; role: string; hidden: boolean };

export function StaffProfileList({
  profiles,
  move,
  setHidden,
  remove,
}: {
  profiles: ProfileRow[];
  move: ListCommand<{ id: string; direction: "up" | "down" }>;
  setHidden: ListCommand<{ id: string; hidden: "yes" | "no" }>;
  remove: ListCommand<{ id: string }>;
}) {
  return (
    <OrderedList
      items={profiles}
      label="Staff profiles in page order"
      empty="No staff profiles yet. Add the first one above."
      nameOf={(profile) => profile.name}
      describe={(profile) => (
        <>
          <p className="font-semibold text-slate-900">
            {profile.name} {profile.hidden ? <Badge tone="amber">Hidden</Badge> : null}
          </p>
          <p className="text-sm text-slate-700">{profile.role}</p>
        </>
      )}
      editHref={(profile) => `/admin/site/staff/${encodeURIComponent(profile.id)}`}
      deleteQuestion={(profile) =>
        `Delete ${profile.name}'s profile from the draft? Once published, the history keeps it, so it can be restored.`
      }
      move={move}
      setHidden={setHidden}
      remove={remove}
    />
  );
}
