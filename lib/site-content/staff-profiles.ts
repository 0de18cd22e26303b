import "server-only";
// The people on /meet-our-staff, kept in the database so staff add, edit, reorder, hide and
// delete them without a rebuild (Admin → Site → Staff profiles, whose changes wait in a draft:
// ./staff-drafts.ts). The list is one kind of site content (./versions): publishing a draft or
// restoring a version writes it live here in one transaction, with a step of the
// "staff-profiles" revision, which the other instances watch. Pages read it through
// getStaffProfiles(), cached under one tag: pages stay prerendered and a publish expires exactly
// the pages that show staff. The build reads no database, so it renders the built-in list
// (lib/content/staff.ts), which is what the migration seeded; every server replaces it on its
// first check (./freshness.ts).
import { and, asc, eq, lt, sql, inArray } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb, isBuildPhase, type AppDatabase } from "@/db/client";
import { siteContentRevisions, staffPhotos, staffProfiles, user } from "@/db/schema";
import { staff as builtInStaff } from "@/lib/content/staff";
import { recordAudit, whoIs, type StaffActor } from "@/lib/practice/audit";
import type { PHOTO_FORMATS } from "./photos/formats";
import { pictureSources, type LinkedPhoto } from "./photos/urls";
import {
  staffSnapshotSchema,
  type Credential,
  type StaffSnapshot,
  type StaffSnapshotProfile,
} from "./staff-profile-schema";
import { changedItems } from "./versions/diff";
import { contentKind, type ContentReader, type ContentTx } from "./versions/kind";
import { previewDraft } from "./versions/preview";
import { keepFocus } from "./photos/focus";
import { photoWanted } from "./photos/kept";

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

function pictureOf(row: {
  photo: LinkedPhoto | null;
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

/** The stored photos with these ids: the revision every crop's URL names, and their focus. */
export async function photoRows(
  db: ContentReader,
  ids: (string | null)[],
): Promise<Map<string, { id: string; revision: number; focusX: number; focusY: number }>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: staffPhotos.id,
      revision: staffPhotos.revision,
      focusX: staffPhotos.focusX,
      focusY: staffPhotos.focusY,
    })
    .from(staffPhotos)
    .where(inArray(staffPhotos.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A profile's photo as a page links to it, asking for the draft's focal point when it moved. */
function linkedPhoto(
  profile: StaffSnapshotProfile,
  stored: { id: string; revision: number; focusX: number; focusY: number } | undefined,
): LinkedPhoto | null {
  if (!stored) return null;
  const { focusX, focusY } = profile;
  const moved =
    focusX !== null && focusY !== null && (focusX !== stored.focusX || focusY !== stored.focusY);
  return { ...stored, draftFocus: moved ? { focusX, focusY } : null };
}

/**
 * The profiles a snapshot shows parents, in order: the live list, or an editor's draft in a
 * preview (its photos are stored like any other, and a focal point moved in the draft is asked
 * for in the crops' URLs, so the preview shows what publishing will).
 */
async function profilesShown(db: ContentReader, snapshot: StaffSnapshot): Promise<StaffProfile[]> {
  const photos = await photoRows(
    db,
    snapshot.profiles.map((p) => p.photoId),
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
        photo: p.photoId ? linkedPhoto(p, photos.get(p.photoId)) : null,
        avatarSrc: p.avatarSrc,
        altText: p.altText,
      }),
    }));
}

/** The profiles parents see, in order. */
export async function readStaffProfiles(db: ContentReader): Promise<StaffProfile[]> {
  return profilesShown(db, await readStaffSnapshot(db));
}

/** The revision staff profiles are at: other instances compare it with the one their pages show. */
export async function staffProfilesRevision(db: ContentReader): Promise<number> {
  const [row] = await db
    .select({ revision: siteContentRevisions.revision })
    .from(siteContentRevisions)
    .where(eq(siteContentRevisions.part, STAFF_PROFILES_PART));
  return row?.revision ?? 0;
}

async function stepRevision(tx: ContentTx): Promise<void> {
  await tx
    .insert(siteContentRevisions)
    .values({ part: STAFF_PROFILES_PART, revision: 1 })
    .onConflictDoUpdate({
      target: siteContentRevisions.part,
      set: { revision: sql`${siteContentRevisions.revision} + 1` },
    });
}

