import "server-only";
// The practice's business facts (name, phone, email, hours, address, state, the reply-time
// promise, the Utah Fits All link), kept in the database so staff change them without a
// rebuild. Pages read them through getBusinessFacts(), which is cached under one tag: pages stay
// prerendered, and a save expires exactly the pages that read the facts (each regenerates on its
// next request). The build reads no database (db/client.ts), so it renders with the built-in
// values, which are the ones the migration seeded; every server replaces them at start
// (lib/site-content/freshness.ts).
import { and, eq, sql } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { getDb, isBuildPhase, type AppDatabase } from "@/db/client";
import { businessFacts, siteContentDrafts, siteContentVersions } from "@/db/schema";
import { recordAudit, whoIs, type StaffActor } from "@/lib/practice/audit";
import { businessFactsSchema, type EditableBusinessFacts } from "./business-facts-schema";
import {
  builtInFacts,
  businessFactsOf,
  rememberBusinessFacts,
  type BusinessFacts,
} from "./facts-now";
import { changedFields } from "./versions/diff";
import { contentKind, type ContentReader } from "./versions/kind";
import { previewDraft } from "./versions/preview";
import { recordVersion } from "./versions/record";

export { builtInFacts, type BusinessFacts } from "./facts-now";

/** The cache tag of every page that shows a business fact. */
export const BUSINESS_FACTS_TAG = "business-facts";

export async function readBusinessFacts(db: ContentReader): Promise<BusinessFacts> {
  const [row] = await db.select().from(businessFacts).where(eq(businessFacts.id, 1));
  // The migration seeds the row; a database restored from before it still shows a whole site.
  if (!row) return builtInFacts();
  return businessFactsOf(
    {
      name: row.name,
      phone: row.phone,
      email: row.email,
      hours: row.hours,
      address: row.address,
      state: row.state,
      replyTime: row.replyTime,
      utahFitsAllUrl: row.utahFitsAllUrl,
    },
    row.revision,
  );
}

/**
 * Until staff first save (revision 0), the row follows the built-in settings, so an install that
 * set NEXT_PUBLIC_BUSINESS_* keeps showing them after the migration seeded the defaults. Run at
 * every start; a row staff saved is never touched.
 */
export async function adoptBuiltInFacts(db: AppDatabase): Promise<void> {
  const { name, phone, email, hours, state, replyTime, utahFitsAllUrl } = builtInFacts();
  await db.transaction(async (tx) => {
    const adopted = await tx
      .update(businessFacts)
      .set({ name, phone, email, hours, state, replyTime, utahFitsAllUrl })
      .where(and(eq(businessFacts.id, 1), eq(businessFacts.revision, 0)))
      .returning({ id: businessFacts.id });
    if (!adopted.length) return;
    // The history's first version is what the site showed: while nothing was published since
    // the migration seeded it, it follows the adopted settings too.
    await tx
      .update(siteContentVersions)
      .set({ snapshot: editableOf(await readBusinessFacts(tx)) })
      .where(
        and(
          eq(siteContentVersions.kind, "business-facts"),
          sql`(select count(*) from ${siteContentVersions} where ${siteContentVersions.kind} = 'business-facts') = 1`,
        ),
      );
  });
}

/** The revision the facts are at: other instances compare it with the one their pages show. */
export async function businessFactsRevision(db: AppDatabase): Promise<number> {
  const [row] = await db
    .select({ revision: businessFacts.revision })
    .from(businessFacts)
    .where(eq(businessFacts.id, 1));
  return row?.revision ?? 0;
}

const FIELD_NAMES: Record<keyof EditableBusinessFacts, string> = {
  name: "name",
  phone: "phone number",
  email: "email address",
  hours: "opening hours",
  address: "address",
  state: "state",
  replyTime: "reply-time promise",
  utahFitsAllUrl: "Utah Fits All link",
};

/**
 * Saves the facts and the audit entry in one transaction and answers which facts changed (by
 * name, never by value: the log is read by every admin) and the new revision.
 */
export async function saveBusinessFacts(
  db: AppDatabase,
  actor: StaffActor,
  input: EditableBusinessFacts,
): Promise<{ changed: string[]; revision: number }> {
  return db.transaction(async (tx) => {
    const before = await readBusinessFacts(tx);
    const changed = (Object.keys(FIELD_NAMES) as (keyof EditableBusinessFacts)[])
      .filter((key) => before[key] !== input[key])
      .map((key) => FIELD_NAMES[key]);
    // The form showed the draft, if any: publishing it now leaves no draft behind.
    await tx.delete(siteContentDrafts).where(eq(siteContentDrafts.kind, businessFactsKind.key));
    if (!changed.length) return { changed, revision: before.revision };
    const [row] = await tx
      .insert(businessFacts)
      .values({ id: 1, ...input, updatedBy: actor.id, revision: 1 })
      .onConflictDoUpdate({
        target: businessFacts.id,
        set: {
          ...input,
          updatedBy: actor.id,
          revision: sql`${businessFacts.revision} + 1`,
        },
      })
      .returning({ revision: businessFacts.revision });
    const revision = row?.revision ?? before.revision + 1;
    // Kept in the history like any publish, so it can be restored.
    await recordVersion(tx, actor, businessFactsKind.key, input);
    await recordAudit(tx, actor, {
      action: "site.facts_save",
      entityType: "site_content",
      entityId: "business_facts",
      summary: `${whoIs(actor)} changed the site's ${changed.join(", ")}`,
      details: { changed, revision },
    });
    return { changed, revision };
  });
}

function editableOf(facts: BusinessFacts): EditableBusinessFacts {
  const { name, phone, email, hours, address, state, replyTime, utahFitsAllUrl } = facts;
  return { name, phone, email, hours, address, state, replyTime, utahFitsAllUrl };
}

/** The facts as one kind of site content: saved as a draft, previewed, published, restored. */
export const businessFactsKind = contentKind<EditableBusinessFacts>({
  key: "business-facts",
  label: "Business facts",
  tag: BUSINESS_FACTS_TAG,
  previewPath: "/contact",
  editorPath: "/admin/site",
  schema: businessFactsSchema,
  readLive: async (db) => editableOf(await readBusinessFacts(db)),
  writeLive: async (tx, actor, snapshot) => {
    await tx
      .insert(businessFacts)
      .values({ id: 1, ...snapshot, updatedBy: actor.id, revision: 1 })
      .onConflictDoUpdate({
        target: businessFacts.id,
        set: { ...snapshot, updatedBy: actor.id, revision: sql`${businessFacts.revision} + 1` },
      });
  },
  describeChanges: (before, after) => changedFields(before, after, FIELD_NAMES),
  afterPublish: async (db) => rememberBusinessFacts(await readBusinessFacts(db), { saved: true }),
});

const cachedFacts = unstable_cache(
  async (phase: "build" | "run") =>
    phase === "build" ? builtInFacts() : readBusinessFacts(await getDb()),
  ["business-facts"],
  { tags: [BUSINESS_FACTS_TAG] },
);

/**
 * The facts for a page or an email, cached until a publish (the draft in an editor's preview). The build's copy is kept under its own
 * key, so a server never answers with it from the cache.
 */
export async function getBusinessFacts(): Promise<BusinessFacts> {
  // An editor's preview shows the draft (never cached: draft mode renders per request).
  const draft = await previewDraft(businessFactsKind);
  if (draft) return businessFactsOf(draft, -1);
  return cachedFacts(isBuildPhase() ? "build" : "run");
}
