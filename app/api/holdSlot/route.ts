// POST /api/holdSlot – hold a consultation slot for the booker; DELETE gives a hold back.
import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { placeHold } from "@/lib/booking/http";
import { releaseHold } from "@/lib/booking/holds";
import { bookingMessages } from "@/lib/booking/schemas";
import { contextOf, readBody, writeResponse } from "@/lib/http/public-write";
import { handle, readJson } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

export const POST = handle("holdSlot", async (request: Request) => {
  const result = await placeHold(await readBody(request), contextOf(request));
  return writeResponse(request, result, (hold) => ({
    status: 200,
    body: hold,
    rememberVisitor: true,
  }));
});

const releaseSchema = z.object({ lockId: z.uuid(bookingMessages.invalidLock) });

export const DELETE = handle("releaseHold", async (request: Request) => {
  const { lockId } = await readJson(request, releaseSchema);
  const released = await releaseHold(await getDb(), lockId);
  return NextResponse.json({ released });
});
