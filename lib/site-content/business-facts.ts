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
import { businessFacts } from "@/db/schema";
import { recordAudit, whoIs, type StaffActor } from "@/lib/practice/audit";
import type { EditableBusinessFacts } from "./business-facts-schema";
import { builtInFacts, businessFactsOf, type BusinessFacts } from "./facts-now";

export { builtInFacts, type BusinessFacts } from "./facts-now";

/** The cache tag of every page that shows a business fact. */
export const BUSINESS_FACTS_TAG = "business-facts";

export async function readBusinessFacts(db: AppDatabase): Promise<BusinessFacts> {
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
  await db
    .update(businessFacts)
    .set({ name, phone, email, hours, state, replyTime, utahFitsAllUrl })
    .where(and(eq(businessFacts.id, 1), eq(businessFacts.revision, 0)));
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

const cachedFacts = unstable_cache(
  async (phase: "build" | "run") =>
    phase === "build" ? builtInFacts() : readBusinessFacts(await getDb()),
  ["business-facts"],
  { tags: [BUSINESS_FACTS_TAG] },
);

/**
 * The facts for a page or an email, cached until a save. The build's copy is kept under its own
 * key, so a server never answers with it from the cache.
 */
export function getBusinessFacts(): Promise<BusinessFacts> {
  return cachedFacts(isBuildPhase() ? "build" : "run");
}
