import "server-only";
// The lead forms' public writes (Start Here intake, assessment request, contact message and its
// manual-verification fallback) on the one road of lib/http/public-write.ts, from a route handler
// (JavaScript forms) or a server action (forms posted without JavaScript).
import type { AppDatabase } from "@/db/client";
import { staffNotifyAddress } from "@/lib/email/transport";
import { serverEnv } from "@/lib/env";
import { publicWrite, type RequestContext, type WriteResult } from "@/lib/http/public-write";
import type { E2eFault } from "@/lib/http/e2e-faults";
import type { RateRule } from "@/lib/rate-limit";
import { PUBLIC_RATES } from "@/server/traffic/public-limits.mjs";
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
  startHereIntakeSchema,
} from "./schemas";

export type { RequestContext };
export type SubmissionResult = WriteResult<SavedLead>;

type LeadForm = "intake" | "assessment" | "contact" | "contact-fallback";

/** Per client address (server/traffic/public-limits.mjs, which the server reads too). */
export const leadRates: Record<LeadForm, RateRule> = {
  intake: PUBLIC_RATES["lead:intake"],
  assessment: PUBLIC_RATES["lead:assessment"],
  contact: PUBLIC_RATES["lead:contact"],
  "contact-fallback": PUBLIC_RATES["lead:contact-fallback"],
};

const failingQueue: SaveDeps["queue"] = () =>
  Promise.reject(new Error("Injected failure: leads-write (E2E_TEST_HOOKS)"));

function saveLead<I>(save: (db: AppDatabase, input: I, deps: SaveDeps) => Promise<SavedLead>) {
  return (db: AppDatabase, input: I, write: { now: Date; faults: Set<E2eFault> }) =>
    save(db, input, {
      now: write.now,
      emails: { staffAddress: staffNotifyAddress(), siteUrl: serverEnv().SITE_URL },
      queue: write.faults.has("leads-write") ? failingQueue : undefined,
    });
}

const created = (saved: SavedLead) => saved.created;
const formToken = (input: { recaptchaToken?: string | null }) => input.recaptchaToken ?? null;

export function submitStartHereIntake(raw: unknown, ctx: RequestContext) {
  return publicWrite(
    {
      name: "lead:intake",
      rate: leadRates.intake,
      schema: startHereIntakeSchema,
      bot: { action: "intake", token: formToken, refusal: startHereIntakeMessages.botCheckFailed },
      save: saveLead(saveStartHereIntake),
      created,
    },
    raw,
    ctx,
  );
}

export function submitAssessmentRequest(raw: unknown, ctx: RequestContext) {
  return publicWrite(
    {
      name: "lead:assessment",
      rate: leadRates.assessment,
      schema: assessmentRequestSchema,
      bot: { action: "intake", token: formToken, refusal: startHereIntakeMessages.botCheckFailed },
      save: saveLead(saveAssessmentRequest),
      created,
    },
    raw,
    ctx,
  );
}

export function submitContactMessage(raw: unknown, ctx: RequestContext) {
  return publicWrite(
    {
      name: "lead:contact",
      rate: leadRates.contact,
      schema: contactSchema,
      bot: { action: "contact", token: formToken, refusal: securityAlert.text },
      save: saveLead(saveContactMessage),
      created,
    },
    raw,
    ctx,
  );
}

/** Sent for manual verification after the bot check failed: no token, flagged for staff review. */
export function submitFallbackContactMessage(raw: unknown, ctx: RequestContext) {
  return publicWrite(
    {
      name: "lead:contact-fallback",
      rate: leadRates["contact-fallback"],
      schema: contactFallbackSchema,
      bot: null,
      isBot: (input) => Boolean(input.website),
      save: saveLead(saveFallbackContactMessage),
      created,
    },
    raw,
    ctx,
  );
}
