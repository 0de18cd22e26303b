// POST /api/test-support/backdate-consultation – browser-test helper for the admin area: moves a
// booked consultation so it started `minutesAgo` minutes ago (outcomes can only be recorded once
// a consultation has started). Answers 404 unless the server runs with E2E_TEST_HOOKS=1.
import { NextResponse } from "next/server";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { consultationBookings } from "@/db/schema";
import { testHooksEnabled } from "@/lib/env";
import { AppError, handle, readJson } from "@/lib/http/responses";

const body = z.object({ id: z.uuid(), minutesAgo: z.number().int().min(1).max(100_000) });

export const POST = handle("test-support-backdate", async (request: Request) => {
  if (!testHooksEnabled()) throw new AppError(404, "Not found.");
  const input = await readJson(request, body);
  // A few seconds of jitter keeps parallel test runs from landing on the same past instant.
  const start = new Date(
    Date.now() - input.minutesAgo * 60_000 - Math.floor(Math.random() * 600) * 1000,
  );
  const updated = await (
    await getDb()
  )
    .update(consultationBookings)
    .set({ startAt: start, endAt: new Date(start.getTime() + 30 * 60_000) })
    .where(and(eq(consultationBookings.id, input.id), eq(consultationBookings.kind, "booking")))
    .returning({ id: consultationBookings.id });
  if (updated.length === 0) throw new AppError(404, "No such booking.");
  return NextResponse.json({ ok: true });
});
