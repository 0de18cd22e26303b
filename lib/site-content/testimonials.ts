import "server-only";
// Parents' words on the home page, /dyslexia and /free-consultation, kept in the database so staff
// add, edit, reorder, hide and delete them without a rebuild (Admin → Site → Testimonials). Pages
// read them through getTestimonials(page), cached under one tag, so pages stay prerendered and a
// save expires exactly the pages that show testimonials. The build reads no database and renders
// the built-in list the migration seeded; every server replaces it on its first check
// (./freshness.ts). A testimonial without the family's permission recorded is never listed for a
// page, whatever its other settings say. Each change is one transaction with its audit entry and
// a step of the "testimonials" revision, which the other instances watch.
import { asc, desc, eq, sql } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb, isBuildPhase, type AppDatabase } from "@/db/client";
import { siteContentRevisions, testimonials } from "@/db/schema";
import { testimonials as builtInTestimonials } from "@/lib/content/testimonials";
import { AppError } from "@/lib/http/responses";
import { recordAudit, whoIs, type StaffActor } from "@/lib/practice/audit";
import {
  hasPermission,
  PERMISSION_NEEDED,
  type TestimonialInput,
  type TestimonialPage,
} from "./testimonial-schema";
import { swapWithNeighbour } from "./ordering";

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

type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

async function stepRevision(tx: Tx): Promise<void> {
  await tx
    .insert(siteContentRevisions)
    .values({ part: TESTIMONIALS_PART, revision: 1 })
    .onConflictDoUpdate({
      target: siteContentRevisions.part,
      set: { revision: sql`${siteContentRevisions.revision} + 1` },
    });
}

async function testimonialById(tx: Tx, id: string) {
  const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
  if (!row) throw new AppError(404, TESTIMONIAL_NOT_FOUND);
  return row;
}

const FIELD_NAMES = {
  quote: "quote",
  name: "name",
  detail: "line under the name",
  ageGroup: "age group",
  source: "source",
  permission: "permission",
  pages: "pages",
  hidden: "shown or hidden",
} as const;

/** Adds a testimonial (no id) at the end of the list or changes one, with its audit entry. */
export async function saveTestimonial(
  db: AppDatabase,
  actor: StaffActor,
  input: TestimonialInput,
): Promise<{ id: string; name: string; created: boolean; changed: string[] }> {
  return db.transaction(async (tx) => {
    const values = {
      quote: input.quote,
      name: input.name,
      detail: input.detail,
      ageGroup: input.ageGroup,
      source: input.source,
      permissionGiven: input.permissionGiven,
      permissionDate: input.permissionDate,
      pages: input.pages,
      hidden: input.hidden,
      updatedBy: actor.id,
    };
    let id: string;
    let created: boolean;
    let changed: string[];
    if (!input.id) {
      const [last] = await tx
        .select({ position: testimonials.position })
        .from(testimonials)
        .orderBy(desc(testimonials.position))
        .limit(1);
      id = crypto.randomUUID();
      created = true;
      changed = [];
      await tx.insert(testimonials).values({ id, ...values, position: (last?.position ?? 0) + 1 });
    } else {
      const before = await testimonialById(tx, input.id);
      id = before.id;
      created = false;
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
      changed = (
        [
          ["quote", before.quote, input.quote],
          ["name", before.name, input.name],
          ["detail", before.detail, input.detail],
          ["ageGroup", before.ageGroup, input.ageGroup],
          ["source", before.source, input.source],
          [
            "permission",
            [before.permissionGiven, before.permissionDate],
            [input.permissionGiven, input.permissionDate],
          ],
          ["pages", before.pages, input.pages],
          ["hidden", before.hidden, input.hidden],
        ] as const
      )
        .filter(([, a, b]) => !same(a, b))
        .map(([key]) => FIELD_NAMES[key]);
      await tx.update(testimonials).set(values).where(eq(testimonials.id, id));
    }
    await stepRevision(tx);
    await recordAudit(tx, actor, {
      action: created ? "site.testimonial_add" : "site.testimonial_save",
      entityType: "testimonial",
      entityId: id,
      summary: created
        ? `${whoIs(actor)} added a testimonial from ${input.name}`
        : `${whoIs(actor)} changed ${input.name}'s testimonial${changed.length ? ` (${changed.join(", ")})` : ""}`,
      details: { changed },
    });
    return { id, name: input.name, created, changed };
  });
}

/** Swaps a testimonial with its neighbour above or below; at either end nothing moves. */
export async function moveTestimonial(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string; direction: "up" | "down" },
): Promise<{ name: string; moved: boolean }> {
  return db.transaction(async (tx) => {
    const row = await testimonialById(tx, input.id);
    if (!(await swapWithNeighbour(tx, testimonials, row, input.direction, actor.id)))
      return { name: row.name, moved: false };
    await stepRevision(tx);
    await recordAudit(tx, actor, {
      action: "site.testimonial_move",
      entityType: "testimonial",
      entityId: row.id,
      summary: `${whoIs(actor)} moved ${row.name}'s testimonial ${input.direction}`,
      details: { direction: input.direction },
    });
    return { name: row.name, moved: true };
  });
}

/** Hides or shows one; showing needs the family's permission recorded. */
export async function setTestimonialHidden(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string; hidden: boolean },
): Promise<{ name: string }> {
  return db.transaction(async (tx) => {
    const row = await testimonialById(tx, input.id);
    if (row.hidden === input.hidden) return { name: row.name };
    if (!input.hidden && !hasPermission(row)) throw new AppError(400, PERMISSION_NEEDED);
    await tx
      .update(testimonials)
      .set({ hidden: input.hidden, updatedBy: actor.id })
      .where(eq(testimonials.id, row.id));
    await stepRevision(tx);
    await recordAudit(tx, actor, {
      action: input.hidden ? "site.testimonial_hide" : "site.testimonial_show",
      entityType: "testimonial",
      entityId: row.id,
      summary: input.hidden
        ? `${whoIs(actor)} hid ${row.name}'s testimonial`
        : `${whoIs(actor)} showed ${row.name}'s testimonial again`,
    });
    return { name: row.name };
  });
}

export async function deleteTestimonial(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string },
): Promise<{ name: string }> {
  return db.transaction(async (tx) => {
    const row = await testimonialById(tx, input.id);
    await tx.delete(testimonials).where(eq(testimonials.id, row.id));
    await stepRevision(tx);
    await recordAudit(tx, actor, {
      action: "site.testimonial_delete",
      entityType: "testimonial",
      entityId: row.id,
      summary: `${whoIs(actor)} deleted ${row.name}'s testimonial`,
    });
    return { name: row.name };
  });
}

const cachedTestimonials = unstable_cache(
  async (phase: "build" | "run", page: TestimonialPage) =>
    phase === "build" ? builtInTestimonialsFor(page) : readTestimonialsFor(await getDb(), page),
  ["testimonials"],
  { tags: [TESTIMONIALS_TAG] },
);

/** One page's testimonials, cached until a save; the build's copy under its own key. */
export function getTestimonials(page: TestimonialPage): Promise<ShownTestimonial[]> {
  return cachedTestimonials(isBuildPhase() ? "build" : "run", page);
}
