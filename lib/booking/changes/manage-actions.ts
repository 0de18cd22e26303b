"use server";
// Server actions behind the signed manage link: cancel, or move to another free time. The signed
// token is the permission; each action verifies it again before touching the booking.
import { cookies } from "next/headers";
import { z } from "zod";
import { getDb } from "@/db/client";
import { mailSettings } from "@/lib/booking/http";
import {
  cancelConsultation,
  rescheduleConsultation,
  manageMessages,
} from "@/lib/booking/changes/manage";
import { manageToken, verifyManageToken } from "@/lib/booking/changes/manage-token";
import { bookingMessages, rescheduleRequestSchema } from "@/lib/booking/schemas";
import { kickOutbox } from "@/lib/email/dispatch";
import { publicChain } from "@/lib/actions/chain";
import { VISITOR_COOKIE } from "@/lib/http/public-write";
import { AppError } from "@/lib/http/responses";
import type { Result } from "@/lib/result";
import { resolveAppSecret } from "@/lib/security/app-secret";

// Anything that is not a string cannot be a link we sent.
const token = z.string({ error: manageMessages.notFound });

async function authorised(token: string) {
  const db = await getDb();
  const secret = await resolveAppSecret(db);
  const id = verifyManageToken(secret, token);
  if (!id) throw new AppError(404, manageMessages.notFound);
  return { db, id, secret };
}

const cancel = publicChain.action("manage_cancel", z.object({ token }), async ({ input }) => {
  const { db, id } = await authorised(input.token);
  await cancelConsultation(db, () => new Date(), id, await mailSettings(db));
  kickOutbox();
});

// The new time is checked before the token, as a move's only input is the time chosen.
const move = publicChain.action(
  "manage_move",
  rescheduleRequestSchema.extend({ token }),
  async ({ input }) => {
    const { db, id, secret } = await authorised(input.token);
    const visitorKey = (await cookies()).get(VISITOR_COOKIE)?.value;
    const moved = await rescheduleConsultation(
      db,
      () => new Date(),
      {
        id,
        start: input.startISO,
        end: input.endISO,
        lockId: input.lockId,
        visitor: visitorKey ? { key: visitorKey, network: "" } : null,
        timeZone: input.timeZone,
      },
      await mailSettings(db),
    );
    kickOutbox();
    return { token: manageToken(secret, moved.id) };
  },
  { invalid: bookingMessages.invalidSlot },
);

export async function cancelConsultationAction(token: string): Promise<Result<void>> {
  return cancel({ token });
}

export async function moveConsultationAction(
  token: string,
  input: z.input<typeof rescheduleRequestSchema>,
): Promise<Result<{ token: string }>> {
  return move({ ...input, token });
}
