// Data deletion and access requests, tracked against the policy's deadlines. A request stores
// only a keyed hash of the requester's email: staff type the address from their mailbox to find,
// export or delete the data, and it must match the request's hash.
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { AppDatabase } from "@/db/client";
import { dataRequests } from "@/db/schema";
import { AppError } from "@/lib/http/responses";
import { emailAddress, plainString } from "@/lib/validation/text";
import { recordAudit, type Actor } from "@/lib/practice/audit";
import { startOfBusinessDay } from "@/lib/practice/business-time";
import { deletePersonalData, hashEmail, type PersonalData } from "./personal-data";
import { requiredDate } from "@/lib/validation/date";

export type DataRequest = typeof dataRequests.$inferSelect;
export const requestKinds = ["deletion", "access"] as const;
export const requestKindLabels = { deletion: "Deletion", access: "Access (copy of data)" } as const;
export const requestStatusLabels: Record<string, string> = {
  received: "Received",
  acknowledged: "Acknowledged",
  verified: "Identity verified",
  completed: "Completed",
  closed: "Closed without action",
};

export const requestMessages = {
  gone: "That request no longer exists.",
  emailMismatch:
    "That email does not match this request. Check the address in the requester's email.",
  notVerified: "Verify the requester's identity before deleting anything.",
  finished: "This request is already finished.",
  wrongKind: "This is an access request; send the export instead of deleting.",
  order: "Acknowledge the request before marking the identity verified.",
} as const;

const email = emailAddress("Enter the requester's email address.");
const id = z.uuid({ error: "That request id is not valid." });

export const createRequestSchema = z.object({
  kind: z.enum(requestKinds, { error: "Choose deletion or access." }),
  email,
  receivedOn: requiredDate,
  notes: plainString("Notes").trim().max(1000, "Notes are limited to 1,000 characters.").optional(),
});
export const stageSchema = z.object({
  id,
  stage: z.enum(["acknowledged", "verified"], { error: "That step is not known." }),
});
export const requestEmailSchema = z.object({ id, email });
export const deleteSchema = requestEmailSchema.extend({
  confirm: z.literal("delete", { error: 'Type "delete" to confirm.' }),
});
export const closeSchema = z.object({
  id,
  reason: plainString("The reason").trim().min(1, "Say why the request is closed.").max(1000),
});

export async function listRequests(db: Pick<AppDatabase, "select">): Promise<DataRequest[]> {
  return db.select().from(dataRequests).orderBy(desc(dataRequests.receivedAt)).limit(200);
}

export async function getRequest(
  db: Pick<AppDatabase, "select">,
  requestId: string,
): Promise<DataRequest | null> {
  const [row] = await db.select().from(dataRequests).where(eq(dataRequests.id, requestId));
  return row ?? null;
}

export async function createRequest(
  db: AppDatabase,
  actor: Actor,
  input: z.infer<typeof createRequestSchema>,
  secret: string,
  now: Date,
): Promise<string> {
  const receivedAt = startOfBusinessDay(input.receivedOn);
  if (receivedAt.getTime() > now.getTime())
    throw new AppError(400, "The request can't have been received in the future.");
  const emailHash = hashEmail(secret, input.email);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dataRequests)
      .values({
        kind: input.kind,
        emailHash,
        receivedAt,
        notes: input.notes || null,
        createdBy: actor.id,
      })
      .returning({ id: dataRequests.id });
    if (!row) throw new Error("Request insert returned no row");
    await recordAudit(tx, actor, {
      action: "data_request.created",
      entityType: "data_request",
      entityId: row.id,
      details: { kind: input.kind, emailHash },
    });
    return row.id;
  });
}

type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

async function lockedOpen(tx: Tx, requestId: string): Promise<DataRequest> {
  const [row] = await tx
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.id, requestId))
    .for("update");
  if (!row) throw new AppError(404, requestMessages.gone);
  if (row.status === "completed" || row.status === "closed")
    throw new AppError(409, requestMessages.finished);
  return row;
}

export async function markStage(
  db: AppDatabase,
  actor: Actor,
  input: z.infer<typeof stageSchema>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedOpen(tx, input.id);
    if (input.stage === "verified" && !row.acknowledgedAt)
      throw new AppError(409, requestMessages.order);
    const change =
      input.stage === "acknowledged"
        ? { acknowledgedAt: row.acknowledgedAt ?? now }
        : { verifiedAt: row.verifiedAt ?? now };
    await tx
      .update(dataRequests)
      .set({ ...change, status: input.stage })
      .where(eq(dataRequests.id, row.id));
    await recordAudit(tx, actor, {
      action: `data_request.${input.stage}`,
      entityType: "data_request",
      entityId: row.id,
      details: { emailHash: row.emailHash },
    });
  });
}

export function assertEmailMatches(request: DataRequest, secret: string, rawEmail: string): void {
  if (hashEmail(secret, rawEmail) !== request.emailHash)
    throw new AppError(400, requestMessages.emailMismatch);
}

/** Deletes everything for the request's email and completes the request, in one transaction. */
export async function fulfilDeletion(
  db: AppDatabase,
  actor: Actor,
  input: { id: string; email: string },
  secret: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await lockedOpen(tx, input.id);
    if (row.kind !== "deletion") throw new AppError(409, requestMessages.wrongKind);
    assertEmailMatches(row, secret, input.email);
    if (!row.verifiedAt) throw new AppError(409, requestMessages.notVerified);
    const counts = await deletePersonalData(tx, input.email);
    await tx
      .update(dataRequests)
      .set({ status: "completed", completedAt: now })
      .where(eq(dataRequests.id, row.id));
    await recordAudit(tx, actor, {
      action: "data_request.deleted",
      entityType: "data_request",
      entityId: row.id,
      details: { emailHash: row.emailHash, counts },
    });
    return counts;
  });
}

/** Records that an access request's export was sent, and completes it. */
export async function fulfilAccess(
  db: AppDatabase,
  actor: Actor,
  input: { id: string; email: string },
  secret: string,
  now: Date,
  data: PersonalData,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedOpen(tx, input.id);
    assertEmailMatches(row, secret, input.email);
    if (!row.verifiedAt)
      throw new AppError(409, "Verify the requester's identity before sending their data.");
    await tx
      .update(dataRequests)
      .set({ status: "completed", completedAt: now })
      .where(eq(dataRequests.id, row.id));
    await recordAudit(tx, actor, {
      action: "data_request.access_fulfilled",
      entityType: "data_request",
      entityId: row.id,
      details: {
        emailHash: row.emailHash,
        records: data.intakeForms.length + data.contactMessages.length + data.consultations.length,
      },
    });
  });
}

export async function closeRequest(
  db: AppDatabase,
  actor: Actor,
  input: z.infer<typeof closeSchema>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedOpen(tx, input.id);
    await tx
      .update(dataRequests)
      .set({
        status: "closed",
        completedAt: now,
        notes: [row.notes, `Closed: ${input.reason}`].filter(Boolean).join("\n"),
      })
      .where(eq(dataRequests.id, row.id));
    await recordAudit(tx, actor, {
      action: "data_request.closed",
      entityType: "data_request",
      entityId: row.id,
      details: { emailHash: row.emailHash },
    });
  });
}

/** Audits an export of personal data (it leaves the system), without the address itself. */
export async function recordExport(
  db: AppDatabase,
  actor: Actor,
  request: DataRequest,
): Promise<void> {
  await recordAudit(db, actor, {
    action: "data_request.exported",
    entityType: "data_request",
    entityId: request.id,
    details: { emailHash: request.emailHash },
  });
}
