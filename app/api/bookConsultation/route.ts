// POST /api/bookConsultation – book a Start Here consultation (201 {id}); 409 when the slot is taken.
import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { bookConsultation } from "@/lib/booking/bookings";
import { idempotencyKeyFrom, isSecureRequest, limitRate, mailSettings, requireBotCheck, visitorFrom } from "@/lib/booking/http";
import { bookingRequestSchema } from "@/lib/booking/schemas";
import { kickOutbox } from "@/lib/email/dispatch";
import { thankYouFlagCookie } from "@/lib/flags/thank-you-flags";
import { handle, readJson } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const POST = handle("bookConsultation", async (request: Request) => {
  const input = await readJson(request, bookingRequestSchema);
  const idempotencyKey = idempotencyKeyFrom(request);
  const db = await getDb();
  const now = new Date();
  const { visitor } = await visitorFrom(request, db);
  await limitRate(db, "book", visitor, now);
  await requireBotCheck(request, input.recaptchaToken, { fillTime: true }, now);
  const booking = await bookConsultation(db, () => new Date(), input, { visitor, idempotencyKey, mail: await mailSettings(db) });
  if (booking.created) kickOutbox();
  const response = NextResponse.json({ id: booking.id }, { status: 201, headers: { "Cache-Control": "no-store" } });
  const flag = thankYouFlagCookie("consultationConfirmed", isSecureRequest(request));
  response.cookies.set(flag.name, flag.value, flag.options);
  return response;
});
