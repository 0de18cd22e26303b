// POST /api/consultationRequest – the Get Started "bookConsultation" call: a consultation request
// that staff follow up within 24 hours (201 {id}). It never blocks calendar time.
import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { idempotencyKeyFrom, limitRate, mailSettings, requireBotCheck, visitorFrom } from "@/lib/booking/http";
import { requestConsultation } from "@/lib/booking/requests";
import { consultationRequestSchema } from "@/lib/booking/schemas";
import { kickOutbox } from "@/lib/email/dispatch";
import { serverEnv } from "@/lib/env";
import { handle, readJson } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const POST = handle("consultationRequest", async (request: Request) => {
  const input = await readJson(request, consultationRequestSchema);
  const idempotencyKey = idempotencyKeyFrom(request);
  const db = await getDb();
  const now = new Date();
  const { visitor } = await visitorFrom(request, db);
  await limitRate(db, "request", visitor, now);
  await requireBotCheck(request, input.recaptchaToken, { fillTime: true }, now);
  const { staffAddress } = await mailSettings(db);
  const result = await requestConsultation(db, () => new Date(), input, { idempotencyKey, staffAddress, timeZone: serverEnv().BUSINESS_TIME_ZONE });
  if (result.created) kickOutbox();
  return NextResponse.json({ id: result.id }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
