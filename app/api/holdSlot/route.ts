// POST /api/holdSlot – hold a consultation slot for the booker; DELETE gives a hold back.
import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { holdSlot, releaseHold } from "@/lib/booking/holds";
import { limitRate, requireBotCheck, setVisitorCookie, testHoldSeconds, visitorFrom } from "@/lib/booking/http";
import { bookingMessages, holdRequestSchema } from "@/lib/booking/schemas";
import { handle, readJson } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const POST = handle("holdSlot", async (request: Request) => {
  const input = await readJson(request, holdRequestSchema);
  const db = await getDb();
  const now = new Date();
  const { visitor, fresh } = await visitorFrom(request, db);
  await limitRate(db, "hold", visitor, now);
  await requireBotCheck(request, input.recaptchaToken, { fillTime: false }, now);
  const hold = await holdSlot(db, () => now, {
    start: input.startISO,
    end: input.endISO,
    dateISO: input.dateISO,
    visitor,
    holdSecondsOverride: testHoldSeconds(request),
  });
  const response = NextResponse.json(hold, { headers: { "Cache-Control": "no-store" } });
  if (fresh) setVisitorCookie(response, request, visitor);
  return response;
});

const releaseSchema = z.object({ lockId: z.uuid(bookingMessages.invalidLock) });

export const DELETE = handle("releaseHold", async (request: Request) => {
  const { lockId } = await readJson(request, releaseSchema);
  const released = await releaseHold(await getDb(), lockId);
  return NextResponse.json({ released });
});
