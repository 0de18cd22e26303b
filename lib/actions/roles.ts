import "server-only";
// Who may call an action, as steps on the one chain (lib/actions/chain.ts). Each checks the
// caller on the server, next to the data the action then reads; proxy.ts and hidden buttons are
// conveniences, never the guard.
import { headers } from "next/headers";
import { getDb } from "@/db/client";
import { requireRole } from "@/lib/auth/guards";
import { CROSS_SITE_MESSAGE, isSameOrigin, requireAdmin } from "@/lib/crm/access";
import { AppError } from "@/lib/http/responses";
import { requireSiteEditorRequest } from "@/lib/site-content/editors";
import { publicChain } from "./chain";

/** Admins only (with two-factor when the practice requires it), from this site only. */
export const adminChain = publicChain.use(async () => ({
  admin: await requireAdmin(),
  db: await getDb(),
}));

/**
 * A teacher or an admin acting on their own things (their account, students, activities), from
 * this site only; whose things they are is checked by the feature, in the query that reads them.
 */
export const staffChain = publicChain.use(async () => {
  const requestHeaders = await headers();
  const staff = await requireRole(["teacher", "admin"], requestHeaders);
  if (!isSameOrigin(requestHeaders)) throw new AppError(403, CROSS_SITE_MESSAGE);
  return { staff, db: await getDb() };
});

/**
 * Whoever may edit the site's content: admins (as adminChain checks them) and the teachers an
 * admin allowed (lib/site-content/editors.ts), from this site only.
 */
export const siteEditorChain = publicChain.use(async () => {
  const requestHeaders = await headers();
  const editor = await requireSiteEditorRequest(requestHeaders);
  if (!isSameOrigin(requestHeaders)) throw new AppError(403, CROSS_SITE_MESSAGE);
  return { editor, db: await getDb() };
});
