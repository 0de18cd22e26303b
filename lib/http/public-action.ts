import "server-only";
// One way to write a server action anyone may call (the signed manage link's cancel and move),
// as adminAction is for staff: validate the input with its zod schema, run the operation, and
// answer with a Result. A refusal (AppError) becomes its message; anything unexpected is logged
// and becomes a general message, so nothing internal reaches the browser.
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { log } from "@/lib/log/logger";
import { describeIssues, type Result } from "@/lib/result";
import { AppError, SERVER_FAILURE } from "./responses";

/** `invalid`: what to say when the first problem has no message of its own (see describeIssues). */
export function publicAction<S extends z.ZodType, T>(
  name: string,
  schema: S,
  run: (input: z.output<S>) => Promise<T>,
  options: { invalid?: string } = {},
): (raw: z.input<S>) => Promise<Result<T>> {
  return async (raw) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return { ok: false, ...describeIssues(parsed.error, options.invalid) };
    try {
      return { ok: true, data: await run(parsed.data) };
    } catch (error) {
      unstable_rethrow(error); // redirects and other Next.js control flow
      if (error instanceof AppError) return { ok: false, message: error.message };
      log("error", "public_action_failed", { action: name, error });
      return { ok: false, message: SERVER_FAILURE };
    }
  };
}
