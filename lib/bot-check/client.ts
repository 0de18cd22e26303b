"use client";
// Browser side of bot protection. useBotCheck(action) prepares a token source when the form opens
// and getToken() returns the token to send with the submission (as recaptchaToken in the spec's
// payloads, or in the x-bot-token header for sign-in and sign-up). Returns null when no token
// could be had, and the form shows the spec's message.
import { useCallback, useEffect, useRef, useState } from "react";
import { publicEnv } from "@/lib/public-env";
import { BOT_TOKEN_HEADER, clientBotProvider, type BotAction } from "./actions";

declare global {
  interface Window {
    grecaptcha?: {
      ready: (cb: () => void) => void;
      execute: (key: string, opts: { action: string }) => Promise<string>;
    };
    turnstile?: {
      render: (el: HTMLElement, opts: Record<string, unknown>) => string;
      execute: (id: string) => void;
      reset: (id: string) => void;
    };
  }
}

const scriptPromises = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let promise = scriptPromises.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(SECURITY_CHECK_UNAVAILABLE));
      document.head.appendChild(script);
    });
    scriptPromises.set(src, promise);
  }
  return promise;
}

async function recaptchaToken(action: BotAction): Promise<string> {
  const key = publicEnv.recaptchaSiteKey;
  await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error(SECURITY_CHECK_UNAVAILABLE);
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(key, { action });
}

async function turnstileToken(action: BotAction): Promise<string> {
  const key = publicEnv.turnstileSiteKey;
  await loadScript("https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit");
  const turnstile = window.turnstile;
  if (!turnstile) throw new Error(SECURITY_CHECK_UNAVAILABLE);
  const host = document.createElement("div");
  host.style.display = "none";
  document.body.appendChild(host);
  try {
    return await new Promise<string>((resolve, reject) => {
      const id = turnstile.render(host, {
        sitekey: key,
        action,
        size: "invisible",
        execution: "execute",
        callback: resolve,
        "error-callback": () => reject(new Error(SECURITY_CHECK_UNAVAILABLE)),
      });
      turnstile.execute(id);
    });
  } finally {
    host.remove();
  }
}

/** The message a person sees when no token could be had: what went wrong and what to do. */
export const SECURITY_CHECK_UNAVAILABLE =
  "Our security check could not load. Please check your internet connection and try again.";

/**
 * A built-in token. With the previous token of this form, asks for its replacement, which keeps
 * the time the form was opened, so a retry right after a refusal is not "too fast".
 */
async function builtinToken(action: BotAction, previous?: string): Promise<string> {
  const response = await fetch(`/api/bot-check?action=${action}`, {
    cache: "no-store",
    headers: previous ? { [BOT_TOKEN_HEADER]: previous } : undefined,
  });
  if (!response.ok) throw new Error(SECURITY_CHECK_UNAVAILABLE);
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(SECURITY_CHECK_UNAVAILABLE);
  return body.token;
}

export type BotCheck = {
  /** The token for this submission, or null with `error` set (and returned by lastError()). */
  getToken: () => Promise<string | null>;
  error: string | null;
  /** The last failure, readable right after getToken() resolves (state lags a render behind). */
  lastError: () => string | null;
  honeypot: { value: string; onChange: (value: string) => void };
};

/** `action` null: a form without a bot check (the hook still returns the same shape). */
export function useBotCheck(action: BotAction | null): BotCheck {
  const provider = clientBotProvider();
  const issued = useRef<Promise<string> | null>(null);
  const failure = useRef<string | null>(null);
  const [honeypotValue, setHoneypotValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // The built-in check measures time from opening the form to submitting it.
    if (provider === "builtin" && action) {
      issued.current = builtinToken(action);
      issued.current.catch(() => undefined);
    }
  }, [action, provider]);

  const getToken = useCallback(async () => {
    if (!action) return null;
    try {
      failure.current = null;
      setError(null);
      if (provider === "recaptcha") return await recaptchaToken(action);
      if (provider === "turnstile") return await turnstileToken(action);
      // Taken before awaiting, so two quick submissions never share one single-use token.
      const pending = issued.current ?? builtinToken(action);
      issued.current = null;
      const token = await pending;
      // This token is spent by the submission; its replacement is ready for the next attempt.
      issued.current = builtinToken(action, token);
      issued.current.catch(() => undefined);
      return honeypotValue ? `${token}.hp` : token;
    } catch (cause) {
      issued.current = null;
      failure.current = cause instanceof Error ? cause.message : SECURITY_CHECK_UNAVAILABLE;
      setError(failure.current);
      return null;
    }
  }, [action, provider, honeypotValue]);

  const lastError = useCallback(() => failure.current, []);
  return {
    getToken,
    error,
    lastError,
    honeypot: { value: honeypotValue, onChange: setHoneypotValue },
  };
}
