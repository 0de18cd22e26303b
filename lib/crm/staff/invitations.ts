// Inviting staff by email. The invitee's account exists from the invitation on (so the role is
// set once and the list shows them as invited) but has no password until they choose one through
// the emailed link: single use, 72 hours, and only a hash of its token is stored. Nobody, the
// admin included, ever sees or passes on a password.
import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppDatabase } from "@/db/client";
import { account, staffInvitations, user } from "@/db/schema";
import { passwordProblem } from "@/lib/auth/passwords/password-policy";
import { staffInvitationEmail } from "@/lib/auth/security-emails";
import { queueEmails } from "@/lib/email/outbox";
import { AppError } from "@/lib/http/responses";
import { recordAudit, whoIs, type Actor } from "@/lib/practice/audit";
import { formatDateTime } from "@/lib/practice/business-time";
import { lockedTarget, type Tx } from "./staff";
import { roleLabels } from "@/lib/practice/vocabulary";
import { businessFactsNow } from "@/lib/site-content/facts-now";

export const INVITATION_HOURS = 72;
export const INVITATION_PATH = "/invitation";
export const EMAIL_TAKEN_MESSAGE =
  "An account with this email already exists. Change its role in the list instead.";
export const NOT_PENDING_MESSAGE =
  "That invitation has already been accepted or withdrawn. The list below shows where things stand.";

const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
const newToken = () => crypto.randomBytes(32).toString("base64url");

/** Choosing a password from an invitation link: the same rules as sign-up (length, common passwords). */
export const acceptInvitationSchema = z
  .object({
    token: z
      .string()
      .regex(
        /^[\w-]{20,100}$/,
        "This invitation link is not complete. Please open it again from the email.",
      ),
    password: z.string(),
  })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value.password);
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
  });
export function invitationUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, "")}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
}

type Invitee = { id: string; name: string; email: string; role: string };

async function sendInvitation(
  tx: Tx,
  actor: Actor,
  invitee: Invitee,
  now: Date,
  siteUrl: string,
): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3600_000);
  const row = { tokenHash: hashOf(token), expiresAt, invitedBy: actor.id, sentAt: now };
  await tx
    .insert(staffInvitations)
    .values({ userId: invitee.id, ...row })
    .onConflictDoUpdate({ target: staffInvitations.userId, set: row });
  await queueEmails(tx, [
    staffInvitationEmail(invitee, {
      inviterName: whoIs(actor),
      roleLabel: roleLabels[invitee.role as keyof typeof roleLabels] ?? invitee.role,
      url: invitationUrl(siteUrl, token),
      expires: formatDateTime(expiresAt),
    }),
  ]);
}

export async function inviteStaff(
  db: AppDatabase,
  actor: Actor,
  input: { name: string; email: string; role: "teacher" | "admin" },
  now: Date,
  siteUrl: string,
): Promise<{ id: string }> {
  const email = input.email.trim().toLowerCase();
  const id = crypto.randomBytes(16).toString("base64url");
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`);
    if (existing) throw new AppError(409, EMAIL_TAKEN_MESSAGE);
    const invitee = { id, name: input.name, email, role: input.role };
    await tx.insert(user).values({ ...invitee, emailVerified: false });
    await sendInvitation(tx, actor, invitee, now, siteUrl);
    await recordAudit(tx, actor, {
      action: "staff.invited",
      entityType: "user",
      entityId: id,
      summary: `${whoIs(actor)} invited ${input.name} as ${input.role === "admin" ? "an admin" : "a teacher"}`,
      details: { role: input.role },
    });
    return { id };
  });
}

/** The invitee, locked, when their invitation is still waiting for them; else a 409. */
async function pendingInvitee(tx: Tx, userId: string): Promise<Invitee> {
  await lockedTarget(tx, userId);
  const [row] = await tx
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(staffInvitations)
    .innerJoin(user, eq(user.id, staffInvitations.userId))
    .where(and(eq(staffInvitations.userId, userId), isNull(staffInvitations.acceptedAt)));
  if (!row) throw new AppError(409, NOT_PENDING_MESSAGE);
  return row;
}

/** A new link (the old one stops working) valid for another 72 hours. */
export async function resendInvitation(
  db: AppDatabase,
  actor: Actor,
  userId: string,
  now: Date,
  siteUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invitee = await pendingInvitee(tx, userId);
    await sendInvitation(tx, actor, invitee, now, siteUrl);
    await recordAudit(tx, actor, {
      action: "staff.invitation_resent",
      entityType: "user",
      entityId: userId,
      summary: `${whoIs(actor)} sent ${invitee.name} a new invitation`,
    });
  });
}

/** The invitee never signed in, so nothing else refers to their account: it goes with the link. */
export async function withdrawInvitation(
  db: AppDatabase,
  actor: Actor,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invitee = await pendingInvitee(tx, userId);
    await tx.delete(user).where(eq(user.id, userId));
    await recordAudit(tx, actor, {
      action: "staff.invitation_withdrawn",
      entityType: "user",
      entityId: userId,
      summary: `${whoIs(actor)} withdrew the invitation of ${invitee.name}`,
    });
  });
}

export type InvitationLookup =
  | { state: "valid"; name: string; email: string }
  | { state: "expired" | "used" | "unknown"; askName: string; askEmail: string };

/** What a person with a link that no longer works reads, and whom it tells them to ask. */
export function deadInvitationMessage(
  lookup: Exclude<InvitationLookup, { state: "valid" }>,
): string {
  const why =
    lookup.state === "used"
      ? "This invitation has already been used to set a password, so you can sign in now."
      : lookup.state === "expired"
        ? "This invitation link has run out (links work for 72 hours)."
        : "This invitation link doesn't work any more: a newer one may have been sent, or it was withdrawn.";
  const ask =
    lookup.state === "used"
      ? `If you've forgotten the password, use "Forgot password?" on the sign-in page, or ask ${lookup.askName} (${lookup.askEmail}).`
      : `Please ask ${lookup.askName} (${lookup.askEmail}) to send you a new one.`;
  return `${why} ${ask}`;
}

