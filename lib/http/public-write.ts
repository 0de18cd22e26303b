import "server-only";
// The one road every public write takes (leads, slot holds, bookings, consultation requests), from
// a route handler or a server action: who the client is (their address and the visitor cookie),
// a rate limit per address, validation with the shared schema, the bot check, then the save and
// the outbox. The bot-check token is spent in the same transaction as the save, so a refused or
// failed save leaves it usable and an accepted one can never be replayed. Refusals come back as
// values with a status and a message a person understands; only an unexpected failure, or a
// refusal the save itself raises as an AppError (a taken slot), throws.
import crypto from "node:crypto";
import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb, type AppDatabase } from "@/db/client";
import type { BotAction } from "@/lib/bot-check/actions";
import { botCheckConfig } from "@/lib/bot-check/config";
import {
  builtinTokenExpiry,
  usesBuiltinCheck,
  verifyBotToken,
  type BotVerdict,
} from "@/lib/bot-check/server";
import { spendToken } from "@/lib/bot-check/spent-tokens";
import type { Visitor } from "@/lib/booking/calendar/snapshot";
import { kickOutbox } from "@/lib/email/dispatch";
import { serverEnv } from "@/lib/env";
import { thankYouFlagCookie, type ThankYouFlag } from "@/lib/flags/thank-you-flags";
import { clientAddress } from "@/lib/http/client-ip";
import { e2eClientTag, injectedFaults, type E2eFault } from "@/lib/http/e2e-faults";
import { pruneOccasionally } from "@/lib/http/housekeeping";
import { readJson } from "@/lib/http/responses";
import { log } from "@/lib/log/logger";
import {
  allowRequest,
  TOO_MANY_REQUESTS,
  waitBeforeRetryMs,
  type RateRule,
} from "@/lib/rate-limit";
import { describeIssues, type Failure, type Success } from "@/lib/result";
import { deriveKey, hmac, resolveAppSecret } from "@/lib/security/app-secret";
import { bucketKey, tooManyRequests } from "@/server/traffic/public-limits.mjs";

/** `address` overrides the one clientAddress() reads from the request (tests, one decision per request). */
export type RequestContext = { headers: Headers; now: Date; url?: string; address?: string };

export type Refusal = Failure<{
  status: 400 | 403 | 429;
  code: "invalid" | "bot_check_failed" | "rate_limited";
  /** Why the bot check refused: a form posted without JavaScript may simply have had no token. */
  reason?: BotRefusalReason;
  /** A rate-limited client may try again after this long (Retry-After). */
  waitMs?: number;
}>;

export type BotRefusalReason = Extract<BotVerdict, { ok: false }>["reason"];

export type WriteResult<R> = (Success<R> & { client: Client }) | Refusal;

/**
 * Who is writing. `network` is a keyed hash of the client address (never the address itself) and
 * keys the per-address limits in the database; `subject` keys them in memory, where the server
 * reads them too (the address, with a browser test's tag); `visitor` is the browser's own random
 * key from its cookie.
 */
export type Client = { address: string; subject: string; visitor: Visitor; freshVisitor: boolean };

export type PublicWrite<S extends z.ZodType, R> = {
  /** Names the write in rate-limit keys and logs, e.g. "lead:contact" or "booking:hold". */
  name: string;
  rate: RateRule;
  schema: S;
  /** The bot check, or null for the manual-verification fallback (flagged for staff review). */
  bot: {
    action: BotAction;
    token: (input: z.output<S>) => string | null;
    refusal: string;
    /** Overrides the action's own rule (a calendar click is quick; a typed form is not). */
    fillTime?: boolean;
  } | null;
  /** A filled honeypot on a form that has no bot-check token. */
  isBot?: (input: z.output<S>) => boolean;
  save: (
    db: AppDatabase,
    input: z.output<S>,
    write: { client: Client; now: Date; faults: Set<E2eFault> },
  ) => Promise<R>;
  /** False when the save found an earlier identical write: its token may be spent already. */
  created?: (saved: R) => boolean;
};

export const VISITOR_COOKIE = "bp_booking_visitor";
const VISITOR_MAX_AGE = 60 * 60 * 24 * 30;

