// "Forgot password?": better-auth makes the single-use, one-hour link and checks it; this module
// holds our side. The request answers alike whether or not the address has an account: the same
// body, the same limits (counted per client address and per email whether or not it exists) and a
// floor under the answer's time, so the work an existing account causes does not show.
import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { staffInvitations, user } from "@/db/schema";
import { recordAudit } from "@/lib/practice/audit";
import { queueEmails } from "@/lib/email/outbox";
import { consumeRate, type RateRule } from "@/lib/rate-limit";
import { passwordChangedEmail, passwordResetEmail } from "../security-emails";

export const RESET_LINK_SECONDS = 3600;
export const RESET_PATH = "/reset-password";
/** Per client address: a person who mistypes a few times is fine; a scanner is not. */
export const RESET_PER_ADDRESS: RateRule = { limit: 10, windowSeconds: 3600 };
/** Per email: enough for "it never came" twice, never an inbox flood. */
export const RESET_PER_EMAIL: RateRule = { limit: 3, windowSeconds: 3600 };
/** No answer to a reset request comes sooner than this after it arrived. */
export const RESET_ANSWER_FLOOR_MS = 600;
export const RESET_REQUESTS_LIMITED =
  "You've asked for several reset links in a short time. Please check your inbox (and spam folder) for the last one, or try again in an hour.";
export const RESET_LINK_DEAD =
  "This link has expired or was already used. Links work once, for an hour. Please ask for a new one.";

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

export function resetUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, "")}${RESET_PATH}?token=${encodeURIComponent(token)}`;
}

/** Counts the request against both limits; keys are hashes, so no address or email is stored. */
export async function resetRequestAllowed(
  db: AppDatabase,
  request: { email: string; address: string },
  now: Date,
): Promise<boolean> {
  const byEmail = await consumeRate(
    db,
    `pwreset:e:${sha256(request.email.trim().toLowerCase())}`,
    RESET_PER_EMAIL,
    now,
  );
  const byAddress = await consumeRate(
    db,
    `pwreset:a:${sha256(request.address)}`,
    RESET_PER_ADDRESS,
    now,
  );
  return byEmail.allowed && byAddress.allowed;
}

/** How long an answer must still wait to reach the floor. */
export function remainingFloorMs(startedAt: number, now: number): number {
  return Math.max(0, startedAt + RESET_ANSWER_FLOOR_MS - now);
}

type Person = { id: string; name: string; email: string };

/**
 * Queues the link for an account that can use it. A deactivated account, or one still waiting
 * on its invitation (its link sets the first password), gets nothing: the request answered the
 * same, and only the inbox could tell.
 */
export async function queueResetLink(
  db: AppDatabase,
  person: Person,
  token: string,
  siteUrl: string,
): Promise<boolean> {
  const [row] = await db
    .select({ disabled: user.disabled, invited: staffInvitations.userId })
    .from(user)
    .leftJoin(
      staffInvitations,
      and(eq(staffInvitations.userId, user.id), isNull(staffInvitations.acceptedAt)),
    )
    .where(eq(user.id, person.id));
  if (!row || row.disabled || row.invited) return false;
  await queueEmails(db, [passwordResetEmail(person, resetUrl(siteUrl, token))]);
  return true;
}

/** After a new password is saved (by link or by the person signed in): the notice and the log. */
export async function recordPasswordChanged(
  db: AppDatabase,
  person: Person,
  how: "link" | "signed-in",
  siteUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await queueEmails(tx, [passwordChangedEmail(person, `${siteUrl.replace(/\/$/, "")}/login`)]);
    await recordAudit(
      tx,
      { id: person.id, email: person.email, name: person.name },
      {
        action: how === "link" ? "security.password_reset" : "security.password_changed",
        entityType: "user",
        entityId: person.id,
        summary:
          how === "link"
            ? `${person.name || person.email} chose a new password with an emailed link; all their sessions ended`
            : `${person.name || person.email} changed their password; their other sessions ended`,
      },
    );
  });
}
