import "server-only";
// The optional hero photo of the home page and of /free-consultation, kept in the database so
// staff change it without a rebuild (Admin → Site → Hero photos). Versioned like the other kinds
// of site content: the editor saves a draft, previews the real page, publishes, and can restore
// any earlier version. Pages read it through getHeroPhoto(page), cached under one tag, so both
// pages stay prerendered and a publish expires exactly those two. The build reads no database
// and renders no photo (the illustration each page always showed); every server replaces it on
// its first check (./freshness.ts). A focal point moved on a photo parents already see waits for
// the publish (the preview asks for its crop in the URL); on a photo no page shows yet it is kept
// at once (./photos/focus.ts).
import { and, eq, inArray, sql } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb, isBuildPhase } from "@/db/client";
import { heroPhotos, siteContentRevisions, staffPhotos } from "@/db/schema";
import type { StaffActor } from "@/lib/practice/audit";
import {
  HERO_PAGE_LABELS,
  HERO_PAGES,
  heroSnapshotSchema,
  type HeroPage,
  type HeroPhoto,
  type HeroSnapshot,
} from "./hero-photo-schema";
import type { PhotoFormat } from "./photos/formats";
import { PHOTO_PURPOSES } from "./photos/formats";
import { keepFocus } from "./photos/focus";
import { photoWanted } from "./photos/kept";
import { pictureSources } from "./photos/urls";
import { contentKind, type ContentReader, type ContentTx } from "./versions/kind";
import { previewDraft } from "./versions/preview";

/** The cache tag of the two pages that may show a hero photo. */
export const HERO_PHOTOS_TAG = "hero-photos";
export const HERO_PHOTOS_PART = "hero-photos";

/** What a page shows beside its heading when it has a hero photo. */
export type HeroPicture = {
  alt: string;
  /** One srcset per format, narrowest first. */
  sources: { format: PhotoFormat; srcSet: string }[];
  src: string;
  /** The crop's shape, so the browser keeps the box before the photo arrives. */
  width: number;
  height: number;
};

const NO_HEROES: HeroSnapshot = { home: null, "free-consultation": null };

/** Both pages' heroes as live: the photo, its current focal point and its description. */
export async function readHeroSnapshot(db: ContentReader): Promise<HeroSnapshot> {
  const rows = await db
    .select({
      page: heroPhotos.page,
      photoId: heroPhotos.photoId,
      altText: heroPhotos.altText,
      focusX: staffPhotos.focusX,
      focusY: staffPhotos.focusY,
    })
    .from(heroPhotos)
    .innerJoin(staffPhotos, eq(staffPhotos.id, heroPhotos.photoId));
  const snapshot = { ...NO_HEROES };
  for (const { page, ...photo } of rows)
    if ((HERO_PAGES as readonly string[]).includes(page)) snapshot[page as HeroPage] = photo;
  return snapshot;
}

export async function heroPhotosRevision(db: ContentReader): Promise<number> {
  const [row] = await db
    .select({ revision: siteContentRevisions.revision })
    .from(siteContentRevisions)
    .where(eq(siteContentRevisions.part, HERO_PHOTOS_PART));
  return row?.revision ?? 0;
}

