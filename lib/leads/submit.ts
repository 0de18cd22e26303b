import "server-only";
// The one road every lead submission takes, from a route handler (JavaScript forms) or a server
// action (forms posted without JavaScript): rate limit per client, validate with the shared
// schema, verify the bot-check token for the form's action, then save the record and its emails
// in one transaction. Refusals come back as values with a status and a message a person
// understands; only an unexpected failure throws.
import type { z } from "zod";
import { getDb, type AppDatabase } from "@/db/client";
import type { BotAction } from "@/lib/bot-check/actions";
import { botCheckConfig } from "@/lib/bot-check/config";
import { verifyBotToken } from "@/lib/bot-check/server";
import { kickOutbox } from "@/lib/email/dispatch";
import { staffNotifyAddress } from "@/lib/email/transport";
import { serverEnv } from "@/lib/env";
import { clientAddress } from "@/lib/http/client-ip";
import { e2eClientTag, injectedFaults } from "@/lib/http/e2e-faults";
import { log } from "@/lib/log/logger";
import { consumeRate, TOO_MANY_REQUESTS, type RateRule } from "@/lib/rate-limit";
import { deriveKey, hmac, resolveAppSecret } from "@/lib/security/app-secret";
import { saveContactMessage, saveFallbackContactMessage } from "./contact";
import {
  saveAssessmentRequest,
  saveStartHereIntake,
  type SaveDeps,
  type SavedLead,
} from "./intake";
import { securityAlert, startHereIntakeMessages } from "./messages";
import {
  assessmentRequestSchema,
  contactFallbackSchema,
  contactSchema,
  fieldErrorsOf,
  startHereIntakeSchema,
  type FieldErrors,
} from "./schemas";

export type RequestContext = { headers: Headers; now: Date };

export type SubmissionResult =
  | { ok: true; id: string; created: boolean }
  | {
      ok: false;
      status: 400 | 403 | 429;
      code: "invalid" | "bot_check_failed" | "rate_limited";
      message: string;
      fieldErrors?: FieldErrors;
    };

type LeadForm = "intake" | "assessment" | "contact" | "contact-fallback";

/** Per client address; generous enough for a family correcting a form, not for a flood. */
export const leadRates: Record<LeadForm, RateRule> = {
  intake: { limit: 30, windowSeconds: 600 },
  assessment: { limit: 30, windowSeconds: 600 },
  contact: { limit: 30, windowSeconds: 600 },
  // Skips the bot check, so it is the tightest.
  "contact-fallback": { limit: 10, windowSeconds: 1800 },
};

type Spec<S extends z.ZodType> = {
  form: LeadForm;
  schema: S;
  /** The bot-check action, or null for the manual-verification fallback (flagged for review). */
  botAction: BotAction | null;
  botFailedMessage: string;
  token: (input: z.output<S>) => string | null;
  /** A filled honeypot on a form that has no bot-check token. */
  isBot?: (input: z.output<S>) => boolean;
  save: (db: AppDatabase, input: z.output<S>, deps: SaveDeps) => Promise<SavedLead>;
};

async function clientKey(db: AppDatabase, headers: Headers): Promise<string> {
  const secret = await resolveAppSecret(db);
  const address = clientAddress(headers);
  const tag = e2eClientTag(headers);
  return hmac(deriveKey(secret, "lead-client"), tag ? `${address}#${tag}` : address).slice(0, 16);
}

const failingQueue: SaveDeps["queue"] = async () => {
  throw new Error("Injected failure: leads-write (E2E_TEST_HOOKS)");
};

async function submit<S extends z.ZodType>(
  spec: Spec<S>,
  raw: unknown,
  ctx: RequestContext,
): Promise<SubmissionResult> {
  const db = await getDb();
  const rate = await consumeRate(
    db,
    `lead:${spec.form}:${await clientKey(db, ctx.headers)}`,
    leadRates[spec.form],
    ctx.now,
  );
  if (!rate.allowed)
    return { ok: false, status: 429, code: "rate_limited", message: TOO_MANY_REQUESTS };

  const parsed = spec.schema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0]?.message;
    return {
      ok: false,
      status: 400,
      code: "invalid",
      message:
        first && !first.startsWith("Invalid") ? first : "Some of the details sent are not valid.",
      fieldErrors: fieldErrorsOf(parsed.error),
    };
  }
  const input = parsed.data;

  const faults = injectedFaults(ctx.headers);
  const refused = {
    ok: false,
    status: 403,
    code: "bot_check_failed",
    message: spec.botFailedMessage,
  } as const;
  if (spec.isBot?.(input)) return refused;
  if (spec.botAction) {
    const verdict = faults.has("bot-check")
      ? ({ ok: false, reason: "invalid" } as const)
      : await verifyBotToken(await botCheckConfig(), {
          action: spec.botAction,
          token: spec.token(input),
          remoteIp: clientAddress(ctx.headers),
          now: ctx.now,
        });
    if (!verdict.ok) {
      log("info", "lead_bot_check_failed", { form: spec.form, reason: verdict.reason });
      return refused;
    }
  }

  const saved = await spec.save(db, input, {
    now: ctx.now,
    emails: { staffAddress: staffNotifyAddress(), siteUrl: serverEnv().SITE_URL },
    queue: faults.has("leads-write") ? failingQueue : undefined,
  });
  log("info", "lead_saved", { form: spec.form, id: saved.id, created: saved.created });
  if (saved.created) kickOutbox();
  return { ok: true, ...saved };
}

export function submitStartHereIntake(raw: unknown, ctx: RequestContext) {
  return submit(
    {
      form: "intake",
      schema: startHereIntakeSchema,
      botAction: "intake",
      botFailedMessage: startHereIntakeMessages.botCheckFailed,
      token: (input) => input.recaptchaToken,
      save: saveStartHereIntake,
    },
    raw,
    ctx,
  );
}

export function submitAssessmentRequest(raw: unknown, ctx: RequestContext) {
  return submit(
    {
      form: "assessment",
      schema: assessmentRequestSchema,
      botAction: "intake",
      botFailedMessage: startHereIntakeMessages.botCheckFailed,
      token: (input) => input.recaptchaToken,
      save: saveAssessmentRequest,
    },
    raw,
    ctx,
  );
}

export function submitContactMessage(raw: unknown, ctx: RequestContext) {
  return submit(
    {
      form: "contact",
      schema: contactSchema,
      botAction: "contact",
      botFailedMessage: securityAlert.text,
      token: (input) => input.recaptchaToken,
      save: saveContactMessage,
    },
    raw,
    ctx,
  );
}

export function submitFallbackContactMessage(raw: unknown, ctx: RequestContext) {
  return submit(
    {
      form: "contact-fallback",
      schema: contactFallbackSchema,
      botAction: null,
      botFailedMessage: securityAlert.text,
      token: () => null,
      isBot: (input) => Boolean(input.website),
      save: saveFallbackContactMessage,
    },
    raw,
    ctx,
  );
}
