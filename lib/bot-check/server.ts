// Server side of bot protection: reCAPTCHA v3 or Turnstile when their keys are configured,
// verified with the provider; otherwise a built-in check: a signed, action-bound token issued when
// the form opened (so a submission faster than a person could fill the form is refused), plus a
// honeypot field (a filled one marks the token).
import type { BotAction, BotProviderName } from "./actions";
import { deriveKey, hmac, safeEqual } from "@/lib/security/app-secret";

export type BotVerdict = { ok: true } | { ok: false; reason: "missing" | "invalid" | "too_fast" | "expired" | "honeypot" | "low_score" | "provider_error" };

export type BotCheckConfig = {
  provider: BotProviderName;
  secret: string;
  recaptchaSecret?: string;
  recaptchaMinScore: number;
  turnstileSecret?: string;
  minFillMs: number;
  fetch?: typeof fetch;
};

const TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000;

export function issueBuiltinToken(secret: string, action: BotAction, now: Date, nonce: string): string {
  const issuedAt = now.getTime().toString(36);
  const payload = `${action}.${issuedAt}.${nonce}`;
  return `${payload}.${hmac(deriveKey(secret, "bot-check"), payload)}`;
}

export function verifyBuiltinToken(secret: string, action: BotAction, token: string, now: Date, minFillMs: number): BotVerdict {
  if (token.endsWith(".hp")) return { ok: false, reason: "honeypot" };
  const parts = token.split(".");
  if (parts.length !== 4) return { ok: false, reason: "invalid" };
  const [tokenAction, issuedAt36, nonce, signature] = parts as [string, string, string, string];
  const expected = hmac(deriveKey(secret, "bot-check"), `${tokenAction}.${issuedAt36}.${nonce}`);
  if (!safeEqual(signature, expected) || tokenAction !== action) return { ok: false, reason: "invalid" };
  const elapsed = now.getTime() - Number.parseInt(issuedAt36, 36);
  if (!Number.isFinite(elapsed) || elapsed < 0) return { ok: false, reason: "invalid" };
  if (elapsed < minFillMs) return { ok: false, reason: "too_fast" };
  if (elapsed > TOKEN_MAX_AGE_MS) return { ok: false, reason: "expired" };
  return { ok: true };
}

type ProviderAnswer = { success?: boolean; score?: number; action?: string };

async function askProvider(url: string, secret: string, token: string, remoteIp: string | undefined, fetcher: typeof fetch): Promise<ProviderAnswer | null> {
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const response = await fetcher(url, { method: "POST", body, signal: AbortSignal.timeout(5000) });
    if (!response.ok) return null;
    return (await response.json()) as ProviderAnswer;
  } catch {
    return null;
  }
}

export async function verifyBotToken(
  config: BotCheckConfig,
  input: { action: BotAction; token: string | null | undefined; remoteIp?: string; now: Date },
): Promise<BotVerdict> {
  const token = input.token?.trim();
  if (!token) return { ok: false, reason: "missing" };
  if (token.length > 4096) return { ok: false, reason: "invalid" };
  const fetcher = config.fetch ?? fetch;
  if (config.provider === "recaptcha" && config.recaptchaSecret) {
    const answer = await askProvider("https://www.google.com/recaptcha/api/siteverify", config.recaptchaSecret, token, input.remoteIp, fetcher);
    if (!answer) return { ok: false, reason: "provider_error" };
    if (!answer.success || (answer.action && answer.action !== input.action)) return { ok: false, reason: "invalid" };
    if ((answer.score ?? 0) < config.recaptchaMinScore) return { ok: false, reason: "low_score" };
    return { ok: true };
  }
  if (config.provider === "turnstile" && config.turnstileSecret) {
    const answer = await askProvider("https://challenges.cloudflare.com/turnstile/v0/siteverify", config.turnstileSecret, token, input.remoteIp, fetcher);
    if (!answer) return { ok: false, reason: "provider_error" };
    if (!answer.success || (answer.action && answer.action !== input.action)) return { ok: false, reason: "invalid" };
    return { ok: true };
  }
  return verifyBuiltinToken(config.secret, input.action, token, input.now, config.minFillMs);
}