/** Makes a snapshot live. A photo gone since a version was kept is left out rather than refused. */
async function writeHeroSnapshot(
  tx: ContentTx,
  actor: StaffActor,
  snapshot: HeroSnapshot,
): Promise<void> {
  const ids = HERO_PAGES.flatMap((page) => snapshot[page]?.photoId ?? []);
  const stored = new Set(
    ids.length
      ? (
          await tx
            .select({ id: staffPhotos.id })
            .from(staffPhotos)
            .where(inArray(staffPhotos.id, ids))
        ).map((r) => r.id)
      : [],
  );
  const before = await tx.select({ photoId: heroPhotos.photoId }).from(heroPhotos);
  for (const page of HERO_PAGES) {
    const hero = snapshot[page];
    if (!hero || !stored.has(hero.photoId)) {
      await tx.delete(heroPhotos).where(eq(heroPhotos.page, page));
      continue;
    }
    await keepFocus(tx, hero, false);
    const values = { photoId: hero.photoId, altText: hero.altText, updatedBy: actor.id };
    await tx
      .insert(heroPhotos)
      .values({ page, ...values })
      .onConflictDoUpdate({ target: heroPhotos.page, set: values });
  }
  // A replaced photo stays while a kept version refers to it (always, once it was published).
  const replaced = before.map((r) => r.photoId).filter((id) => !ids.includes(id));
  for (const id of replaced)
    await tx.delete(staffPhotos).where(and(eq(staffPhotos.id, id), sql`not ${photoWanted(id)}`));
  await tx
    .insert(siteContentRevisions)
    .values({ part: HERO_PHOTOS_PART, revision: 1 })
    .onConflictDoUpdate({
      target: siteContentRevisions.part,
      set: { revision: sql`${siteContentRevisions.revision} + 1` },
    });
}

function describeHeroChanges(before: HeroSnapshot, after: HeroSnapshot): string[] {
  return HERO_PAGES.flatMap((page) => {
    const [was, now] = [before[page], after[page]];
    const label = HERO_PAGE_LABELS[page];
    if (!was && !now) return [];
    if (!was) return [`${label}: photo added`];
    if (!now) return [`${label}: photo removed`];
    const fields = [
      was.photoId !== now.photoId ? "photo" : null,
      was.focusX !== now.focusX || was.focusY !== now.focusY ? "focal point" : null,
      was.altText !== now.altText ? "photo description" : null,
    ].filter((f): f is string => f !== null);
    return fields.length ? [`${label}: ${fields.join(", ")}`] : [];
  });
}

/** The hero photos as one kind of site content: drafted, previewed, published and restored. */
export const heroPhotosKind = contentKind<HeroSnapshot>({
  key: "hero-photos",
  label: "Hero photos",
  tag: HERO_PHOTOS_TAG,
  previewPath: "/",
  editorPath: "/admin/site/hero",
  schema: heroSnapshotSchema,
  readLive: readHeroSnapshot,
  writeLive: writeHeroSnapshot,
  describeChanges: describeHeroChanges,
});

/**
 * What a page shows for a snapshot's hero; null for none. A draft's focal point not yet on the
 * photo is asked for in the crops' URLs (served to an editor's preview only).
 */
async function pictureOf(db: ContentReader, hero: HeroPhoto | null): Promise<HeroPicture | null> {
  if (!hero) return null;
  const [photo] = await db
    .select({
      id: staffPhotos.id,
      revision: staffPhotos.revision,
      focusX: staffPhotos.focusX,
      focusY: staffPhotos.focusY,
    })
    .from(staffPhotos)
    .where(eq(staffPhotos.id, hero.photoId));
  if (!photo) return null;
  const moved = photo.focusX !== hero.focusX || photo.focusY !== hero.focusY;
  const draftFocus = moved ? { focusX: hero.focusX, focusY: hero.focusY } : null;
  const { aspect, widths } = PHOTO_PURPOSES.hero;
  const width = widths[2];
  return {
    alt: hero.altText,
    ...pictureSources({ id: photo.id, revision: photo.revision, draftFocus }, "hero"),
    width,
    height: Math.round(width / aspect),
  };
}

const cachedHero = unstable_cache(
  async (phase: "build" | "run", page: HeroPage) => {
    if (phase === "build") return null;
    const db = await getDb();
    return pictureOf(db, (await readHeroSnapshot(db))[page]);
  },
  ["hero-photos"],
  { tags: [HERO_PHOTOS_TAG] },
);

/**
 * The page's hero photo, or null when it shows its illustration; cached until a publish (the
 * draft in an editor's preview). The build's answer is kept under its own key, so a server never
 * answers with it from the cache.
 */
export async function getHeroPhoto(page: HeroPage): Promise<HeroPicture | null> {
  const draft = await previewDraft(heroPhotosKind);
  if (draft) return pictureOf(await getDb(), draft[page]);
  return cachedHero(isBuildPhase() ? "build" : "run", page);
}
