import "server-only";
// What Admin → Site → Staff profiles does with the list: every add, change (the photo, its focal
// point and description, the linked account included), move, hide and delete goes into the
// staff profiles' draft (started from the live list when there is none); nothing parents see,
// and no consultation's host, changes until the draft is published (./versions). Apart from
// ./staff-profiles.ts, which the versions registry imports: the drafts store imports the registry.
import { and, eq, inArray } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { staffPhotos, user } from "@/db/schema";
import { AppError } from "@/lib/http/responses";
import type { StaffActor } from "@/lib/practice/audit";
import { newItemId } from "./item-id";
import { swapInList } from "./ordering";
import { keepFocus } from "./photos/focus";
import type { StaffProfileInput, StaffSnapshotProfile } from "./staff-profile-schema";
import {
  NOT_STAFF_ACCOUNT,
  PHOTO_NOT_FOUND,
  photoRows,
  PROFILE_NOT_FOUND,
  staffProfilesKind,
} from "./staff-profiles";
import { editDraft } from "./versions/edit-draft";
import type { ContentReader } from "./versions/kind";
import { readDraftOrLive } from "./versions/store";

/** The list an editor works on: the draft if there is one, else what is live. */
export async function readStaffDraftOrLive(db: ContentReader): Promise<StaffSnapshotProfile[]> {
  return (await readDraftOrLive(db, staffProfilesKind)).profiles;
}

/** A profile as the editor's form starts from it, its photo with the focus the draft gives it. */
export type EditableStaffProfile = StaffSnapshotProfile & {
  photo: { id: string; revision: number; focusX: number; focusY: number } | null;
};

/** One profile of the draft (else of the live list) for its form, or null. */
export async function readEditableProfile(
  db: ContentReader,
  id: string,
): Promise<EditableStaffProfile | null> {
  const profile = (await readStaffDraftOrLive(db)).find((p) => p.id === id);
  if (!profile) return null;
  const stored = profile.photoId
    ? (await photoRows(db, [profile.photoId])).get(profile.photoId)
    : undefined;
  return {
    ...profile,
    photo: stored
      ? {
          id: stored.id,
          revision: stored.revision,
          focusX: profile.focusX ?? stored.focusX,
          focusY: profile.focusY ?? stored.focusY,
        }
      : null,
  };
}

function profileIn(profiles: StaffSnapshotProfile[], id: string): StaffSnapshotProfile {
  const profile = profiles.find((p) => p.id === id);
  if (!profile) throw new AppError(404, PROFILE_NOT_FOUND);
  return profile;
}

async function changeDraft(
  db: AppDatabase,
  actor: StaffActor,
  now: Date,
  change: (profiles: StaffSnapshotProfile[]) => StaffSnapshotProfile[],
): Promise<void> {
  await editDraft(db, actor, staffProfilesKind, now, (draft) => ({
    profiles: change(draft.profiles),
  }));
}

/** The photo must be stored and the account a teacher's or an admin's, or the save says why. */
async function checkReferences(
  db: AppDatabase,
  input: Pick<StaffProfileInput, "photoId" | "userId">,
): Promise<void> {
  if (input.photoId) {
    const [photo] = await db
      .select({ id: staffPhotos.id })
      .from(staffPhotos)
      .where(eq(staffPhotos.id, input.photoId));
    if (!photo) throw new AppError(400, PHOTO_NOT_FOUND);
  }
  if (input.userId) {
    const [account] = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, input.userId), inArray(user.role, ["teacher", "admin"])));
    if (!account) throw new AppError(400, NOT_STAFF_ACCOUNT);
  }
}

/**
 * Adds a profile (no id) at the end of the draft's list or changes one in it. The focal point is
 * kept in the draft; a photo no page shows yet (just uploaded) takes it at once, so the preview
 * crops it right, while a photo parents see keeps its crop until the publish (./photos/focus.ts).
 */
export async function saveStaffProfile(
  db: AppDatabase,
  actor: StaffActor,
  { id, focusX, focusY, ...fields }: StaffProfileInput,
  now: Date,
): Promise<{ id: string; name: string; created: boolean }> {
  await checkReferences(db, fields);
  if (id) profileIn(await readStaffDraftOrLive(db), id);
  const focus = fields.photoId ? { focusX, focusY } : { focusX: null, focusY: null };
  if (fields.photoId) {
    const photo = { photoId: fields.photoId, focusX, focusY };
    await db.transaction((tx) => keepFocus(tx, photo, true));
  }
  const savedId = id ?? newItemId(fields.name, "staff");
  await changeDraft(db, actor, now, (profiles) => {
    if (!id)
      return [...profiles, { id: savedId, ...fields, ...focus, hidden: false, avatarSrc: null }];
    const before = profileIn(profiles, id);
    return profiles.map((p) => (p.id === id ? { ...before, ...fields, ...focus } : p));
  });
  return { id: savedId, name: fields.name, created: !id };
}

/** Swaps a profile with its neighbour above or below in the draft; at either end nothing moves. */
export async function moveStaffProfile(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string; direction: "up" | "down" },
  now: Date,
): Promise<{ name: string; moved: boolean }> {
  const profiles = await readStaffDraftOrLive(db);
  const { name } = profileIn(profiles, input.id);
  if (!swapInList(profiles, input.id, input.direction)) return { name, moved: false };
  await changeDraft(db, actor, now, (list) => swapInList(list, input.id, input.direction) ?? list);
  return { name, moved: true };
}

/** Hides or shows a profile in the draft. */
export async function setStaffProfileHidden(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string; hidden: boolean },
  now: Date,
): Promise<{ name: string }> {
  const { name } = profileIn(await readStaffDraftOrLive(db), input.id);
  await changeDraft(db, actor, now, (list) =>
    list.map((p) => (p.id === input.id ? { ...p, hidden: input.hidden } : p)),
  );
  return { name };
}

/**
 * Removes a profile from the draft. Its photo stays stored while a kept version refers to it, so
 * restoring that version brings the person back whole.
 */
export async function deleteStaffProfile(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string },
  now: Date,
): Promise<{ name: string }> {
  const { name } = profileIn(await readStaffDraftOrLive(db), input.id);
  await changeDraft(db, actor, now, (list) => list.filter((p) => p.id !== input.id));
  return { name };
}