/** The whole live list as a version keeps it: order, hidden, text, the photo and its focus. */
export async function readStaffSnapshot(db: ContentReader): Promise<StaffSnapshot> {
  const rows = await db
    .select({ row: staffProfiles, focusX: staffPhotos.focusX, focusY: staffPhotos.focusY })
    .from(staffProfiles)
    .leftJoin(staffPhotos, eq(staffPhotos.id, staffProfiles.photoId))
    .orderBy(asc(staffProfiles.position), asc(staffProfiles.createdAt));
  return {
    profiles: rows.map(({ row, focusX, focusY }) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      credentials: row.credentials as Credential[],
      bio: row.bio,
      specialties: row.specialties,
      hidden: row.hidden,
      photoId: row.photoId,
      focusX,
      focusY,
      avatarSrc: row.avatarSrc,
      altText: row.altText,
      userId: row.userId,
    })),
  };
}

/**
 * Makes a draft or a kept version live: profiles in its order, those it lacks removed (their
 * photos kept), and each photo's crop moved to the snapshot's focal point.
 */
async function writeStaffSnapshot(tx: ContentTx, actor: StaffActor, snapshot: StaffSnapshot) {
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
    const photoId = profile.photoId && photos.has(profile.photoId) ? profile.photoId : null;
    if (photoId && profile.focusX !== null && profile.focusY !== null)
      await keepFocus(tx, { photoId, focusX: profile.focusX, focusY: profile.focusY }, false);
    const values = {
      name: profile.name,
      role: profile.role,
      credentials: profile.credentials,
      bio: profile.bio,
      specialties: profile.specialties,
      hidden: profile.hidden,
      photoId,
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
export async function readStaffPhoto(db: ContentReader, id: string) {
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
  focus: "focal point",
  altText: "photo description",
  userId: "linked account",
} as const;

/**
 * What differs, by person and field ("Megan Park: bio, focal point"). A focal point counts only
 * for the same photo on both sides (a new photo brings its own: "photo" says it) and when both
 * sides know it (versions kept before drafts do not).
 */
function describeStaffChanges(before: StaffSnapshot, after: StaffSnapshot): string[] {
  const withFocus = (profiles: StaffSnapshotProfile[], others: StaffSnapshotProfile[]) => {
    const other = new Map(others.map((p) => [p.id, p]));
    return profiles.map((p) => {
      const o = other.get(p.id);
      const known = o?.photoId && o.photoId === p.photoId && o.focusX !== null && p.focusX !== null;
      return { ...p, focus: known ? [p.focusX, p.focusY] : null };
    });
  };
  return changedItems(
    withFocus(before.profiles, after.profiles),
    withFocus(after.profiles, before.profiles),
    STAFF_FIELD_NAMES,
  );
}

/** The staff list as one kind of site content: drafted, previewed, published and restored. */
export const staffProfilesKind = contentKind<StaffSnapshot>({
  key: STAFF_PROFILES_KIND_KEY,
  label: "Staff profiles",
  tag: STAFF_PROFILES_TAG,
  previewPath: "/meet-our-staff",
  editorPath: "/admin/site/staff",
  schema: staffSnapshotSchema,
  readLive: readStaffSnapshot,
  writeLive: writeStaffSnapshot,
  describeChanges: describeStaffChanges,
});

const cachedProfiles = unstable_cache(
  async (phase: "build" | "run") =>
    phase === "build" ? builtInProfiles() : readStaffProfiles(await getDb()),
  ["staff-profiles"],
  { tags: [STAFF_PROFILES_TAG] },
);

/**
 * The profiles for a page, cached until a publish. The build's copy is kept under its own key, so a
 * server never answers with it from the cache.
 */
export async function getStaffProfiles(): Promise<StaffProfile[]> {
  // An editor's preview shows the draft list (made per request, never cached).
  const draft = await previewDraft(staffProfilesKind);
  if (draft) return profilesShown(await getDb(), draft);
  return cachedProfiles(isBuildPhase() ? "build" : "run");
}

/** The staff accounts a profile may be linked to (for a consultation's host name). */
export async function listStaffAccounts(
  db: ContentReader,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(and(inArray(user.role, ["teacher", "admin"]), eq(user.disabled, false)))
    .orderBy(asc(user.name));
}
