// A double-click or a retry must not create a second lead. Submissions from one email address are
// taken one at a time (a transaction-scoped advisory lock), and one whose answers match a lead
// saved in the last few minutes returns that lead instead of saving another.
import { sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";

export const DUPLICATE_WINDOW_MS = 10 * 60_000;

export type Transaction = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

export function duplicateWindowStart(now: Date): Date {
  return new Date(now.getTime() - DUPLICATE_WINDOW_MS);
}

/** Waits for any other submission from this address to commit (released at commit/rollback). */
export async function takeSubmissionLock(
  tx: Transaction,
  scope: "intake" | "contact",
  email: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`lead:${scope}:${email}`}, 0))`,
  );
}

/** JSON with object keys sorted, so values read back from jsonb compare equal to fresh ones. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export function sameAnswers<T extends Record<string, unknown>>(
  stored: T,
  fresh: Partial<T>,
  keys: readonly (keyof T)[],
): boolean {
  return keys.every((key) => stableJson(stored[key]) === stableJson(fresh[key]));
}
