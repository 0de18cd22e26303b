// POST /api/test-support/saved-elsewhere – browser-test helper for site content: changes the
// practice's phone number in the database as another instance's save does (a new revision),
// without touching this instance's cache, so a test can watch this instance catch up on its own.
// Answers 404 unless the server runs with E2E_TEST_HOOKS=1.
import { NextResponse } from "next/server";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { businessFacts } from "@/db/schema";
import { testHooksEnabled } from "@/lib/env";
import { AppError, handle, readJson } from "@/lib/http/responses";

const body = z.object({ phone: z.string().min(7).max(30) });

export const POST = handle("test-support-saved-elsewhere", async (request: Request) => {
  if (!testHooksEnabled()) throw new AppError(404, "Not found.");
  const input = await readJson(request, body);
  await (
    await getDb()
  )
    .update(businessFacts)
    .set({ phone: input.phone, revision: sql`${businessFacts.revision} + 1` })
    .where(eq(businessFacts.id, 1));
  return NextResponse.json({ ok: true });
});
