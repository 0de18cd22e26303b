// GET /api/bot-check?action=… – issues a built-in bot-check token when the form opens. With the
// form's previous token in the x-bot-token header it issues that token's one replacement, which
// keeps the form's opening time, so an immediate retry after a refusal is not "too fast".
import crypto from "node:crypto";
import { NextResponse } from "next/server";
import { z } from "zod";
import { BOT_TOKEN_HEADER, botActions } from "@/lib/bot-check/actions";
import { botCheckConfig } from "@/lib/bot-check/config";
import { issueBuiltinToken, renewBuiltinToken } from "@/lib/bot-check/server";
import { AppError, handle } from "@/lib/http/responses";

const query = z.object({ action: z.enum(botActions) });

export const dynamic = "force-dynamic";

export const GET = handle("bot-check", async (request: Request) => {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw new AppError(400, "Unknown form action.");
  const config = await botCheckConfig();
  if (config.provider !== "builtin")
    throw new AppError(404, "This site uses an external security check.");
  const now = new Date();
  const nonce = crypto.randomBytes(9).toString("base64url");
  const previous = request.headers.get(BOT_TOKEN_HEADER)?.trim().slice(0, 512);
  const renewed = previous
    ? await renewBuiltinToken(config, parsed.data.action, previous, now, nonce)
    : null;
  const token = renewed ?? issueBuiltinToken(config.secret, parsed.data.action, now, nonce);
  return NextResponse.json({ token }, { headers: { "Cache-Control": "no-store" } });
});
