import "server-only";
import { getDb } from "@/db/client";
import { serverEnv } from "@/lib/env";
import { resolveAppSecret } from "@/lib/security/app-secret";
import type { BotCheckConfig } from "./server";
import { spendToken } from "./spent-tokens";
import type { BotProviderName } from "./actions";

/**
 * The configured provider: reCAPTCHA or Turnstile when their keys are set, else built-in. Built-in
 * tokens are spent as they are verified; a caller that spends them inside its own transaction
 * replaces `spend`.
 */
export async function botCheckConfig(): Promise<BotCheckConfig> {
  const db = await getDb();
  const env = serverEnv();
  let provider: BotProviderName = "builtin";
  if (
    env.BOT_CHECK_PROVIDER === "recaptcha" ||
    (!env.BOT_CHECK_PROVIDER && env.RECAPTCHA_SECRET_KEY)
  )
    provider = "recaptcha";
  else if (
    env.BOT_CHECK_PROVIDER === "turnstile" ||
    (!env.BOT_CHECK_PROVIDER && env.TURNSTILE_SECRET_KEY)
  )
    provider = "turnstile";
  return {
    provider,
    secret: await resolveAppSecret(db),
    recaptchaSecret: env.RECAPTCHA_SECRET_KEY,
    recaptchaMinScore: env.RECAPTCHA_MIN_SCORE,
    turnstileSecret: env.TURNSTILE_SECRET_KEY,
    minFillMs: env.BOT_CHECK_MIN_FILL_MS,
    spend: (token, expiresAt) => spendToken(db, token, expiresAt),
  };
}
