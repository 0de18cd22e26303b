// "Invite to rebook": after a no-show, one click emails the parent a friendly invitation to pick
// a new time, through the outbox, noted on the lead's timeline and in the audit log. Sent once
// per consultation, so a double click or a second admin never emails the family twice.
import { and, eq } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { consultationBookings, emailOutbox, leadActivity } from "@/db/schema";
import { rebookInvitation } from "@/lib/booking/messages/emails";
import { consultationMessages } from "@/lib/booking/changes/staff-actions";
import { queueEmails } from "@/lib/email/outbox";
import { AppError } from "@/lib/http/responses";
import { recordAudit } from "@/lib/practice/audit";
import { formatDateTime } from "@/lib/practice/business-time";
import type { StaffActor } from "@/lib/practice/audit";

export const rebookMessages = {
  notNoShow: "Only a consultation marked as a no-show can get an invitation to rebook.",
  alreadySent: (at: Date) => `An invitation to rebook was already sent on ${formatDateTime(at)}.`,
} as const;

export async function inviteToRebook(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, input.id))
      .for("update");
    if (!row) throw new AppError(404, consultationMessages.gone);
    if (row.kind !== "booking" || row.bookingStatus !== "no_show")
      throw new AppError(409, rebookMessages.notNoShow);
    const [earlier] = await tx
      .select({ at: emailOutbox.createdAt })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.relatedId, row.id), eq(emailOutbox.kind, "consultation_rebook_invite")),
      )
      .limit(1);
    if (earlier) throw new AppError(409, rebookMessages.alreadySent(earlier.at));
    await queueEmails(tx, [rebookInvitation(row)]);
    await tx.insert(leadActivity).values({
      leadType: "consultation",
      leadId: row.id,
      actorId: actor.id,
      actorName: actor.name || actor.email,
      kind: "email",
      body: "Invitation to rebook emailed to the parent.",
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: "consultation.rebook_invited",
      entityType: "consultation_booking",
      entityId: row.id,
    });
  });
}
