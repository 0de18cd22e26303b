"use client";
// The one way sign-in forms submit: pending state, the bot-check token in the x-bot-token header
// (when the form has a bot action), and the error a person sees. `send` answers with an error
// message, or null on success. After any error the next token is already on its way, so the
// person can simply try again.
import { useCallback, useState } from "react";
import { BOT_TOKEN_HEADER, type BotAction } from "./actions";
import { useBotCheck, type BotCheck } from "./client";

export type BotCheckedSubmit = {
  bot: BotCheck;
  pending: boolean;
  error: string | null;
  setError: (message: string | null) => void;
  submit: (send: (headers: Record<string, string>) => Promise<string | null>) => Promise<void>;
};

export function useBotCheckedSubmit(
  action: BotAction | null,
  securityCheckFailed: string,
): BotCheckedSubmit {
  const bot = useBotCheck(action);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { getToken, lastError } = bot;

  const submit = useCallback(
    async (send: (headers: Record<string, string>) => Promise<string | null>) => {
      setError(null);
      setPending(true);
      try {
        let headers: Record<string, string> = {};
        if (action) {
          const token = await getToken();
          if (!token) return setError(lastError() ?? securityCheckFailed);
          headers = { [BOT_TOKEN_HEADER]: token };
        }
        setError(await send(headers));
      } finally {
        setPending(false);
      }
    },
    [action, getToken, lastError, securityCheckFailed],
  );

  return { bot, pending, error, setError, submit };
}
