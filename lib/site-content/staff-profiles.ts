import "server-only";
// The people on /meet-our-staff, kept in the database so staff add, edit, reorder, hide and
// delete them without a rebuild (Admin → Site → Staff profiles). Pages read them through
// getStaffProfiles(), cached under one tag: pages stay prerendered and a save expires exactly
// the pages that show staff. The build reads no database, so it renders the built-in list
// (lib/content/staff.ts), which is what the migration seeded; every server replaces it on its
// first check (./freshness.ts). Every change is one transaction with its audit entry and a step
// of the "staff-profiles" revision, which the other instances watch.
import { and, asc, eq, lt, desc, sql, inArray } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb, isBuildPhase, type AppDatabase } from "@/db/client";
import { siteContentRevisions, staffPhotos, staffProfiles, user } from "@/db/schema";
import { staff as builtInStaff } from "@/lib/content/staff";
import { AppError } from "@/lib/http/responses";
import { recordAudit, whoIs, type StaffActor } from "@/lib/practice/audit";
import type { PHOTO_FORMATS } from "./photos/formats";
import { pictureSources } from "./photos/urls";
import {
  staffSnapshotSchema,
  type Credential,
  type StaffProfileInput,
  type StaffSnapshot,
} from "./staff-profile-schema";
import { changedItems } from "./versions/diff";
import { contentKind } from "./versions/kind";
import { previewDraft } from "./versions/preview";
import { recordVersion } from "./versions/record";
import { photoWanted } from "./photos/kept";
import { swapWithNeighbour } from "./ordering";

/** The cache tag of every page that shows staff profiles. */
export const STAFF_PROFILES_TAG = "staff-profiles";
export const STAFF_PROFILES_PART = "staff-profiles";
export const STAFF_PROFILES_KIND_KEY = "staff-profiles";

export const PROFILE_NOT_FOUND = "That staff profile was not found. It may have just been deleted.";
export const PHOTO_NOT_FOUND = "That photo was not found. Please upload it again.";
export const NOT_STAFF_ACCOUNT = "Please choose a teacher's or an admin's account.";

/** What a page shows as a person's picture. */
export type StaffPicture =
  | {
      kind: "photo";
      alt: string;
      /** One srcset per format, narrowest first. */
      sources: { format: (typeof PHOTO_FORMATS)[number]; srcSet: string }[];
      src: string;
    }
  | { kind: "illustration"; alt: string; src: string };

/** A profile as the public site shows it. */
export type StaffProfile = {
  id: string;
  name: string;
  role: string;
  credentials: Credential[];
  bio: string[];
  specialties: string[];
  picture: StaffPicture | null;
};

/** A profile as the editor shows it: hidden ones too, with what the form needs. */
export type EditableStaffProfile = Omit<StaffProfile, "picture"> & {
  hidden: boolean;
  position: number;
  photo: { id: string; revision: number; focusX: number; focusY: number } | null;
  avatarSrc: string | null;
  altText: string;
  userId: string | null;
};

function pictureOf(row: {
  photo: { id: string; revision: number } | null;
  avatarSrc: string | null;
  altText: string;
}): StaffPicture | null {
  if (row.photo)
    return { kind: "photo", alt: row.altText, ...pictureSources(row.photo, "portrait") };
  if (row.avatarSrc) return { kind: "illustration", alt: row.altText, src: row.avatarSrc };
  return null;
}

/** What the build renders with: the list the site started with, which the migration seeded. */
export function builtInProfiles(): StaffProfile[] {
  return builtInStaff.map((member) => ({
    id: member.id,
    name: member.name,
    role: member.role,
    credentials: member.credentials.map((text) => ({ kind: "other", text })),
    bio: member.bio,
    specialties: member.specialties,
    picture: { kind: "illustration", src: member.avatar.src, alt: member.avatar.alt },
  }));
}

type Reader = Pick<AppDatabase, "select">;

