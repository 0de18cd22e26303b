import "server-only";
// What the hero photos' editor (Admin → Site → Hero photos) reads and saves: each page's hero as
// the draft, else the live site, has it. Apart from ./hero-photos.ts, which the versions registry
// imports: the drafts store imports the registry.
import { inArray } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { staffPhotos } from "@/db/schema";
import type { StaffActor } from "@/lib/practice/audit";
import {
  HERO_PAGES,
  withHero,
  type HeroForm,
  type HeroPage,
  type HeroPhoto,
} from "./hero-photo-schema";
import { heroPhotosKind } from "./hero-photos";
import { keepFocus } from "./photos/focus";
import type { ContentReader } from "./versions/kind";
import { readDraftOrLive, saveDraft } from "./versions/store";

/**
 * Saves one page's hero into the draft (the other page's stays as the draft or the live site
 * has it) and answers what the draft changes from live. Nothing parents see changes.
 */
export async function saveHeroDraft(
  db: AppDatabase,
  actor: StaffActor,
  form: HeroForm,
  now: Date,
): Promise<{ changes: string[] }> {
  const snapshot = withHero(await readDraftOrLive(db, heroPhotosKind), form);
  const hero = snapshot[form.page];
  if (hero) await db.transaction((tx) => keepFocus(tx, hero, true));
  return saveDraft(db, actor, heroPhotosKind, snapshot, now);
}

/** What the editor's form starts from for each page: the draft's hero, else the live one. */
export async function readHeroEditor(db: ContentReader): Promise<
  Record<
    HeroPage,
    {
      photo: { id: string; revision: number; focusX: number; focusY: number } | null;
      altText: string;
    }
  >
> {
  const snapshot = await readDraftOrLive(db, heroPhotosKind);
  const ids = HERO_PAGES.flatMap((page) => snapshot[page]?.photoId ?? []);
  const revisions = new Map(
    ids.length
      ? (
          await db
            .select({ id: staffPhotos.id, revision: staffPhotos.revision })
            .from(staffPhotos)
            .where(inArray(staffPhotos.id, ids))
        ).map((r) => [r.id, r.revision])
      : [],
  );
  const editorOf = (hero: HeroPhoto | null) => {
    const revision = hero ? revisions.get(hero.photoId) : undefined;
    return hero && revision !== undefined
      ? {
          photo: { id: hero.photoId, revision, focusX: hero.focusX, focusY: hero.focusY },
          altText: hero.altText,
        }
      : { photo: null, altText: "" };
  };
  return {
    home: editorOf(snapshot.home),
    "free-consultation": editorOf(snapshot["free-consultation"]),
  };
}
