import "server-only";
// A built-in bot-check token for a form posted without JavaScript, handed back with a refused post
// (lib/leads/actions.ts) so the next press can pass; the pages themselves are prerendered without
// one. Only the built-in check can work that way (reCAPTCHA and Turnstile need a script); with
// those, a form posted without JavaScript fails the check and the contact form offers manual
// verification.
import crypto from "node:crypto";
import type { BotAction } from "@/lib/bot-check/actions";
import { botCheckConfig } from "@/lib/bot-check/config";
import { issueBuiltinToken } from "@/lib/bot-check/server";
import { log } from "@/lib/log/logger";

export async function formBotToken(action: BotAction): Promise<string | null> {
  try {
    const config = await botCheckConfig();
    if (config.provider !== "builtin") return null;
    return issueBuiltinToken(
      config.secret,
      action,
      new Date(),
      crypto.randomBytes(9).toString("base64url"),
    );
  } catch (error) {
    // The form still works with JavaScript, which asks for its own token.
    log("error", "form_token_failed", { action, error });
    return null;
  }
}