export async function readEditableProfiles(db: Reader): Promise<EditableStaffProfile[]> {
  const rows = await db
    .select({
      profile: staffProfiles,
      photoRevision: staffPhotos.revision,
      focusX: staffPhotos.focusX,
      focusY: staffPhotos.focusY,
    })
    .from(staffProfiles)
    .leftJoin(staffPhotos, eq(staffPhotos.id, staffProfiles.photoId))
    .orderBy(asc(staffProfiles.position), asc(staffProfiles.createdAt));
  return rows.map(({ profile, photoRevision, focusX, focusY }) => ({
    id: profile.id,
    name: profile.name,
    role: profile.role,
    credentials: profile.credentials as Credential[],
    bio: profile.bio,
    specialties: profile.specialties,
    hidden: profile.hidden,
    position: profile.position,
    photo:
      profile.photoId && photoRevision !== null
        ? {
            id: profile.photoId,
            revision: photoRevision,
            focusX: focusX ?? 0.5,
            focusY: focusY ?? 0.5,
          }
        : null,
    avatarSrc: profile.avatarSrc,
    altText: profile.altText,
    userId: profile.userId,
  }));
}

/** The profiles parents see, in order. */
export async function readStaffProfiles(db: Reader): Promise<StaffProfile[]> {
  const rows = await readEditableProfiles(db);
  return rows
    .filter((row) => !row.hidden)
    .map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      credentials: row.credentials,
      bio: row.bio,
      specialties: row.specialties,
      picture: pictureOf(row),
    }));
}

/** The revision staff profiles are at: other instances compare it with the one their pages show. */
export async function staffProfilesRevision(db: Reader): Promise<number> {
  const [row] = await db
    .select({ revision: siteContentRevisions.revision })
    .from(siteContentRevisions)
    .where(eq(siteContentRevisions.part, STAFF_PROFILES_PART));
  return row?.revision ?? 0;
}

type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

async function stepRevision(tx: Tx): Promise<void> {
  await tx
    .insert(siteContentRevisions)
    .values({ part: STAFF_PROFILES_PART, revision: 1 })
    .onConflictDoUpdate({
      target: siteContentRevisions.part,
      set: { revision: sql`${siteContentRevisions.revision} + 1` },
    });
}

/**
 * A photo something still wants stays (./photos/kept.ts: a kept version, so restoring it brings
 * the photo back); any other photo a profile no longer uses is deleted with the change.
 */
async function deletePhotoUnlessKept(tx: Tx, photoId: string): Promise<void> {
  await tx
    .delete(staffPhotos)
    .where(and(eq(staffPhotos.id, photoId), sql`not ${photoWanted(photoId)}`));
}

/** The whole list as a version keeps it: order, hidden, text, and the photo by id. */
export async function readStaffSnapshot(db: Reader): Promise<StaffSnapshot> {
  const rows = await db
    .select()
    .from(staffProfiles)
    .orderBy(asc(staffProfiles.position), asc(staffProfiles.createdAt));
  return {
    profiles: rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      credentials: row.credentials as Credential[],
      bio: row.bio,
      specialties: row.specialties,
      hidden: row.hidden,
      photoId: row.photoId,
      avatarSrc: row.avatarSrc,
      altText: row.altText,
      userId: row.userId,
    })),
  };
}

/**
 * The staff editor still publishes each change at once; each is kept as a version all the same,
 * so it can be restored like a published draft.
 */
async function recordStaffVersion(tx: Tx, actor: StaffActor): Promise<void> {
  await recordVersion(tx, actor, STAFF_PROFILES_KIND_KEY, await readStaffSnapshot(tx));
}

