import "server-only";
// What the booking route handlers share: who the visitor is (an HttpOnly cookie plus a keyed hash
// of their address), the bot check, per-network rate limits, mail settings and the test-only
// short hold.
import crypto from "node:crypto";
import type { NextResponse } from "next/server";
import type { AppDatabase } from "@/db/client";
import { botCheckConfig } from "@/lib/bot-check/config";
import { verifyBotToken } from "@/lib/bot-check/server";
import { staffNotifyAddress } from "@/lib/email/transport";
import { serverEnv } from "@/lib/env";
import { clientAddress } from "@/lib/http/client-ip";
import { AppError } from "@/lib/http/responses";
import { enforceRate, type RateRule } from "@/lib/rate-limit";
import { deriveKey, hmac, resolveAppSecret } from "@/lib/security/app-secret";
import type { MailSettings } from "./bookings";
import { bookingMessages } from "./schemas";
import type { Visitor } from "./snapshot";

export const VISITOR_COOKIE = "bp_booking_visitor";
const VISITOR_MAX_AGE = 60 * 60 * 24 * 30;
export const TEST_HOLD_HEADER = "x-test-hold-seconds";

export const bookingRates = {
  availability: { limit: 240, windowSeconds: 60 },
  hold: { limit: 60, windowSeconds: 600 },
  book: { limit: 30, windowSeconds: 600 },
  request: { limit: 30, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/** The visitor, and whether their cookie must be set on the response. */
export async function visitorFrom(
  request: Request,
  db: AppDatabase,
): Promise<{ visitor: Visitor; fresh: boolean }> {
  const secret = await resolveAppSecret(db);
  const network = hmac(
    deriveKey(secret, "booking-network"),
    clientAddress(request.headers),
  ).slice(0, 16);
  const existing = cookieValue(request, VISITOR_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{22,64}$/.test(existing))
    return { visitor: { key: existing, network }, fresh: false };
  return { visitor: { key: crypto.randomBytes(16).toString("base64url"), network }, fresh: true };
}

export function isSecureRequest(request: Request): boolean {
  return (
    new URL(request.url).protocol === "https:" ||
    request.headers.get("x-forwarded-proto") === "https" ||
    serverEnv().SITE_URL.startsWith("https:")
  );
}

export function setVisitorCookie(response: NextResponse, request: Request, visitor: Visitor): void {
  response.cookies.set(VISITOR_COOKIE, visitor.key, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: VISITOR_MAX_AGE,
    secure: isSecureRequest(request),
  });
}

export async function limitRate(
  db: AppDatabase,
  action: keyof typeof bookingRates,
  visitor: Visitor,
  now: Date,
): Promise<void> {
  await enforceRate(db, `booking:${action}:${visitor.network}`, bookingRates[action], now);
}

/**
 * The consultation bot check. Holds skip the built-in minimum fill time (a calendar click can be
 * quick); the booking and request submissions keep it.
 */
export async function requireBotCheck(
  request: Request,
  token: string | null | undefined,
  options: { fillTime: boolean },
  now: Date,
): Promise<void> {
  const config = await botCheckConfig();
  const verdict = await verifyBotToken(options.fillTime ? config : { ...config, minFillMs: 0 }, {
    action: "consultation",
    token,
    remoteIp: clientAddress(request.headers),
    now,
  });
  if (!verdict.ok)
    throw new AppError(403, bookingMessages.botCheckFailed, { code: "bot_check_failed" });
}

export async function mailSettings(db: AppDatabase): Promise<MailSettings> {
  return {
    secret: await resolveAppSecret(db),
    siteUrl: serverEnv().SITE_URL,
    staffAddress: staffNotifyAddress(),
  };
}

/**
 * A short hold so browser tests can watch one run out. Honoured only by a server started with
 * E2E_TEST_HOOKS=1 (the end-to-end test server); everywhere else the header is ignored.
 */
export function testHoldSeconds(request: Request): number | undefined {
  if (!serverEnv().E2E_TEST_HOOKS) return undefined;
  const value = Number(request.headers.get(TEST_HOLD_HEADER));
  return Number.isInteger(value) && value >= 1 && value <= 300 ? value : undefined;
}

export function idempotencyKeyFrom(request: Request): string | null {
  const key = request.headers.get("idempotency-key")?.trim();
  if (!key) return null;
  if (key.length > 200 || !/^[\x21-\x7e]+$/.test(key))
    throw new AppError(400, "The Idempotency-Key header must be 1-200 visible characters.");
  return key;
}
