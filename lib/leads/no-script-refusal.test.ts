// A form posted without JavaScript from a prerendered page: when only the bot-check token was
// wanting, the parent is asked to press Send again with a fresh token and keeps every answer.
import type { Refusal } from "@/lib/http/public-write";
import { emptyContact } from "./form-state";
import { sendAgainMessage, startHereIntakeMessages } from "./messages";
import { noScriptRefusal } from "./no-script-refusal";

const values = { ...emptyContact, name: "Pat", message: "Can I pay by invoice?" };
const texts = { botCheckFailed: startHereIntakeMessages.botCheckFailed };
const fresh = "intake.abc.nonce.signature";

const botRefusal = (reason: Refusal["reason"]): Refusal => ({
  ok: false,
  status: 403,
  code: "bot_check_failed",
  message: "refused",
  reason,
});

describe("noScriptRefusal", () => {
  it.each(["missing", "too_fast", "expired", "reused"] as const)(
    "asks to press Send again, with a fresh token and the answers, when the token was %s",
    (reason) => {
      expect(noScriptRefusal(botRefusal(reason), values, texts, fresh)).toEqual({
        ok: false,
        status: "send_again",
        message: sendAgainMessage,
        values,
        token: fresh,
      });
    },
  );

  it.each(["invalid", "honeypot", "low_score", "provider_error"] as const)(
    "reports a failed check (%s) as before, still with a token for the next press",
    (reason) => {
      expect(noScriptRefusal(botRefusal(reason), values, texts, fresh)).toEqual({
        ok: false,
        status: "bot_check_failed",
        message: startHereIntakeMessages.botCheckFailed,
        values,
        token: fresh,
      });
    },
  );

  it("reports a missing token as a failed check when reCAPTCHA or Turnstile is configured (no built-in token)", () => {
    expect(noScriptRefusal(botRefusal("missing"), values, texts, null)).toEqual({
      ok: false,
      status: "bot_check_failed",
      message: startHereIntakeMessages.botCheckFailed,
      values,
      token: null,
    });
  });

  it("keeps the field messages and answers of an invalid post and hands a token for the next", () => {
    const refusal: Refusal = {
      ok: false,
      status: 400,
      code: "invalid",
      message: "Please enter a valid email address.",
      fieldErrors: { email: ["Please enter a valid email address."] },
    };
    expect(noScriptRefusal(refusal, values, texts, fresh)).toEqual({
      ok: false,
      status: "invalid",
      message: "Please enter a valid email address.",
      fieldErrors: { email: ["Please enter a valid email address."] },
      values,
      token: fresh,
    });
  });

  it("passes a rate limit's message on as an error", () => {
    const refusal: Refusal = {
      ok: false,
      status: 429,
      code: "rate_limited",
      message: "Too many requests.",
    };
    expect(noScriptRefusal(refusal, values, texts, fresh)).toEqual({
      ok: false,
      status: "error",
      message: "Too many requests.",
      values,
      token: fresh,
    });
  });
});