/** Makes a kept list live: profiles in its order, those it lacks removed (their photos kept). */
async function writeStaffSnapshot(tx: Tx, actor: StaffActor, snapshot: StaffSnapshot) {
  const wanted = snapshot.profiles;
  const photoIds = wanted.flatMap((p) => (p.photoId ? [p.photoId] : []));
  const userIds = wanted.flatMap((p) => (p.userId ? [p.userId] : []));
  // A photo or an account gone since the version was kept is left out rather than refused.
  const photos = new Set(
    photoIds.length
      ? (
          await tx
            .select({ id: staffPhotos.id })
            .from(staffPhotos)
            .where(inArray(staffPhotos.id, photoIds))
        ).map((r) => r.id)
      : [],
  );
  const accounts = new Set(
    userIds.length
      ? (await tx.select({ id: user.id }).from(user).where(inArray(user.id, userIds))).map(
          (r) => r.id,
        )
      : [],
  );
  const ids = wanted.map((p) => p.id);
  const gone = await tx.select({ id: staffProfiles.id }).from(staffProfiles);
  const removed = gone.map((r) => r.id).filter((id) => !ids.includes(id));
  if (removed.length) await tx.delete(staffProfiles).where(inArray(staffProfiles.id, removed));
  for (const [index, profile] of wanted.entries()) {
    const values = {
      name: profile.name,
      role: profile.role,
      credentials: profile.credentials,
      bio: profile.bio,
      specialties: profile.specialties,
      hidden: profile.hidden,
      photoId: profile.photoId && photos.has(profile.photoId) ? profile.photoId : null,
      avatarSrc: profile.avatarSrc,
      altText: profile.altText,
      userId: profile.userId && accounts.has(profile.userId) ? profile.userId : null,
      position: index + 1,
      updatedBy: actor.id,
    };
    await tx
      .insert(staffProfiles)
      .values({ id: profile.id, ...values })
      .onConflictDoUpdate({ target: staffProfiles.id, set: values });
  }
  await stepRevision(tx);
}

async function profileById(tx: Tx, id: string) {
  const [row] = await tx.select().from(staffProfiles).where(eq(staffProfiles.id, id)).for("update");
  if (!row) throw new AppError(404, PROFILE_NOT_FOUND);
  return row;
}

/** A readable, unique id for a new profile: its name in lower case with a short random tail. */
function newProfileId(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 40);
  return `${slug || "staff"}-${crypto.randomUUID().slice(0, 8)}`;
}

const FIELD_NAMES = {
  name: "name",
  role: "role",
  credentials: "credentials",
  bio: "bio",
  specialties: "specialties",
  photo: "photo",
  altText: "photo description",
  userId: "linked account",
} as const;

/**
 * Adds a profile (no id) at the end of the list or changes one, with its photo's focal point,
 * in one transaction with its audit entry. A replaced or removed photo is deleted with it.
 */
export async function saveStaffProfile(
  db: AppDatabase,
  actor: StaffActor,
  input: StaffProfileInput,
): Promise<{ id: string; name: string; created: boolean; changed: string[] }> {
  return db.transaction(async (tx) => {
    if (input.photoId) {
      const [photo] = await tx
        .select({ id: staffPhotos.id, focusX: staffPhotos.focusX, focusY: staffPhotos.focusY })
        .from(staffPhotos)
        .where(eq(staffPhotos.id, input.photoId));
      if (!photo) throw new AppError(400, PHOTO_NOT_FOUND);
      if (photo.focusX !== input.focusX || photo.focusY !== input.focusY)
        await tx
          .update(staffPhotos)
          .set({
            focusX: input.focusX,
            focusY: input.focusY,
            revision: sql`${staffPhotos.revision} + 1`,
          })
          .where(eq(staffPhotos.id, photo.id));
    }
    if (input.userId) {
      const [account] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.id, input.userId), inArray(user.role, ["teacher", "admin"])));
      if (!account) throw new AppError(400, NOT_STAFF_ACCOUNT);
    }
    const values = {
      name: input.name,
      role: input.role,
      credentials: input.credentials,
      bio: input.bio,
      specialties: input.specialties,
      photoId: input.photoId,
      altText: input.altText,
      userId: input.userId,
      updatedBy: actor.id,
    };
    let id: string;
    let created: boolean;
    let changed: string[];
    if (!input.id) {
      const [last] = await tx
        .select({ position: staffProfiles.position })
        .from(staffProfiles)
        .orderBy(desc(staffProfiles.position))
        .limit(1);
      id = newProfileId(input.name);
      created = true;
      changed = [];
      await tx.insert(staffProfiles).values({ id, ...values, position: (last?.position ?? 0) + 1 });
    } else {
      const before = await profileById(tx, input.id);
      id = before.id;
      created = false;
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
      changed = (
        [
          ["name", before.name, input.name],
          ["role", before.role, input.role],
          ["credentials", before.credentials, input.credentials],
          ["bio", before.bio, input.bio],
          ["specialties", before.specialties, input.specialties],
          ["photo", before.photoId, input.photoId],
          ["altText", before.altText, input.altText],
          ["userId", before.userId, input.userId],
        ] as const
      )
        .filter(([, a, b]) => !same(a, b))
        .map(([key]) => FIELD_NAMES[key]);
      await tx.update(staffProfiles).set(values).where(eq(staffProfiles.id, id));
      if (before.photoId && before.photoId !== input.photoId)
        await deletePhotoUnlessKept(tx, before.photoId);
    }
    await stepRevision(tx);
    await recordStaffVersion(tx, actor);
    await recordAudit(tx, actor, {
      action: created ? "site.staff_add" : "site.staff_save",
      entityType: "staff_profile",
      entityId: id,
      summary: created
        ? `${whoIs(actor)} added ${input.name} to the staff profiles`
        : `${whoIs(actor)} changed ${input.name}'s staff profile${changed.length ? ` (${changed.join(", ")})` : ""}`,
      details: { changed },
    });
    return { id, name: input.name, created, changed };
  });
}