export function cookieValue(headers: Headers, name: string): string | undefined {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/** Whether cookies must be Secure: the request came over HTTPS, or the site is served over it. */
export function secureCookies(headers: Headers, url?: string): boolean {
  return (
    (url ? new URL(url).protocol === "https:" : false) ||
    headers.get("x-forwarded-proto") === "https" ||
    serverEnv().SITE_URL.startsWith("https:")
  );
}

/**
 * The client behind a request. Every browser test comes from one address, so with test hooks on,
 * its bp_e2e_client cookie names its own network.
 */
export async function clientOf(
  db: AppDatabase,
  headers: Headers,
  address = clientAddress(headers),
): Promise<Client> {
  const secret = await resolveAppSecret(db);
  const tag = e2eClientTag(headers);
  const subject = tag ? `${address}#${tag}` : address;
  const network = hmac(deriveKey(secret, "client-network"), subject).slice(0, 16);
  const existing = cookieValue(headers, VISITOR_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{22,64}$/.test(existing))
    return { address, subject, visitor: { key: existing, network }, freshVisitor: false };
  return {
    address,
    subject,
    visitor: { key: crypto.randomBytes(16).toString("base64url"), network },
    freshVisitor: true,
  };
}

/**
 * Counts one request against the client's limit for this write; a refusal when over it. A
 * refusal is decided in memory when it can be, so it costs no database write. `batched` counts a
 * hot read in the database half a second later, with others (lib/rate-limit.ts).
 */
export async function rateRefusal(
  db: AppDatabase,
  name: string,
  rule: RateRule,
  client: Client,
  now: Date,
  options: { batched?: boolean; soleInstance?: boolean } = {},
): Promise<Refusal | null> {
  const inMemory = bucketKey(name, client.subject);
  const allowed = await allowRequest(db, `${name}:${client.visitor.network}`, rule, now, {
    ...options,
    bucketKey: inMemory,
  });
  if (allowed) return null;
  return {
    ok: false,
    status: 429,
    code: "rate_limited",
    message: TOO_MANY_REQUESTS,
    waitMs: waitBeforeRetryMs(inMemory, rule, now),
  };
}

function invalid(error: z.ZodError): Refusal {
  return { ok: false, status: 400, code: "invalid", ...describeIssues(error) };
}

/** Thrown inside the save's transaction to roll it back when the token turns out to be spent. */
class TokenReused extends Error {}

export async function publicWrite<S extends z.ZodType, R>(
  spec: PublicWrite<S, R>,
  raw: unknown,
  ctx: RequestContext,
): Promise<WriteResult<R>> {
  const db = await getDb();
  const client = await clientOf(db, ctx.headers, ctx.address);
  const limited = await rateRefusal(db, spec.name, spec.rate, client, ctx.now);
  if (limited) return limited;
  void pruneOccasionally(db, ctx.now);

  const parsed = spec.schema.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error);
  const input = parsed.data;

  const faults = injectedFaults(ctx.headers);
  const refused = (reason: BotRefusalReason): Refusal => ({
    ok: false,
    status: 403,
    code: "bot_check_failed",
    message: spec.bot?.refusal ?? "",
    reason,
  });
  if (spec.isBot?.(input)) return refused("honeypot");
  const config = spec.bot ? await botCheckConfig() : null;
  const token = spec.bot?.token(input)?.trim() ?? null;
  if (spec.bot && config) {
    // Checked here, spent below with the save.
    const verdict = faults.has("bot-check")
      ? ({ ok: false, reason: "invalid" } as const)
      : await verifyBotToken(
          { ...config, spend: undefined },
          {
            action: spec.bot.action,
            token,
            remoteIp: client.address,
            now: ctx.now,
            fillTime: spec.bot.fillTime,
          },
        );
    if (!verdict.ok) {
      log("info", "bot_check_failed", { write: spec.name, reason: verdict.reason });
      return refused(verdict.reason);
    }
  }
  const spends = Boolean(token && config && usesBuiltinCheck(config));

  try {
    const saved = await db.transaction(async (tx) => {
      const result = await spec.save(tx, input, { client, now: ctx.now, faults });
      const created = spec.created?.(result) ?? true;
      // A replay of a write that already happened answers as the first one did.
      if (spends && created && !(await spendToken(tx, token!, builtinTokenExpiry(token!)!)))
        throw new TokenReused();
      return result;
    });
    if (spec.created?.(saved) ?? true) kickOutbox();
    return { ok: true, data: saved, client };
  } catch (error) {
    if (!(error instanceof TokenReused)) throw error;
    log("info", "bot_check_failed", { write: spec.name, reason: "reused" });
    return refused("reused");
  }
}

/** The JSON body (415/413/400 for a wrong type, an oversized or a malformed body). */
export function readBody(request: Request): Promise<unknown> {
  return readJson(request, z.unknown());
}

export function contextOf(request: Request): RequestContext {
  return { headers: request.headers, now: new Date(), url: request.url };
}

/**
 * How a route handler answers a public write: the refusal's status with {error, code,
 * fieldErrors}, or the success body, with the thank-you page's one-time flag and the visitor
 * cookie where the write asks for them.
 */
export function writeResponse<R>(
  request: Request,
  result: WriteResult<R>,
  success: (value: R) => {
    status: 200 | 201;
    body: unknown;
    flag?: ThankYouFlag;
    flagValue?: string;
    rememberVisitor?: boolean;
  },
): NextResponse {
  const noStore = { "Cache-Control": "no-store" };
  if (!result.ok) return refusalResponse(result);
  const answer = success(result.data);
  const response = NextResponse.json(answer.body, { status: answer.status, headers: noStore });
  const secure = secureCookies(request.headers, request.url);
  if (answer.flag) {
    const cookie = thankYouFlagCookie(answer.flag, secure, answer.flagValue);
    response.cookies.set(cookie.name, cookie.value, cookie.options);
  }
  if (answer.rememberVisitor && result.client.freshVisitor)
    rememberVisitor(response, result.client.visitor, secure);
  return response;
}

/** A refusal's answer; a rate-limited one is the same the server gives from memory. */
export function refusalResponse(refusal: Refusal): NextResponse {
  if (refusal.code === "rate_limited") {
    const { status, headers, body } = tooManyRequests(refusal.waitMs ?? 0);
    return NextResponse.json(body, { status, headers });
  }
  return NextResponse.json(
    {
      error: refusal.message,
      code: refusal.code,
      ...(refusal.fieldErrors ? { fieldErrors: refusal.fieldErrors } : {}),
    },
    { status: refusal.status, headers: { "Cache-Control": "no-store" } },
  );
}

export function rememberVisitor(response: NextResponse, visitor: Visitor, secure: boolean): void {
  response.cookies.set(VISITOR_COOKIE, visitor.key, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: VISITOR_MAX_AGE,
    secure,
  });
}
