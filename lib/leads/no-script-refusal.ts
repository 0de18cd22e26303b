// What a lead form posted without JavaScript gets back when its write was refused. The pages are
// prerendered, so the form's first post has no bot-check token: when only the token was wanting
// (none, spent, expired or sent too soon) and the built-in check is in use, the parent is asked to
// press Send again with a token issued now, and every answer comes back so nothing they typed is
// lost. The minimum fill time counts from that token, so a press straight away only gets another.
import type { BotRefusalReason, Refusal } from "@/lib/http/public-write";
import type { ServerFormState } from "./form-state";
import { sendAgainMessage } from "./messages";

export type RefusedState<V> = NonNullable<ServerFormState<V>>;

/** Refusals a person pressing Send on a form without JavaScript meets; not signs of a bot. */
const WANTING_TOKEN: ReadonlySet<BotRefusalReason> = new Set([
  "missing",
  "too_fast",
  "expired",
  "reused",
]);

/**
 * The state for a refused post. `token` is a fresh built-in token, or null when reCAPTCHA or
 * Turnstile is configured: those need their script, so a token-less post still fails the check.
 */
export function noScriptRefusal<V>(
  result: Refusal,
  values: V,
  texts: { botCheckFailed: string },
  token: string | null,
): RefusedState<V> {
  if (result.code === "invalid")
    return {
      ok: false,
      status: "invalid",
      message: result.message,
      fieldErrors: result.fieldErrors,
      values,
      token,
    };
  if (result.code === "bot_check_failed") {
    if (token && result.reason && WANTING_TOKEN.has(result.reason))
      return { ok: false, status: "send_again", message: sendAgainMessage, values, token };
    return { ok: false, status: "bot_check_failed", message: texts.botCheckFailed, values, token };
  }
  return { ok: false, status: "error", message: result.message, values, token };
}