/** Swaps a profile with its neighbour above or below; at either end nothing moves. */
export async function moveStaffProfile(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string; direction: "up" | "down" },
): Promise<{ name: string; moved: boolean }> {
  return db.transaction(async (tx) => {
    const row = await profileById(tx, input.id);
    if (!(await swapWithNeighbour(tx, staffProfiles, row, input.direction, actor.id)))
      return { name: row.name, moved: false };
    await stepRevision(tx);
    await recordStaffVersion(tx, actor);
    await recordAudit(tx, actor, {
      action: "site.staff_move",
      entityType: "staff_profile",
      entityId: row.id,
      summary: `${whoIs(actor)} moved ${row.name} ${input.direction} the staff list`,
      details: { direction: input.direction },
    });
    return { name: row.name, moved: true };
  });
}

export async function setStaffProfileHidden(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string; hidden: boolean },
): Promise<{ name: string }> {
  return db.transaction(async (tx) => {
    const row = await profileById(tx, input.id);
    if (row.hidden === input.hidden) return { name: row.name };
    await tx
      .update(staffProfiles)
      .set({ hidden: input.hidden, updatedBy: actor.id })
      .where(eq(staffProfiles.id, row.id));
    await stepRevision(tx);
    await recordStaffVersion(tx, actor);
    await recordAudit(tx, actor, {
      action: input.hidden ? "site.staff_hide" : "site.staff_show",
      entityType: "staff_profile",
      entityId: row.id,
      summary: input.hidden
        ? `${whoIs(actor)} hid ${row.name} from /meet-our-staff`
        : `${whoIs(actor)} showed ${row.name} on /meet-our-staff again`,
    });
    return { name: row.name };
  });
}

/** Deletes a profile and its photo. */
export async function deleteStaffProfile(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string },
): Promise<{ name: string }> {
  return db.transaction(async (tx) => {
    const row = await profileById(tx, input.id);
    await tx.delete(staffProfiles).where(eq(staffProfiles.id, row.id));
    if (row.photoId) await deletePhotoUnlessKept(tx, row.photoId);
    await stepRevision(tx);
    await recordStaffVersion(tx, actor);
    await recordAudit(tx, actor, {
      action: "site.staff_delete",
      entityType: "staff_profile",
      entityId: row.id,
      summary: `${whoIs(actor)} deleted ${row.name}'s staff profile`,
    });
    return { name: row.name };
  });
}

/** Photos uploaded but never saved to a profile, a hero or a draft are kept this long, then removed. */
const UNUSED_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;