type InvitationRow = {
  userId: string;
  name: string;
  email: string;
  disabled: boolean;
  expiresAt: Date;
  acceptedAt: Date | null;
  invitedBy: string | null;
};

async function invitationByToken(
  db: Pick<AppDatabase, "select">,
  token: string,
  forUpdate = false,
) {
  const query = db
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      disabled: user.disabled,
      expiresAt: staffInvitations.expiresAt,
      acceptedAt: staffInvitations.acceptedAt,
      invitedBy: staffInvitations.invitedBy,
    })
    .from(staffInvitations)
    .innerJoin(user, eq(user.id, staffInvitations.userId))
    .where(eq(staffInvitations.tokenHash, hashOf(token)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

function stateOf(
  row: InvitationRow | undefined,
  now: Date,
): "valid" | "expired" | "used" | "unknown" {
  if (!row) return "unknown";
  if (row.acceptedAt || row.disabled) return "used";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : "valid";
}

/** Whom a person with a dead link should ask: whoever invited them, else the practice. */
async function whomToAsk(db: Pick<AppDatabase, "select">, row: InvitationRow | undefined) {
  if (row?.invitedBy) {
    const [inviter] = await db
      .select({ name: user.name, email: user.email, disabled: user.disabled })
      .from(user)
      .where(eq(user.id, row.invitedBy));
    if (inviter && !inviter.disabled) return { askName: inviter.name, askEmail: inviter.email };
  }
  const practice = businessFactsNow();
  return { askName: practice.name, askEmail: practice.email };
}

export async function lookUpInvitation(
  db: Pick<AppDatabase, "select">,
  token: string,
  now: Date,
): Promise<InvitationLookup> {
  const row = await invitationByToken(db, token);
  const state = stateOf(row, now);
  if (state === "valid" && row) return { state, name: row.name, email: row.email };
  return { state: state === "valid" ? "unknown" : state, ...(await whomToAsk(db, row)) };
}

/**
 * The invitee's chosen password becomes their sign-in, once: the row is locked, so two tabs
 * sending the same link cannot both succeed.
 */
export async function acceptInvitation(
  db: AppDatabase,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<InvitationLookup> {
  return db.transaction(async (tx) => {
    const row = await invitationByToken(tx, token, true);
    const state = stateOf(row, now);
    if (state !== "valid" || !row)
      return { state: state === "valid" ? "unknown" : state, ...(await whomToAsk(tx, row)) };
    await tx.insert(account).values({
      id: crypto.randomBytes(16).toString("base64url"),
      accountId: row.userId,
      providerId: "credential",
      userId: row.userId,
      password: passwordHash,
    });
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(eq(staffInvitations.userId, row.userId));
    // The link reached them at this address, which is what a confirmation proves.
    await tx.update(user).set({ emailVerified: true }).where(eq(user.id, row.userId));
    await recordAudit(
      tx,
      { id: row.userId, email: row.email, name: row.name },
      {
        action: "staff.invitation_accepted",
        entityType: "user",
        entityId: row.userId,
        summary: `${row.name} accepted the invitation and chose a password`,
      },
    );
    return { state: "valid", name: row.name, email: row.email };
  });
}
