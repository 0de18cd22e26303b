// The five protected actions (spec section 5, "Bot protection"). Each gets its own token.
import { publicEnv } from "@/lib/public-env";

export const botActions = ["consultation", "intake", "register", "login", "contact"] as const;
export type BotAction = (typeof botActions)[number];

export const BOT_TOKEN_HEADER = "x-bot-token";

export type BotProviderName = "recaptcha" | "turnstile" | "builtin";

/** Which provider the browser uses, from the public build-time configuration. */
export function clientBotProvider(): BotProviderName {
  if (publicEnv.recaptchaSiteKey) return "recaptcha";
  if (publicEnv.turnstileSiteKey) return "turnstile";
  return "builtin";
}
