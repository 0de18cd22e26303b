import "server-only";
// What Admin → Site → Testimonials does with the list: every add, change, move, hide and delete
// goes into the draft (started from the live list when there is none); nothing parents see
// changes until the draft is published (./versions). Apart from ./testimonials.ts, which the
// versions registry imports: the drafts store imports the registry.
import type { AppDatabase } from "@/db/client";
import { AppError } from "@/lib/http/responses";
import type { StaffActor } from "@/lib/practice/audit";
import {
  hasPermission,
  PERMISSION_NEEDED,
  type TestimonialInput,
  type TestimonialItem,
} from "./testimonial-schema";
import { swapInList } from "./ordering";
import { TESTIMONIAL_NOT_FOUND, testimonialsKind } from "./testimonials";
import type { ContentReader } from "./versions/kind";
import { readDraftOrLive, saveDraft } from "./versions/store";

/** The list an editor works on: the draft if there is one, else what is live. */
export async function readTestimonialsDraftOrLive(db: ContentReader): Promise<TestimonialItem[]> {
  return (await readDraftOrLive(db, testimonialsKind)).testimonials;
}

/** Changes the draft's list (started from the live one when there is no draft); nothing live. */
async function changeDraft(
  db: AppDatabase,
  actor: StaffActor,
  now: Date,
  change: (items: TestimonialItem[]) => TestimonialItem[],
): Promise<void> {
  const items = await readTestimonialsDraftOrLive(db);
  await saveDraft(db, actor, testimonialsKind, { testimonials: change(items) }, now);
}

function itemById(items: TestimonialItem[], id: string): TestimonialItem {
  const item = items.find((t) => t.id === id);
  if (!item) throw new AppError(404, TESTIMONIAL_NOT_FOUND);
  return item;
}

/** Adds a testimonial (no id) at the end of the draft's list or changes one in it. */
export async function saveTestimonial(
  db: AppDatabase,
  actor: StaffActor,
  { id, ...input }: TestimonialInput,
  now: Date,
): Promise<{ id: string; name: string; created: boolean }> {
  const items = await readTestimonialsDraftOrLive(db);
  if (id) itemById(items, id);
  const saved = { id: id ?? crypto.randomUUID(), ...input };
  await changeDraft(db, actor, now, (list) =>
    id ? list.map((t) => (t.id === id ? saved : t)) : [...list, saved],
  );
  return { id: saved.id, name: saved.name, created: !id };
}

/** Swaps one with its neighbour above or below in the draft; at either end nothing moves. */
export async function moveTestimonial(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string; direction: "up" | "down" },
  now: Date,
): Promise<{ name: string; moved: boolean }> {
  const items = await readTestimonialsDraftOrLive(db);
  const item = itemById(items, input.id);
  if (!swapInList(items, input.id, input.direction)) return { name: item.name, moved: false };
  await changeDraft(db, actor, now, (list) => swapInList(list, input.id, input.direction) ?? list);
  return { name: item.name, moved: true };
}

/** Hides or shows one in the draft; showing needs the family's permission recorded. */
export async function setTestimonialHidden(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string; hidden: boolean },
  now: Date,
): Promise<{ name: string }> {
  const item = itemById(await readTestimonialsDraftOrLive(db), input.id);
  if (!input.hidden && !hasPermission(item)) throw new AppError(400, PERMISSION_NEEDED);
  await changeDraft(db, actor, now, (list) =>
    list.map((t) => (t.id === input.id ? { ...t, hidden: input.hidden } : t)),
  );
  return { name: item.name };
}

/** Removes one from the draft (the history keeps it, so a restore brings it back). */
export async function deleteTestimonial(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string },
  now: Date,
): Promise<{ name: string }> {
  const item = itemById(await readTestimonialsDraftOrLive(db), input.id);
  await changeDraft(db, actor, now, (list) => list.filter((t) => t.id !== input.id));
  return { name: item.name };
}
