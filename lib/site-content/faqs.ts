import "server-only";
// The questions parents ask, answered on /structured-literacy and /services-offered, kept in the
// database so staff edit them without a rebuild (Admin → Site → FAQs). Both pages' questions are
// one kind of site content: every change is made in a draft, previewed and published (./versions);
// publishing writes them, steps the "faqs" revision the other instances watch (./freshness.ts)
// and expires the one tag of the pages that show an FAQ. Pages read their own questions through
// getFaqs(page), cached under that tag, so they stay prerendered; the FAQPage structured data is
// made from the same list, with the plain words of each answer. The build reads no database and
// renders none: every server replaces the build's pages on its first check, before any visitor.
import { asc, eq, inArray, sql } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb, isBuildPhase } from "@/db/client";
import { faqItems, siteContentRevisions } from "@/db/schema";
import {
  faqSnapshotSchema,
  type FaqPage,
  type FaqSnapshot,
  type SnapshotFaqItem,
} from "./faq-schema";
import { changedItems } from "./versions/diff";
import { contentKind, type ContentReader, type ContentTx } from "./versions/kind";
import { previewDraft } from "./versions/preview";

/** The cache tag of every page that shows an FAQ. */
export const FAQS_TAG = "faqs";
export const FAQS_PART = "faqs";

/** A question as a page shows it; the answer is rich text (./rich-text.ts). */
export type FaqItem = { id: string; question: string; answer: string };

function shownOn(items: SnapshotFaqItem[], page: FaqPage): FaqItem[] {
  return items
    .filter((item) => item.page === page && !item.hidden)
    .map(({ id, question, answer }) => ({ id, question, answer }));
}

/** Every page's questions, hidden ones too, in order: what the editor and a version keep. */
export async function readFaqSnapshot(db: ContentReader): Promise<FaqSnapshot> {
  const rows = await db
    .select()
    .from(faqItems)
    .orderBy(asc(faqItems.position), asc(faqItems.createdAt));
  return {
    items: rows.map((row) => ({
      id: row.id,
      page: row.page as FaqPage,
      question: row.question,
      answer: row.answer,
      hidden: row.hidden,
    })),
  };
}

/** The questions one page shows, in order. */
export async function readFaqs(db: ContentReader, page: FaqPage): Promise<FaqItem[]> {
  return shownOn((await readFaqSnapshot(db)).items, page);
}

export async function faqsRevision(db: ContentReader): Promise<number> {
  const [row] = await db
    .select({ revision: siteContentRevisions.revision })
    .from(siteContentRevisions)
    .where(eq(siteContentRevisions.part, FAQS_PART));
  return row?.revision ?? 0;
}

/** Makes a list live: questions in its order, those it lacks removed; the revision stepped. */
async function writeFaqSnapshot(
  tx: ContentTx,
  actor: { id: string },
  snapshot: FaqSnapshot,
): Promise<void> {
  const ids = snapshot.items.map((item) => item.id);
  const existing = await tx.select({ id: faqItems.id }).from(faqItems);
  const removed = existing.map((r) => r.id).filter((id) => !ids.includes(id));
  if (removed.length) await tx.delete(faqItems).where(inArray(faqItems.id, removed));
  for (const [index, item] of snapshot.items.entries()) {
    const values = {
      page: item.page,
      question: item.question,
      answer: item.answer,
      hidden: item.hidden,
      position: index + 1,
      updatedBy: actor.id,
    };
    await tx
      .insert(faqItems)
      .values({ id: item.id, ...values })
      .onConflictDoUpdate({ target: faqItems.id, set: values });
  }
  await tx
    .insert(siteContentRevisions)
    .values({ part: FAQS_PART, revision: 1 })
    .onConflictDoUpdate({
      target: siteContentRevisions.part,
      set: { revision: sql`${siteContentRevisions.revision} + 1` },
    });
}

const FIELD_NAMES = {
  page: "page",
  question: "question",
  answer: "answer",
  hidden: "shown or hidden",
} as const;

/** Both pages' questions as one kind of site content: drafted, previewed, published, restored. */
export const faqsKind = contentKind<FaqSnapshot>({
  key: "faqs",
  label: "FAQs",
  tag: FAQS_TAG,
  previewPath: "/structured-literacy",
  editorPath: "/admin/site/faqs",
  schema: faqSnapshotSchema,
  readLive: readFaqSnapshot,
  writeLive: writeFaqSnapshot,
  // The history names a question by its words, as editors know it.
  describeChanges: (before, after) =>
    changedItems(
      before.items.map((item) => ({ ...item, name: `“${item.question}”` })),
      after.items.map((item) => ({ ...item, name: `“${item.question}”` })),
      FIELD_NAMES,
    ),
});

const cachedFaqs = unstable_cache(
  async (phase: "build" | "run", page: FaqPage) =>
    phase === "build" ? [] : readFaqs(await getDb(), page),
  ["faqs"],
  { tags: [FAQS_TAG] },
);

/** One page's questions, cached until a publish (the draft in an editor's preview). */
export async function getFaqs(page: FaqPage): Promise<FaqItem[]> {
  const draft = await previewDraft(faqsKind);
  if (draft) return shownOn(draft.items, page);
  return cachedFaqs(isBuildPhase() ? "build" : "run", page);
}
