"use client";
// Browser side of bot protection. useBotCheck(action) prepares a token source when the form opens
// and getToken() returns the token to send with the submission (as recaptchaToken in the spec's
// payloads, or in the x-bot-token header for sign-in and sign-up). Returns null when no token
// could be had, and the form shows the spec's message.
import { useCallback, useEffect, useRef, useState } from "react";
import { clientBotProvider, type BotAction } from "./actions";

declare global {
  interface Window {
    grecaptcha?: { ready: (cb: () => void) => void; execute: (key: string, opts: { action: string }) => Promise<string> };
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
      script.onerror = () => reject(new Error("Security check could not load"));
      document.head.appendChild(script);
    });
    scriptPromises.set(src, promise);
  }
  return promise;
}

async function recaptchaToken(action: BotAction): Promise<string> {
  const key = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY as string;
  await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error("Security check unavailable");
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(key, { action });
}

async function turnstileToken(action: BotAction): Promise<string> {
  const key = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY as string;
  await loadScript("https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit");
  const turnstile = window.turnstile;
  if (!turnstile) throw new Error("Security check unavailable");
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
        "error-callback": () => reject(new Error("Security check failed")),
      });
      turnstile.execute(id);
    });
  } finally {
    host.remove();
  }
}

async function builtinToken(action: BotAction): Promise<string> {
  const response = await fetch(`/api/bot-check?action=${action}`, { cache: "no-store" });
  if (!response.ok) throw new Error("Security check unavailable");
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error("Security check unavailable");
  return body.token;
}

export type BotCheck = {
  /** The token for this submission, or null with `error` set. */
  getToken: () => Promise<string | null>;
  error: string | null;
  honeypot: { value: string; onChange: (value: string) => void };
};

export function useBotCheck(action: BotAction): BotCheck {
  const provider = clientBotProvider();
  const issued = useRef<Promise<string> | null>(null);
  const [honeypotValue, setHoneypotValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // The built-in check measures time from opening the form to submitting it.
    if (provider === "builtin") {
      issued.current = builtinToken(action);
      issued.current.catch(() => undefined);
    }
  }, [action, provider]);

  const getToken = useCallback(async () => {
    try {
      setError(null);
      if (provider === "recaptcha") return await recaptchaToken(action);
      if (provider === "turnstile") return await turnstileToken(action);
      issued.current ??= builtinToken(action);
      const token = await issued.current;
      // A fresh token for the next attempt; this one is single-purpose.
      issued.current = builtinToken(action);
      issued.current.catch(() => undefined);
      return honeypotValue ? `${token}.hp` : token;
    } catch (cause) {
      issued.current = null;
      setError(cause instanceof Error ? cause.message : "Security check failed");
      return null;
    }
  }, [action, provider, honeypotValue]);

  return { getToken, error, honeypot: { value: honeypotValue, onChange: setHoneypotValue } };
}
