import "server-only";
// A built-in bot-check token rendered into a form, so it can be posted without JavaScript. Only
// the built-in check can work that way (reCAPTCHA and Turnstile need a script); with those, a
// form posted without JavaScript fails the check and the contact form offers manual verification.
// Rendering a fresh token makes the page dynamic.
import crypto from "node:crypto";
import { connection } from "next/server";
import type { BotAction } from "@/lib/bot-check/actions";
import { botCheckConfig } from "@/lib/bot-check/config";
import { issueBuiltinToken } from "@/lib/bot-check/server";
import { log } from "@/lib/log/logger";

export async function formBotToken(action: BotAction): Promise<string | null> {
  await connection();
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
