import "server-only";
// Who may use the admin area, checked on the server next to the data: every admin page, server
// action and route handler goes through one of these, whatever proxy.ts already did. Admins
// must also have two-factor sign-in on when the practice requires it.
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePageRole, requireRole, type CurrentUser } from "@/lib/auth/guards";
import { serverEnv } from "@/lib/env";
import { AppError } from "@/lib/http/responses";
import { isOriginOf } from "@/lib/proxy/origin";
import {
  TWO_FACTOR_REQUIRED_MESSAGE,
  TWO_FACTOR_SETUP_PATH,
  twoFactorStatus,
} from "./staff/two-factor-policy";

export type Admin = CurrentUser;

export const CROSS_SITE_MESSAGE = "This change was sent from another site, so it was refused.";

async function missingRequiredTwoFactor(admin: Admin): Promise<boolean> {
  const status = await twoFactorStatus(await getDb(), admin.id);
  return status.required && !status.enabled;
}

/** For admin pages: redirects to sign in, to set up two-factor, or home, as needed. */
export const requireAdminPage = cache(async (path: string): Promise<Admin> => {
  const admin = await requirePageRole(["admin"], path);
  if (await missingRequiredTwoFactor(admin)) redirect(`${TWO_FACTOR_SETUP_PATH}?required=1`);
  return admin;
});

/** For GET route handlers (exports): 401/403 AppErrors instead of redirects. */
export async function requireAdminRequest(requestHeaders: Headers): Promise<Admin> {
  const admin = await requireRole(["admin"], requestHeaders);
  if (await missingRequiredTwoFactor(admin)) throw new AppError(403, TWO_FACTOR_REQUIRED_MESSAGE);
  return admin;
}

/**
 * Next.js already aborts a server action whose Origin host differs from Host, but lets one with
 * no Origin through; browsers send Origin on every POST, so admin mutations insist on it.
 */
export function isSameOrigin(requestHeaders: Headers): boolean {
  return isOriginOf(requestHeaders.get("origin"), [
    requestHeaders.get("x-forwarded-host"),
    requestHeaders.get("host"),
    new URL(serverEnv().SITE_URL).host,
  ]);
}

/** For server actions: the signed-in admin, from this site only. */
export async function requireAdmin(): Promise<Admin> {
  const requestHeaders = await headers();
  const admin = await requireAdminRequest(requestHeaders);
  if (!isSameOrigin(requestHeaders)) throw new AppError(403, CROSS_SITE_MESSAGE);
  return admin;
}
