import "server-only";
// Parents' words on the home page, /dyslexia and /free-consultation, kept in the database so staff
// add, edit, reorder, hide and delete them without a rebuild (Admin → Site → Testimonials), in a
// draft they preview and publish (./testimonial-drafts.ts, ./versions). Pages read them through
// getTestimonials(page), cached under one tag, so pages stay prerendered and a publish expires
// exactly the pages that show testimonials. The build reads no database and renders
// the built-in list the migration seeded; every server replaces it on its first check
// (./freshness.ts). A testimonial without the family's permission recorded is never listed for a
// page, whatever its other settings say. Each publish is one transaction with its audit entry, a
// kept version and a step of the "testimonials" revision, which the other instances watch.
import { asc, eq, inArray, sql } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb, isBuildPhase, type AppDatabase } from "@/db/client";
import { siteContentRevisions, testimonials } from "@/db/schema";
import { testimonials as builtInTestimonials } from "@/lib/content/testimonials";
import type { StaffActor } from "@/lib/practice/audit";
import {
  hasPermission,
  testimonialsSnapshotSchema,
  type TestimonialPage,
  type TestimonialsSnapshot,
} from "./testimonial-schema";
import { changedItems } from "./versions/diff";
import { contentKind, type ContentTx } from "./versions/kind";
import { previewDraft } from "./versions/preview";

/** The cache tag of every page that shows testimonials. */
export const TESTIMONIALS_TAG = "testimonials";
export const TESTIMONIALS_PART = "testimonials";

export const TESTIMONIAL_NOT_FOUND =
  "That testimonial was not found. It may have just been deleted.";

/** A testimonial as a page shows it. */
export type ShownTestimonial = { id: string; quote: string; name: string; detail: string };

/** A testimonial as the editor shows it: hidden ones and those without permission too. */
export type EditableTestimonial = ShownTestimonial & {
  ageGroup: string;
  source: string;
  permissionGiven: boolean;
  permissionDate: string | null;
  pages: TestimonialPage[];
  hidden: boolean;
  position: number;
};

/**
 * What the build renders with: the list the site started with, on the pages the migration put
 * each one (the home page showed the first three, /free-consultation the first two).
 */
export function builtInTestimonialsFor(page: TestimonialPage): ShownTestimonial[] {
  const count = { home: 3, dyslexia: builtInTestimonials.length, "free-consultation": 2 }[page];
  return builtInTestimonials
    .slice(0, count)
    .map(({ id, quote, name, detail }) => ({ id, quote, name, detail }));
}

type Reader = Pick<AppDatabase, "select">;

export async function readEditableTestimonials(db: Reader): Promise<EditableTestimonial[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .orderBy(asc(testimonials.position), asc(testimonials.createdAt));
  return rows.map((row) => ({
    id: row.id,
    quote: row.quote,
    name: row.name,
    detail: row.detail,
    ageGroup: row.ageGroup,
    source: row.source,
    permissionGiven: row.permissionGiven,
    permissionDate: row.permissionDate,
    pages: row.pages as TestimonialPage[],
    hidden: row.hidden,
    position: row.position,
  }));
}

/** The testimonials one page shows, in order: not hidden, meant for it, with permission. */
export async function readTestimonialsFor(
  db: Reader,
  page: TestimonialPage,
): Promise<ShownTestimonial[]> {
  const rows = await readEditableTestimonials(db);
  return rows
    .filter((row) => !row.hidden && hasPermission(row) && row.pages.includes(page))
    .map(({ id, quote, name, detail }) => ({ id, quote, name, detail }));
}

export async function testimonialsRevision(db: Reader): Promise<number> {
  const [row] = await db
    .select({ revision: siteContentRevisions.revision })
    .from(siteContentRevisions)
    .where(eq(siteContentRevisions.part, TESTIMONIALS_PART));
  return row?.revision ?? 0;
}

/** The whole list as a draft and a version keep it, in page order. */
export async function readTestimonialsSnapshot(db: Reader): Promise<TestimonialsSnapshot> {
  const rows = await readEditableTestimonials(db);
  return { testimonials: rows.map(({ position: _position, ...item }) => item) };
}

/** Makes a kept list live: testimonials in its order, those it lacks removed. */
async function writeTestimonialsSnapshot(
  tx: ContentTx,
  actor: StaffActor,
  snapshot: TestimonialsSnapshot,
): Promise<void> {
  const ids = snapshot.testimonials.map((t) => t.id);
  const existing = await tx.select({ id: testimonials.id }).from(testimonials);
  const removed = existing.map((r) => r.id).filter((id) => !ids.includes(id));
  if (removed.length) await tx.delete(testimonials).where(inArray(testimonials.id, removed));
  for (const [index, { id, ...item }] of snapshot.testimonials.entries()) {
    const values = { ...item, position: index + 1, updatedBy: actor.id };
    await tx
      .insert(testimonials)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: testimonials.id, set: values });
  }
  await tx
    .insert(siteContentRevisions)
    .values({ part: TESTIMONIALS_PART, revision: 1 })
    .onConflictDoUpdate({
      target: siteContentRevisions.part,
      set: { revision: sql`${siteContentRevisions.revision} + 1` },
    });
}

const FIELD_NAMES = {
  quote: "quote",
  name: "name",
  detail: "line under the name",
  ageGroup: "age group",
  source: "source",
  permissionGiven: "permission",
  permissionDate: "permission date",
  pages: "pages",
  hidden: "shown or hidden",
} as const;

/** The testimonials as one kind of site content: drafted, previewed, published, restored. */
export const testimonialsKind = contentKind<TestimonialsSnapshot>({
  key: "testimonials",
  label: "Testimonials",
  tag: TESTIMONIALS_TAG,
  previewPath: "/",
  editorPath: "/admin/site/testimonials",
  schema: testimonialsSnapshotSchema,
  readLive: readTestimonialsSnapshot,
  writeLive: writeTestimonialsSnapshot,
  describeChanges: (before, after) =>
    changedItems(before.testimonials, after.testimonials, FIELD_NAMES),
});

/** One page's testimonials as a snapshot shows them (an editor's preview of the draft). */
function shownFrom(snapshot: TestimonialsSnapshot, page: TestimonialPage): ShownTestimonial[] {
  return snapshot.testimonials
    .filter((t) => !t.hidden && hasPermission(t) && t.pages.includes(page))
    .map(({ id, quote, name, detail }) => ({ id, quote, name, detail }));
}

const cachedTestimonials = unstable_cache(
  async (phase: "build" | "run", page: TestimonialPage) =>
    phase === "build" ? builtInTestimonialsFor(page) : readTestimonialsFor(await getDb(), page),
  ["testimonials"],
  { tags: [TESTIMONIALS_TAG] },
);

/**
 * One page's testimonials, cached until a publish (the draft in an editor's preview); the build's
 * copy under its own key.
 */
export async function getTestimonials(page: TestimonialPage): Promise<ShownTestimonial[]> {
  const draft = await previewDraft(testimonialsKind);
  if (draft) return shownFrom(draft, page);
  return cachedTestimonials(isBuildPhase() ? "build" : "run", page);
}
