// The one way the browser sends JSON to our endpoints. The answer is a value, never a throw, in
// the shape every server action answers (lib/result.ts: `ok`, then `data`, or `message` and
// `fieldErrors`), so a form reads both the same way: the server's message when it sends one (the
// endpoints' `error`), its own otherwise. Status 0 means no answer came at all (offline, or the
// request was cut).
import type { FieldErrors } from "@/lib/result";

export type PostResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      message: string | null;
      code?: string;
      fieldErrors?: FieldErrors;
    };

type Refusal = { error?: string; code?: string; fieldErrors?: FieldErrors };

export async function postJson<T>(
  url: string,
  body: unknown,
  init: { method?: "POST" | "DELETE"; headers?: Record<string, string>; keepalive?: boolean } = {},
): Promise<PostResult<T>> {
  try {
    const response = await fetch(url, {
      method: init.method ?? "POST",
      headers: { "content-type": "application/json", ...init.headers },
      body: JSON.stringify(body),
      cache: "no-store",
      keepalive: init.keepalive,
    });
    const answer = (await response.json().catch(() => null)) as (T & Refusal) | null;
    if (!response.ok || !answer)
      return {
        ok: false,
        status: response.status,
        message: answer?.error ?? null,
        code: answer?.code,
        fieldErrors: answer?.fieldErrors,
      };
    return { ok: true, data: answer };
  } catch {
    return { ok: false, status: 0, message: null };
  }
}