/** Keeps an uploaded photo, a portrait or a hero (prepared by ./photos/pipeline.ts), audit-logged. */
export async function storeStaffPhoto(
  db: AppDatabase,
  actor: StaffActor,
  photo: { image: Uint8Array; width: number; height: number },
  now: Date,
): Promise<{ id: string; revision: number }> {
  return db.transaction(async (tx) => {
    // Uploads someone abandoned (nothing saved with them) are tidied away here.
    const unused = await tx
      .select({ id: staffPhotos.id })
      .from(staffPhotos)
      .where(
        and(
          sql`not ${photoWanted(staffPhotos.id)}`,
          lt(staffPhotos.createdAt, new Date(now.getTime() - UNUSED_PHOTO_TTL_MS)),
        ),
      );
    if (unused.length)
      await tx.delete(staffPhotos).where(
        inArray(
          staffPhotos.id,
          unused.map((u) => u.id),
        ),
      );
    const [row] = await tx
      .insert(staffPhotos)
      .values({ ...photo, uploadedBy: actor.id })
      .returning({ id: staffPhotos.id, revision: staffPhotos.revision });
    await recordAudit(tx, actor, {
      action: "site.staff_photo_upload",
      entityType: "staff_photo",
      entityId: row!.id,
      summary: `${whoIs(actor)} uploaded a staff photo`,
      details: { width: photo.width, height: photo.height },
    });
    return row!;
  });
}

/** A stored photo for serving its sizes, or null. */
export async function readStaffPhoto(db: Reader, id: string) {
  const [row] = await db.select().from(staffPhotos).where(eq(staffPhotos.id, id));
  return row ?? null;
}

const STAFF_FIELD_NAMES = {
  name: "name",
  role: "role",
  credentials: "credentials",
  bio: "bio",
  specialties: "specialties",
  hidden: "hidden",
  photoId: "photo",
  altText: "photo description",
  userId: "linked account",
} as const;

/** The profiles a snapshot shows parents (for a preview), with each photo's current crop. */
async function profilesShown(db: Reader, snapshot: StaffSnapshot): Promise<StaffProfile[]> {
  const photoIds = snapshot.profiles.flatMap((p) => (p.photoId ? [p.photoId] : []));
  const photos = new Map(
    photoIds.length
      ? (
          await db
            .select({ id: staffPhotos.id, revision: staffPhotos.revision })
            .from(staffPhotos)
            .where(inArray(staffPhotos.id, photoIds))
        ).map((p) => [p.id, p])
      : [],
  );
  return snapshot.profiles
    .filter((p) => !p.hidden)
    .map((p) => ({
      id: p.id,
      name: p.name,
      role: p.role,
      credentials: p.credentials,
      bio: p.bio,
      specialties: p.specialties,
      picture: pictureOf({
        photo: (p.photoId && photos.get(p.photoId)) || null,
        avatarSrc: p.avatarSrc,
        altText: p.altText,
      }),
    }));
}

/** The staff list as one kind of site content: kept at every publish and restorable. */
export const staffProfilesKind = contentKind<StaffSnapshot>({
  key: STAFF_PROFILES_KIND_KEY,
  label: "Staff profiles",
  tag: STAFF_PROFILES_TAG,
  previewPath: "/meet-our-staff",
  editorPath: "/admin/site/staff",
  schema: staffSnapshotSchema,
  readLive: readStaffSnapshot,
  writeLive: writeStaffSnapshot,
  describeChanges: (before, after) =>
    changedItems(before.profiles, after.profiles, STAFF_FIELD_NAMES),
});

const cachedProfiles = unstable_cache(
  async (phase: "build" | "run") =>
    phase === "build" ? builtInProfiles() : readStaffProfiles(await getDb()),
  ["staff-profiles"],
  { tags: [STAFF_PROFILES_TAG] },
);

/**
 * The profiles for a page, cached until a save. The build's copy is kept under its own key, so a
 * server never answers with it from the cache.
 */
export async function getStaffProfiles(): Promise<StaffProfile[]> {
  // An editor's preview shows the draft list (made per request, never cached).
  const draft = await previewDraft(staffProfilesKind);
  if (draft) return profilesShown(await getDb(), draft);
  return cachedProfiles(isBuildPhase() ? "build" : "run");
}

/** The staff accounts a profile may be linked to (for a consultation's host name). */
export async function listStaffAccounts(db: Reader): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(and(inArray(user.role, ["teacher", "admin"]), eq(user.disabled, false)))
    .orderBy(asc(user.name));
}
