// Built-in bot-check tokens work once: spending one records its hash until the moment it would
// have expired anyway, after which the signature check refuses it on its own and the row can go.
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { rowsOf } from "@/db/rows";

export type Executor = Pick<AppDatabase, "execute">;

function tokenHash(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

/** Records the token as used; false when it had been used already. */
export async function spendToken(db: Executor, token: string, expiresAt: Date): Promise<boolean> {
  const rows = rowsOf<{ token_hash: string }>(
    await db.execute(sql`
      insert into spent_bot_tokens (token_hash, expires_at)
      values (${tokenHash(token)}, ${expiresAt.toISOString()}::timestamptz)
      on conflict (token_hash) do nothing
      returning token_hash`),
  );
  return rows.length === 1;
}
