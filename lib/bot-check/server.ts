// Server side of bot protection: reCAPTCHA v3 or Turnstile when their keys are configured,
// verified with the provider; otherwise a built-in check: a signed, action-bound, single-use token
// issued when the form opened (so a form a person types into cannot be sent faster than a person
// could fill it), plus a honeypot field (a filled one marks the token).
import type { BotAction, BotProviderName } from "./actions";
import { deriveKey, hmac, safeEqual } from "@/lib/security/app-secret";

export type BotVerdict =
  | { ok: true }
  | {
      ok: false;
      reason:
        | "missing"
        | "invalid"
        | "too_fast"
        | "expired"
        | "reused"
        | "honeypot"
        | "low_score"
        | "provider_error";
    };

/**
 * Records a built-in token as used; false when it was used before. Without it tokens are only
 * checked, not spent (the caller spends them itself, inside the transaction of its write).
 */
export type SpendToken = (token: string, expiresAt: Date) => Promise<boolean>;

export type BotCheckConfig = {
  provider: BotProviderName;
  secret: string;
  recaptchaSecret?: string;
  recaptchaMinScore: number;
  turnstileSecret?: string;
  minFillMs: number;
  fetch?: typeof fetch;
  spend?: SpendToken;
};

export const TOKEN_MAX_AGE_MS = 2 * 60 * 60 * 1000;

/**
 * Forms a person types into wait for the minimum fill time. Sign-in and sign-up do not: a password
 * manager fills and sends them in well under a second, and they have their own throttles.
 */
const TYPED_FORMS: ReadonlySet<BotAction> = new Set(["consultation", "intake", "contact"]);

export function fillTimeApplies(action: BotAction): boolean {
  return TYPED_FORMS.has(action);
}

/** Whether tokens come from the built-in check (the ones this site must spend itself). */
export function usesBuiltinCheck(config: BotCheckConfig): boolean {
  return (
    !(config.provider === "recaptcha" && config.recaptchaSecret) &&
    !(config.provider === "turnstile" && config.turnstileSecret)
  );
}

/** When a built-in token stops being accepted (null for anything not shaped like one). */
export function builtinTokenExpiry(token: string): Date | null {
  const issuedAt = Number.parseInt(token.split(".")[1] ?? "", 36);
  return Number.isFinite(issuedAt) ? new Date(issuedAt + TOKEN_MAX_AGE_MS) : null;
}

/**
 * A token for a form. `openedAt` is when the person opened the form: a replacement token issued
 * after a refused attempt keeps the first token's opening time, so a retry is not "too fast".
 */
export function issueBuiltinToken(
  secret: string,
  action: BotAction,
  openedAt: Date,
  nonce: string,
): string {
  const issuedAt = openedAt.getTime().toString(36);
  const payload = `${action}.${issuedAt}.${nonce}`;
  return `${payload}.${hmac(deriveKey(secret, "bot-check"), payload)}`;
}

export function verifyBuiltinToken(
  secret: string,
  action: BotAction,
  token: string,
  now: Date,
  minFillMs: number,
): BotVerdict {
  if (token.endsWith(".hp")) return { ok: false, reason: "honeypot" };
  const parts = token.split(".");
  if (parts.length !== 4) return { ok: false, reason: "invalid" };
  const [tokenAction, issuedAt36, nonce, signature] = parts as [string, string, string, string];
  const expected = hmac(deriveKey(secret, "bot-check"), `${tokenAction}.${issuedAt36}.${nonce}`);
  if (!safeEqual(signature, expected) || tokenAction !== action)
    return { ok: false, reason: "invalid" };
  const elapsed = now.getTime() - Number.parseInt(issuedAt36, 36);
  if (!Number.isFinite(elapsed) || elapsed < 0) return { ok: false, reason: "invalid" };
  if (elapsed < minFillMs) return { ok: false, reason: "too_fast" };
  if (elapsed > TOKEN_MAX_AGE_MS) return { ok: false, reason: "expired" };
  return { ok: true };
}

type ProviderAnswer = { success?: boolean; score?: number; action?: string };

async function askProvider(
  url: string,
  secret: string,
  token: string,
  remoteIp: string | undefined,
  fetcher: typeof fetch,
): Promise<ProviderAnswer | null> {
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const response = await fetcher(url, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return null;
    return (await response.json()) as ProviderAnswer;
  } catch {
    return null;
  }
}

export async function verifyBotToken(
  config: BotCheckConfig,
  input: {
    action: BotAction;
    token: string | null | undefined;
    remoteIp?: string;
    now: Date;
    fillTime?: boolean;
  },
): Promise<BotVerdict> {
  const token = input.token?.trim();
  if (!token) return { ok: false, reason: "missing" };
  if (token.length > 4096) return { ok: false, reason: "invalid" };
  const fetcher = config.fetch ?? fetch;
  if (config.provider === "recaptcha" && config.recaptchaSecret) {
    const answer = await askProvider(
      "https://www.google.com/recaptcha/api/siteverify",
      config.recaptchaSecret,
      token,
      input.remoteIp,
      fetcher,
    );
    if (!answer) return { ok: false, reason: "provider_error" };
    if (!answer.success || (answer.action && answer.action !== input.action))
      return { ok: false, reason: "invalid" };
    if ((answer.score ?? 0) < config.recaptchaMinScore) return { ok: false, reason: "low_score" };
    return { ok: true };
  }
  if (config.provider === "turnstile" && config.turnstileSecret) {
    const answer = await askProvider(
      "https://challenges.cloudflare.com/turnstile/v0/siteverify",
      config.turnstileSecret,
      token,
      input.remoteIp,
      fetcher,
    );
    if (!answer) return { ok: false, reason: "provider_error" };
    if (!answer.success || (answer.action && answer.action !== input.action))
      return { ok: false, reason: "invalid" };
    return { ok: true };
  }
  const fillTime = input.fillTime ?? fillTimeApplies(input.action);
  const verdict = verifyBuiltinToken(
    config.secret,
    input.action,
    token,
    input.now,
    fillTime ? config.minFillMs : 0,
  );
  if (!verdict.ok || !config.spend) return verdict;
  return (await config.spend(token, builtinTokenExpiry(token)!))
    ? verdict
    : { ok: false, reason: "reused" };
}

/**
 * A replacement for a token the form already had, so the person can try again at once after a
 * refusal: same action and opening time, new nonce. Each token can be replaced once (a script
 * cannot turn one aged token into many), and an expired or forged one not at all.
 */
export async function renewBuiltinToken(
  config: BotCheckConfig,
  action: BotAction,
  previous: string,
  now: Date,
  nonce: string,
): Promise<string | null> {
  if (!verifyBuiltinToken(config.secret, action, previous, now, 0).ok) return null;
  if (config.spend && !(await config.spend(`renew:${previous}`, builtinTokenExpiry(previous)!)))
    return null;
  const openedAt = new Date(Number.parseInt(previous.split(".")[1]!, 36));
  return issueBuiltinToken(config.secret, action, openedAt, nonce);
}
