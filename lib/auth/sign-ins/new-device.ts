// A sign-in from a device none of the account's live sessions uses gets an email, so a person
// whose password is being used elsewhere hears of it. "Device" is the browser's user agent: a
// session from the same browser on the same machine is not news.
import { and, eq, ne } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { session, user } from "@/db/schema";
import { formatDateTime } from "@/lib/practice/business-time";
import { queueEmails } from "@/lib/email/outbox";
import { deviceOf } from "./device";
import { newSignInEmail } from "../security-emails";

type NewSession = {
  id: string;
  userId: string;
  userAgent?: string | null;
  ipAddress?: string | null;
};

/** Queues the notice when the session's device is new to the account; true when it did. */
export async function noticeNewDevice(
  db: AppDatabase,
  created: NewSession,
  siteUrl: string,
  now: Date,
): Promise<boolean> {
  const userAgent = created.userAgent ?? "";
  const [known] = await db
    .select({ id: session.id })
    .from(session)
    .where(
      and(
        eq(session.userId, created.userId),
        ne(session.id, created.id),
        eq(session.userAgent, userAgent),
      ),
    )
    .limit(1);
  if (known) return false;
  const [owner] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, created.userId));
  if (!owner) return false;
  await queueEmails(db, [
    newSignInEmail(
      owner,
      {
        device: deviceOf(created.userAgent),
        address: created.ipAddress || "unknown",
        when: formatDateTime(now),
      },
      `${siteUrl.replace(/\/$/, "")}/account/security`,
    ),
  ]);
  return true;
}
