// GET /api/bot-check?action=… – issues a built-in bot-check token when the form opens.
import crypto from "node:crypto";
import { NextResponse } from "next/server";
import { z } from "zod";
import { botActions } from "@/lib/bot-check/actions";
import { botCheckConfig } from "@/lib/bot-check/config";
import { issueBuiltinToken } from "@/lib/bot-check/server";
import { AppError, handle } from "@/lib/http/responses";

const query = z.object({ action: z.enum(botActions) });

export const dynamic = "force-dynamic";

export const GET = handle("bot-check", async (request: Request) => {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw new AppError(400, "Unknown form action.");
  const config = await botCheckConfig();
  if (config.provider !== "builtin") throw new AppError(404, "This site uses an external security check.");
  const token = issueBuiltinToken(config.secret, parsed.data.action, new Date(), crypto.randomBytes(9).toString("base64url"));
  return NextResponse.json({ token }, { headers: { "Cache-Control": "no-store" } });
});
