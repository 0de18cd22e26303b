"use server";
// Server actions behind the signed manage link: cancel, or move to another free time. The signed
// token is the permission; each action verifies it again before touching the booking.
import { cookies } from "next/headers";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { mailSettings } from "@/lib/booking/http";
import { VISITOR_COOKIE } from "@/lib/http/public-write";
import { cancelConsultation, rescheduleConsultation, manageMessages } from "@/lib/booking/manage";
import { manageToken, verifyManageToken } from "@/lib/booking/manage-token";
import { rescheduleRequestSchema } from "@/lib/booking/schemas";
import { kickOutbox } from "@/lib/email/dispatch";
import { AppError } from "@/lib/http/responses";
import { log } from "@/lib/log/logger";
import { resolveAppSecret } from "@/lib/security/app-secret";

export type ManageResult = { ok: true; token?: string } | { ok: false; message: string };

async function authorised(token: string) {
  const db = await getDb();
  const secret = await resolveAppSecret(db);
  const id = verifyManageToken(secret, token);
  if (!id) throw new AppError(404, manageMessages.notFound);
  return { db, id, secret };
}

function failure(error: unknown, context: string): ManageResult {
  if (error instanceof AppError) return { ok: false, message: error.message };
  log("error", context, { error });
  return { ok: false, message: "Something went wrong on our side. Please try again in a moment." };
}

export async function cancelConsultationAction(token: string): Promise<ManageResult> {
  try {
    const { db, id } = await authorised(token);
    await cancelConsultation(db, () => new Date(), id, await mailSettings(db));
    kickOutbox();
    return { ok: true };
  } catch (error) {
    return failure(error, "manage_cancel_failed");
  }
}

export async function moveConsultationAction(
  token: string,
  input: z.input<typeof rescheduleRequestSchema>,
): Promise<ManageResult> {
  try {
    const parsed = rescheduleRequestSchema.safeParse(input);
    if (!parsed.success)
      throw new AppError(400, parsed.error.issues[0]?.message ?? "Please pick one of the times shown in the calendar.");
    const { db, id, secret } = await authorised(token);
    const visitorKey = (await cookies()).get(VISITOR_COOKIE)?.value;
    const moved = await rescheduleConsultation(
      db,
      () => new Date(),
      {
        id,
        start: parsed.data.startISO,
        end: parsed.data.endISO,
        lockId: parsed.data.lockId,
        visitor: visitorKey ? { key: visitorKey, network: "" } : null,
        timeZone: parsed.data.timeZone,
      },
      await mailSettings(db),
    );
    kickOutbox();
    return { ok: true, token: manageToken(secret, moved.id) };
  } catch (error) {
    return failure(error, "manage_move_failed");
  }
}
