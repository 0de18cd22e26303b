import "server-only";
// POST /api/getAvailabilityV2 – free consultation slots for a date range (at most 62 days). The
// route answers with this handler, and so does the server itself for the calendar's hot read,
// without Next's routing in between (lib/http/direct-routes.ts, server/responses/direct-routes.mjs).
import { NextResponse } from "next/server";
import { getDatabase } from "@/db/client";
import { getAvailability } from "@/lib/booking/calendar/availability";
import { bookingRates } from "@/lib/booking/http";
import { availabilityRequestSchema } from "@/lib/booking/schemas";
import {
  clientOf,
  rateRefusal,
  refusalResponse,
  rememberVisitor,
  secureCookies,
} from "@/lib/http/public-write";
import { handle, readJson } from "@/lib/http/responses";

export const answerAvailabilityRequest = handle("getAvailabilityV2", async (request: Request) => {
  const input = await readJson(request, availabilityRequestSchema);
  const { db, kind } = await getDatabase();
  const now = new Date();
  const client = await clientOf(db, request.headers);
  // The calendar's hot read: counted in memory, and on PostgreSQL (several instances) also in
  // the database, half a second later with others.
  const limited = await rateRefusal(
    db,
    "booking:availability",
    bookingRates.availability,
    client,
    now,
    { batched: true, soleInstance: kind === "pglite" },
  );
  if (limited) return refusalResponse(limited);
  // A read: the token travels with the spec's payload, but bookings and holds are where it is checked.
  const availability = await getAvailability(db, () => now, {
    startDate: input.startDateISO,
    endDate: input.endDateISO,
    visitorKey: client.visitor.key,
  });
  const response = NextResponse.json(
    { availability },
    { headers: { "Cache-Control": "no-store" } },
  );
  if (client.freshVisitor)
    rememberVisitor(response, client.visitor, secureCookies(request.headers, request.url));
  return response;
});
