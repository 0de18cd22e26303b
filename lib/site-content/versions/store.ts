import "server-only";
// Drafts, publishing, history and restore for every kind of site content (./registry.ts).
// A draft is the editor's whole snapshot, checked with the kind's schema, and changes nothing
// live. Publishing copies it live, keeps it as a version, removes the draft and writes the audit
// entry in one transaction; a restore publishes a kept version again as a new one. The caller
// (./actions.ts) then expires the kind's pages here (updateTag); the kind's revision, stepped by
// its writeLive, lets the other instances follow (../freshness.ts).
import { desc, eq } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { siteContentDrafts, siteContentVersions, user } from "@/db/schema";
import { AppError } from "@/lib/http/responses";
import { recordAudit, whoIs, type StaffActor } from "@/lib/practice/audit";
import type { ContentKind, ContentReader, ContentTx } from "./kind";
import { recordVersion } from "./record";
import { CONTENT_KINDS, findContentKind } from "./registry";

export const NO_DRAFT_MESSAGE = "There is no draft to publish: it may have just been published.";
export const VERSION_NOT_FOUND = "That version was not found.";
export const VERSION_UNUSABLE =
  "That version can no longer be restored: it does not pass today's checks.";

function checked<T>(kind: ContentKind<T>, snapshot: unknown, refusal: string): T {
  const parsed = kind.schema.safeParse(snapshot);
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? refusal);
  return parsed.data;
}

export type Draft<T> = { snapshot: T; savedAt: Date; savedBy: string | null };

/** The kind's draft, or null (also when one no longer passes the kind's checks). */
export async function readDraft<T>(
  db: ContentReader,
  kind: ContentKind<T>,
): Promise<Draft<T> | null> {
  const [row] = await db
    .select({
      snapshot: siteContentDrafts.snapshot,
      savedAt: siteContentDrafts.savedAt,
      savedBy: user.name,
    })
    .from(siteContentDrafts)
    .leftJoin(user, eq(user.id, siteContentDrafts.savedBy))
    .where(eq(siteContentDrafts.kind, kind.key));
  if (!row) return null;
  const parsed = kind.schema.safeParse(row.snapshot);
  return parsed.success
    ? { snapshot: parsed.data, savedAt: row.savedAt, savedBy: row.savedBy }
    : null;
}

/** The draft if there is one, else what is live: what an editor's form starts from. */
export async function readDraftOrLive<T>(db: ContentReader, kind: ContentKind<T>): Promise<T> {
  return (await readDraft(db, kind))?.snapshot ?? kind.readLive(db);
}

/** Saves (or replaces) the kind's draft; nothing live changes. Answers what differs from live. */
export async function saveDraft<T>(
  db: AppDatabase,
  actor: StaffActor,
  kind: ContentKind<T>,
  input: unknown,
  now: Date,
): Promise<{ changes: string[] }> {
  const snapshot = checked(kind, input, "The draft could not be checked.");
  return db.transaction(async (tx) => {
    const changes = kind.describeChanges(await kind.readLive(tx), snapshot);
    await tx
      .insert(siteContentDrafts)
      .values({ kind: kind.key, snapshot, savedBy: actor.id, savedAt: now })
      .onConflictDoUpdate({
        target: siteContentDrafts.kind,
        set: { snapshot, savedBy: actor.id, savedAt: now },
      });
    return { changes };
  });
}

export async function discardDraft(
  db: AppDatabase,
  actor: StaffActor,
  kind: ContentKind<unknown>,
): Promise<{ discarded: boolean }> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(siteContentDrafts)
      .where(eq(siteContentDrafts.kind, kind.key))
      .returning({ kind: siteContentDrafts.kind });
    if (gone.length)
      await recordAudit(tx, actor, {
        action: "site.draft_discard",
        entityType: "site_content",
        entityId: kind.key,
        summary: `${whoIs(actor)} discarded the draft of the ${kind.label.toLowerCase()}`,
      });
    return { discarded: gone.length > 0 };
  });
}

export type Published = { changes: string[]; version: number | null };

