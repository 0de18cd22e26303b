"use server";
// Server actions behind the Start Here intake and the contact form when they are posted without
// JavaScript (with JavaScript the forms call the route handlers and show toasts). Same road as
// the route handlers (lib/leads/submit.ts); success sets the one-time flag and redirects to the
// thank-you page, anything else re-renders the form with the server's messages, the answers and a
// fresh built-in bot-check token for the next press (the pages themselves are prerendered without
// one).
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { thankYouFlagCookie, type ThankYouFlag } from "@/lib/flags/thank-you-flags";
import { secureCookies } from "@/lib/http/public-write";
import { log } from "@/lib/log/logger";
import {
  readContact,
  readStartHereIntake,
  readToken,
  honeypot,
  type ContactServerValues,
  type ServerFormState,
  type StartHereIntakeValues,
} from "./form-state";
import { formBotToken } from "./form-token";
import { contactToasts, securityAlert, startHereIntakeMessages } from "./messages";
import { noScriptRefusal, type RefusedState } from "./no-script-refusal";
import {
  submitContactMessage,
  submitFallbackContactMessage,
  submitStartHereIntake,
  type SubmissionResult,
} from "./submit";

async function setFlag(flag: ThankYouFlag, requestHeaders: Headers): Promise<void> {
  const cookie = thankYouFlagCookie(flag, secureCookies(requestHeaders));
  (await cookies()).set(cookie.name, cookie.value, cookie.options);
}

async function attempt(
  form: string,
  run: () => Promise<SubmissionResult>,
): Promise<SubmissionResult | null> {
  try {
    return await run();
  } catch (error) {
    log("error", "lead_action_failed", { form, error });
    return null;
  }
}

export async function submitStartHereIntakeForm(
  _previous: ServerFormState<StartHereIntakeValues>,
  formData: FormData,
): Promise<RefusedState<StartHereIntakeValues>> {
  const values = readStartHereIntake(formData);
  const requestHeaders = await headers();
  const result = await attempt("intake", () =>
    submitStartHereIntake(
      { ...values, recaptchaToken: readToken(formData), attribution: null },
      { headers: requestHeaders, now: new Date() },
    ),
  );
  if (!result || !result.ok) {
    const token = await formBotToken("intake");
    if (!result)
      return { ok: false, status: "error", message: startHereIntakeMessages.failed, values, token };
    return noScriptRefusal(result, values, startHereIntakeMessages, token);
  }
  await setFlag("intakeSubmitted", requestHeaders);
  redirect("/thank-you/intake");
}

/**
 * The contact form's three buttons: "send" (the message, with the bot check), "verify" (after a
 * failed check: show the manual-verification fields) and "fallback" (send for manual verification).
 */
export async function submitContactForm(
  _previous: ServerFormState<ContactServerValues>,
  formData: FormData,
): Promise<RefusedState<ContactServerValues>> {
  const values = readContact(formData);
  const intent = formData.get("intent");
  if (intent === "verify")
    return {
      ok: false,
      status: "verify",
      message: "",
      values,
      token: await formBotToken("contact"),
    };
  const requestHeaders = await headers();
  const ctx = { headers: requestHeaders, now: new Date() };
  if (intent === "fallback") {
    const result = await attempt("contact-fallback", () =>
      submitFallbackContactMessage(
        { ...values, website: honeypot(formData), attribution: null },
        ctx,
      ),
    );
    if (!result)
      return {
        ok: false,
        status: "verify",
        message: contactToasts.fallbackFailure.description,
        values,
      };
    if (!result.ok && result.code === "invalid")
      return { ok: false, status: "verify", message: "", fieldErrors: result.fieldErrors, values };
    if (!result.ok)
      return {
        ok: false,
        status: "verify",
        message:
          result.code === "rate_limited"
            ? result.message
            : contactToasts.fallbackFailure.description,
        values,
      };
  } else {
    const result = await attempt("contact", () =>
      submitContactMessage(
        { ...values, recaptchaToken: readToken(formData), attribution: null },
        ctx,
      ),
    );
    if (!result || !result.ok) {
      const token = await formBotToken("contact");
      if (!result)
        return {
          ok: false,
          status: "error",
          message: contactToasts.failure.description,
          values,
          token,
        };
      return noScriptRefusal(result, values, { botCheckFailed: securityAlert.text }, token);
    }
  }
  await setFlag("contactSubmitted", requestHeaders);
  redirect("/thank-you/contact");
}
