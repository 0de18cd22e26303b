import "server-only";
// The one place pages learn whether they are a preview. An editor turns on Next's draft mode
// (app/(staff)/admin/site/preview); in it, the page is made per request and the reading helpers
// (getBusinessFacts, getStaffProfiles) answer with the kind's draft instead of the cache. Outside
// a request (emails, the build) and for everyone else there is no draft mode and nothing changes.
import { eq } from "drizzle-orm";
import { draftMode } from "next/headers";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { siteContentDrafts } from "@/db/schema";

export async function isPreviewing(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false; // not in a request: an email, a start-up task
  }
}

/** The kind's draft when this request is a preview and a usable draft exists, else null. */
export async function previewDraft<T>(kind: {
  key: string;
  schema: z.ZodType<T>;
}): Promise<T | null> {
  if (!(await isPreviewing())) return null;
  const db = await getDb();
  const [row] = await db
    .select({ snapshot: siteContentDrafts.snapshot })
    .from(siteContentDrafts)
    .where(eq(siteContentDrafts.kind, kind.key));
  if (!row) return null;
  const parsed = kind.schema.safeParse(row.snapshot);
  return parsed.success ? parsed.data : null;
}
