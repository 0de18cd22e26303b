import "server-only";
// Booking's public writes (a hold, a booking, a Get Started consultation request) on the one road
// of lib/http/public-write.ts, with what only booking needs: its rate rules, mail settings, the
// Idempotency-Key header and the test-only short hold.
import type { AppDatabase } from "@/db/client";
import { staffNotifyAddress } from "@/lib/email/transport";
import { serverEnv, testHooksEnabled } from "@/lib/env";
import { publicWrite, type RequestContext } from "@/lib/http/public-write";
import { AppError } from "@/lib/http/responses";
import type { RateRule } from "@/lib/rate-limit";
import { resolveAppSecret } from "@/lib/security/app-secret";
import { PUBLIC_RATES } from "@/server/traffic/public-limits.mjs";
import { bookConsultation, type MailSettings } from "./bookings";
import { holdSlot } from "./holds";
import { confirmationFlagValue } from "./changes/manage-token";
import { requestConsultation } from "./requests";
import {
  bookingMessages,
  bookingRequestSchema,
  consultationRequestSchema,
  holdRequestSchema,
} from "./schemas";

export const TEST_HOLD_HEADER = "x-test-hold-seconds";

export const bookingRates = {
  availability: PUBLIC_RATES["booking:availability"],
  hold: PUBLIC_RATES["booking:hold"],
  book: PUBLIC_RATES["booking:book"],
  request: PUBLIC_RATES["booking:request"],
} satisfies Record<string, RateRule>;

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
export function testHoldSeconds(headers: Headers): number | undefined {
  if (!testHooksEnabled()) return undefined;
  const value = Number(headers.get(TEST_HOLD_HEADER));
  return Number.isInteger(value) && value >= 1 && value <= 300 ? value : undefined;
}

export function idempotencyKeyFrom(headers: Headers): string | null {
  const key = headers.get("idempotency-key")?.trim();
  if (!key) return null;
  if (key.length > 200 || !/^[\x21-\x7e]+$/.test(key))
    throw new AppError(400, "The Idempotency-Key header must be 1-200 visible characters.");
  return key;
}

const consultationBotCheck = {
  action: "consultation",
  token: (input: { recaptchaToken?: string | null }) => input.recaptchaToken ?? null,
  refusal: bookingMessages.botCheckFailed,
} as const;

/** A calendar click holds a time: the bot check without the fill time (a click can be quick). */
export function placeHold(raw: unknown, ctx: RequestContext) {
  return publicWrite(
    {
      name: "booking:hold",
      rate: bookingRates.hold,
      schema: holdRequestSchema,
      bot: { ...consultationBotCheck, fillTime: false },
      save: (db, input, { client, now }) =>
        holdSlot(db, () => now, {
          start: input.startISO,
          end: input.endISO,
          dateISO: input.dateISO,
          visitor: client.visitor,
          holdSecondsOverride: testHoldSeconds(ctx.headers),
        }),
    },
    raw,
    ctx,
  );
}

export async function submitBooking(raw: unknown, ctx: RequestContext) {
  const idempotencyKey = idempotencyKeyFrom(ctx.headers);
  return publicWrite(
    {
      name: "booking:book",
      rate: bookingRates.book,
      schema: bookingRequestSchema,
      bot: consultationBotCheck,
      save: async (db, input, { client, now }) => {
        const mail = await mailSettings(db);
        const booking = await bookConsultation(db, () => now, input, {
          visitor: client.visitor,
          idempotencyKey,
          mail,
        });
        // The thank-you page shows this booking, and only this one, through a signed one-time flag.
        return { ...booking, confirmationFlag: confirmationFlagValue(mail.secret, booking.id) };
      },
      created: (booking) => booking.created,
    },
    raw,
    ctx,
  );
}

/**
 * "Call me to find a time" (the Get Started and lead page forms): staff call the parent back
 * within the promised reply time; it never blocks calendar time. Like a booking, it names itself
 * in the thank-you page's one-time flag, so that page can say who will be called, and on which number.
 */
export async function submitConsultationRequest(raw: unknown, ctx: RequestContext) {
  const idempotencyKey = idempotencyKeyFrom(ctx.headers);
  return publicWrite(
    {
      name: "booking:request",
      rate: bookingRates.request,
      schema: consultationRequestSchema,
      bot: consultationBotCheck,
      save: async (db, input, { now }) => {
        const request = await requestConsultation(db, () => now, input, {
          idempotencyKey,
          staffAddress: staffNotifyAddress(),
        });
        const secret = await resolveAppSecret(db);
        return { ...request, confirmationFlag: confirmationFlagValue(secret, request.id) };
      },
      created: (request) => request.created,
    },
    raw,
    ctx,
  );
}
