import "server-only";
// One way to write an admin server action: check the admin (and the request's origin) first,
// then validate the form with its zod schema, run the operation, and answer with a result a
// form can show. Failures become a clear message; nothing unexpected leaks to the browser.
import { refresh } from "next/cache";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { getDb, type AppDatabase } from "@/db/client";
import { AppError } from "@/lib/http/responses";
import { log } from "@/lib/log/logger";
import { describeIssues, type Result } from "@/lib/result";
import { headers } from "next/headers";
import { requireRole } from "@/lib/auth/guards";
import { CROSS_SITE_MESSAGE, isSameOrigin, requireAdmin, type Admin } from "./access";
import { ActionRefusal } from "@/lib/practice/refusal";

/** What an admin server action answers; forms show its message. A refusal may carry data back
 * to the form (the newer values of an edit conflict). */
export type ActionResult<T = unknown> = Result<T | undefined, { data?: unknown }>;

export type ActionContext<I> = { db: AppDatabase; admin: Admin; input: I; now: Date };
export type ActionOutcome<T> = { message: string; data?: T };

export const GENERIC_FAILURE =
  "Something went wrong on our side. Nothing was changed; please try again.";

/** FormData as a plain object; repeated names become arrays. */
export function formToObject(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    if (key.startsWith("$ACTION")) continue;
    const values = form.getAll(key).filter((v): v is string => typeof v === "string");
    out[key] = values.length > 1 ? values : (values[0] ?? "");
  }
  return out;
}

export function validationFailure<T>(error: z.ZodError): ActionResult<T> {
  return { ok: false, ...describeIssues(error) };
}

export function adminAction<S extends z.ZodType>(
  name: string,
  schema: S,
  run: (ctx: ActionContext<z.infer<S>>) => Promise<ActionOutcome<unknown>>,
) {
  return checkedAction(requireAdmin, name, schema, run);
}

/** A staff member (teacher or admin) acting on their own account, from this site only. */
async function requireStaffMember(): Promise<Admin> {
  const requestHeaders = await headers();
  const member = await requireRole(["teacher", "admin"], requestHeaders);
  if (!isSameOrigin(requestHeaders)) throw new AppError(403, CROSS_SITE_MESSAGE);
  return member;
}

/** As adminAction, for what any teacher or admin does to their own account. */
export function staffAction<S extends z.ZodType>(
  name: string,
  schema: S,
  run: (ctx: ActionContext<z.infer<S>>) => Promise<ActionOutcome<unknown>>,
) {
  return checkedAction(requireStaffMember, name, schema, run);
}

function checkedAction<S extends z.ZodType>(
  authorize: () => Promise<Admin>,
  name: string,
  schema: S,
  run: (ctx: ActionContext<z.infer<S>>) => Promise<ActionOutcome<unknown>>,
) {
  return async (_previous: ActionResult | null, form: FormData): Promise<ActionResult> => {
    try {
      const admin = await authorize();
      const parsed = schema.safeParse(formToObject(form));
      if (!parsed.success) return validationFailure(parsed.error);
      const outcome = await run({ db: await getDb(), admin, input: parsed.data, now: new Date() });
      refresh();
      return { ok: true, message: outcome.message, data: outcome.data };
    } catch (error) {
      unstable_rethrow(error); // redirects and other Next.js control flow
      if (error instanceof ActionRefusal)
        return { ok: false, message: error.message, data: error.data as unknown };
      if (error instanceof AppError) return { ok: false, message: error.message };
      log("error", "admin_action_failed", { action: name, error });
      return { ok: false, message: GENERIC_FAILURE };
    }
  };
}
