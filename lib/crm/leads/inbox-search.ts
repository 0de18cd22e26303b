// The leads search without personal data in URLs: what an admin types (a parent's name, email or
// phone) is kept here for an hour under a random id, and only the id goes into the page's address,
// so it never reaches browser history, server logs or an analytics page view. Each search belongs
// to the admin who made it.
import crypto from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { inboxSearches } from "@/db/schema";

export const SEARCH_LIFETIME_MS = 60 * 60 * 1000;

/** Keeps the text for this admin and answers the id to put in the URL. */
export async function saveInboxSearch(
  db: AppDatabase,
  userId: string,
  text: string,
  now: Date,
): Promise<string> {
  // Expired searches go as new ones come, so none outlives its hour by much.
  await db.delete(inboxSearches).where(lt(inboxSearches.expiresAt, now));
  const id = crypto.randomBytes(16).toString("base64url");
  await db.insert(inboxSearches).values({
    id,
    userId,
    text,
    expiresAt: new Date(now.getTime() + SEARCH_LIFETIME_MS),
  });
  return id;
}

/** The text behind an id, for the admin who saved it and while it lasts; otherwise null. */
export async function readInboxSearch(
  db: AppDatabase,
  userId: string,
  id: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ text: inboxSearches.text })
    .from(inboxSearches)
    .where(
      and(
        eq(inboxSearches.id, id),
        eq(inboxSearches.userId, userId),
        gt(inboxSearches.expiresAt, now),
      ),
    );
  return row?.text ?? null;
}
