// POST /api/getAvailabilityV2 – free consultation slots for a date range (at most 62 days).
import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { getAvailability } from "@/lib/booking/availability";
import { limitRate, setVisitorCookie, visitorFrom } from "@/lib/booking/http";
import { availabilityRequestSchema } from "@/lib/booking/schemas";
import { handle, readJson } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const POST = handle("getAvailabilityV2", async (request: Request) => {
  const input = await readJson(request, availabilityRequestSchema);
  const db = await getDb();
  const now = new Date();
  const { visitor, fresh } = await visitorFrom(request, db);
  await limitRate(db, "availability", visitor, now);
  // A read: the token travels with the spec's payload, but bookings and holds are where it is checked.
  const availability = await getAvailability(db, () => now, { startDate: input.startDateISO, endDate: input.endDateISO, visitorKey: visitor.key });
  const response = NextResponse.json({ availability }, { headers: { "Cache-Control": "no-store" } });
  if (fresh) setVisitorCookie(response, request, visitor);
  return response;
});
