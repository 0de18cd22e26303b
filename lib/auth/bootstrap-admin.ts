import "server-only";
// The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password printed once.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppDatabase, DatabaseHandle } from "@/db/client";
import { DATABASE_PREPARATION_LOCK } from "@/db/migrate";
import { user } from "@/db/schema";
import { serverEnv } from "@/lib/env";
import { passwordProblem } from "./passwords/password-policy";
import type { Auth } from "./server";

/**
 * The first admin, once across instances starting together: under the same advisory lock as the
 * migrations, so the second instance finds the admin the first created instead of failing on it.
 */
export function ensureFirstAdminOnce(
  handle: DatabaseHandle,
  auth: Auth,
): Promise<{ created: boolean; email?: string }> {
  return handle.exclusively(DATABASE_PREPARATION_LOCK, () => ensureFirstAdmin(handle.db, auth));
}

export async function ensureFirstAdmin(
  db: AppDatabase,
  auth: Auth,
): Promise<{ created: boolean; email?: string }> {
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, "admin"))
    .limit(1);
  if (existing) return { created: false };
  const env = serverEnv();
  const email = (env.ADMIN_EMAIL ?? "admin@brightpathreading.com").trim().toLowerCase();
  const generated = !env.ADMIN_PASSWORD;
  const password = env.ADMIN_PASSWORD ?? crypto.randomBytes(15).toString("base64url");
  const problem = passwordProblem(password, { email });
  if (problem) throw new Error(`ADMIN_PASSWORD is not acceptable: ${problem}`);

  const [sameEmail] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (sameEmail) {
    await db.update(user).set({ role: "admin" }).where(eq(user.id, sameEmail.id));
    console.log(`[setup] ${email} already had an account; it is now the admin.`);
    return { created: false, email };
  }
  // Made directly rather than through sign-up: sign-up mails a confirmation link, and a link in
  // an inbox is not how the owner of the whole practice's data should get in. The first admin
  // signs in with the password, like everyone else.
  const context = await auth.$context;
  const created = await context.internalAdapter.createUser(
    {
      email,
      name: env.ADMIN_NAME ?? "Site Admin",
      emailVerified: true,
      role: "admin",
      mustChangePassword: generated,
    },
    { method: "email-password" },
  );
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await context.password.hash(password),
  });
  if (generated) {
    console.log(
      `\n[setup] Created the first admin account.\n        Email:    ${email}\n        Password: ${password}\n        (shown once; you'll be asked to change it at first sign-in)\n`,
    );
  } else {
    console.log(`[setup] Created the first admin account for ${email}.`);
  }
  return { created: true, email };
}
