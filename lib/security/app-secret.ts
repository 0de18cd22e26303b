// The secret that signs sessions, bot-check tokens and one-time flags. From BETTER_AUTH_SECRET
// when set; otherwise generated once and kept in the database, so every instance shares it.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { appSettings } from "@/db/schema";
import { serverEnv } from "@/lib/env";

const KEY = "app_secret";

const resolved = new WeakMap<AppDatabase, Promise<string>>();

export function resolveAppSecret(db: AppDatabase): Promise<string> {
  let secret = resolved.get(db);
  if (!secret) {
    secret = loadOrCreateSecret(db);
    secret.catch(() => resolved.delete(db));
    resolved.set(db, secret);
  }
  return secret;
}

async function loadOrCreateSecret(db: AppDatabase): Promise<string> {
  const configured = serverEnv().BETTER_AUTH_SECRET;
  if (configured) return configured;
  const generated = crypto.randomBytes(32).toString("base64url");
  await db.insert(appSettings).values({ key: KEY, value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (!row) throw new Error("Could not store the application secret");
  return row.value;
}

/** A purpose-specific key derived from the application secret. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return crypto.createHmac("sha256", secret).update(`bp:${purpose}`).digest();
}

export function hmac(key: Buffer, value: string): string {
  return crypto.createHmac("sha256", key).update(value).digest("base64url");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
