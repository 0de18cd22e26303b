// Whether admins must use two-factor sign-in (OWASP ASVS 5.0 level 2 asks for more than a
// password on an admin area). The setting lives in app_settings so every instance sees it.
import { sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { appSettings } from "@/db/schema";
import { ADMIN_TWO_FACTOR_SETTING } from "@/lib/auth/two-factor/two-factor";
import { rowsOf } from "@/db/rows";

export { ADMIN_TWO_FACTOR_SETTING };

export const TWO_FACTOR_SETUP_PATH = "/account/security";
export const TWO_FACTOR_REQUIRED_MESSAGE =
  "Two-factor sign-in is required for admins. Please turn it on under Account security first.";

type Executor = Pick<AppDatabase, "execute">;

/** One round trip: is the policy on, and has this user turned two-factor on? */
export async function twoFactorStatus(
  db: Executor,
  userId: string,
): Promise<{ required: boolean; enabled: boolean }> {
  const result = await db.execute(sql`
    select
      (select value from app_settings where key = ${ADMIN_TWO_FACTOR_SETTING}) as required,
      (select two_factor_enabled from "user" where id = ${userId}) as enabled`);
  const row = rowsOf<{ required: string | null; enabled: boolean | null }>(result)[0];
  return { required: row?.required === "true", enabled: row?.enabled === true };
}

export async function setAdminTwoFactorRequired(
  db: Pick<AppDatabase, "insert">,
  required: boolean,
): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: ADMIN_TWO_FACTOR_SETTING, value: String(required) })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: String(required), updatedAt: new Date() },
    });
}