async function publishSnapshot<T>(
  tx: ContentTx,
  actor: StaffActor,
  kind: ContentKind<T>,
  snapshot: T,
  restoredFrom: number | null,
): Promise<Published> {
  const changes = kind.describeChanges(await kind.readLive(tx), snapshot);
  // Publishing what is already live keeps no version: the history lists real changes.
  if (!changes.length) return { changes, version: null };
  await kind.writeLive(tx, actor, snapshot);
  const version = await recordVersion(tx, actor, kind.key, snapshot, restoredFrom);
  await recordAudit(tx, actor, {
    action: restoredFrom ? "site.restore" : "site.publish",
    entityType: "site_content",
    entityId: kind.key,
    summary: restoredFrom
      ? `${whoIs(actor)} restored version ${restoredFrom} of the ${kind.label.toLowerCase()} (${changes.join("; ")})`
      : `${whoIs(actor)} published the ${kind.label.toLowerCase()} (${changes.join("; ")})`,
    details: { changed: changes, version, restoredFrom },
  });
  return { changes, version };
}

/** Makes the kind's draft live (one transaction) and removes it. */
export async function publishDraft<T>(
  db: AppDatabase,
  actor: StaffActor,
  kind: ContentKind<T>,
): Promise<Published> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ snapshot: siteContentDrafts.snapshot })
      .from(siteContentDrafts)
      .where(eq(siteContentDrafts.kind, kind.key))
      .for("update");
    if (!row) throw new AppError(409, NO_DRAFT_MESSAGE);
    const snapshot = checked(kind, row.snapshot, "The draft does not pass the checks.");
    const published = await publishSnapshot(tx, actor, kind, snapshot, null);
    await tx.delete(siteContentDrafts).where(eq(siteContentDrafts.kind, kind.key));
    return published;
  });
}

/** Publishes a kept version again, as a new version that names it. */
export async function restoreVersion(
  db: AppDatabase,
  actor: StaffActor,
  versionId: number,
  kinds: readonly ContentKind<unknown>[] = CONTENT_KINDS,
): Promise<Published & { kind: ContentKind<unknown> }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(siteContentVersions)
      .where(eq(siteContentVersions.id, versionId));
    if (!row) throw new AppError(404, VERSION_NOT_FOUND);
    const kind = findContentKind(row.kind, kinds);
    const snapshot = checked(kind, row.snapshot, VERSION_UNUSABLE);
    return { ...(await publishSnapshot(tx, actor, kind, snapshot, row.id)), kind };
  });
}

export type VersionEntry = {
  id: number;
  kind: string;
  publishedAt: Date;
  publishedBy: string | null;
  restoredFrom: number | null;
  /** What this version changed from the one before it, by field name. */
  changes: string[];
  live: boolean;
};

export const HISTORY_PAGE_SIZE = 30;

/** The kind's versions, newest first, each with what it changed. */
export async function listVersions(
  db: ContentReader,
  kind: ContentKind<unknown>,
  limit = HISTORY_PAGE_SIZE,
): Promise<VersionEntry[]> {
  const rows = await db
    .select({
      id: siteContentVersions.id,
      kind: siteContentVersions.kind,
      snapshot: siteContentVersions.snapshot,
      publishedAt: siteContentVersions.publishedAt,
      publishedBy: user.name,
      restoredFrom: siteContentVersions.restoredFrom,
    })
    .from(siteContentVersions)
    .leftJoin(user, eq(user.id, siteContentVersions.publishedBy))
    .where(eq(siteContentVersions.kind, kind.key))
    .orderBy(desc(siteContentVersions.id))
    .limit(limit + 1);
  // The oldest row shown is compared with the one before it, read with the page.
  const diff = (after: unknown, before: unknown): string[] => {
    const a = kind.schema.safeParse(after);
    const b = kind.schema.safeParse(before);
    return a.success && b.success ? kind.describeChanges(b.data, a.data) : [];
  };
  return rows.slice(0, limit).map((row, index) => {
    const previous = rows[index + 1];
    return {
      id: row.id,
      kind: row.kind,
      publishedAt: row.publishedAt,
      publishedBy: row.publishedBy,
      restoredFrom: row.restoredFrom,
      changes: previous ? diff(row.snapshot, previous.snapshot) : [],
      live: index === 0,
    };
  });
}
