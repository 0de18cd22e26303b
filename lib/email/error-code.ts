// What a failed send or database step leaves in email_outbox.last_error and in the logs: the
// class and code of the error (`smtp 450`, `database 57P01`, `ECONNREFUSED`), never its text.
// Drizzle's message holds the query and its parameters, a mail server's reply may repeat the
// address: both are what a parent typed.
import { sqlState } from "@/db/client";

export function errorCode(error: unknown): string {
  const state = sqlState(error);
  if (state) return `database ${state}`;
  if (error && typeof error === "object") {
    const responseCode = (error as { responseCode?: unknown }).responseCode;
    if (typeof responseCode === "number") return `smtp ${responseCode}`;
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && /^[A-Z][A-Z0-9_]{1,40}$/.test(code)) return code;
  }
  return "unknown error";
}

/** A mail server's refusal that retrying the same message cannot change (5xx). */
export function refusedForGood(error: unknown): boolean {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}
