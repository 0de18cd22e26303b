import "server-only";
// One way to write a server action (issue 33), in the manner of dub's safe-action: a chain whose
// base validates the input with its zod schema, answers one Result shape, and turns every failure
// into words for people (a refusal its own message, anything unexpected a logged, general one).
// Who may call is added by composition: `.use(step)` runs a step before the input is read, and
// what it answers joins the context (the admin, the staff member, the player's client key...).
// The chains themselves live beside their audiences: lib/actions/roles.ts.
import { refresh } from "next/cache";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { AppError } from "@/lib/http/responses";
import { log } from "@/lib/log/logger";
import { ActionRefusal } from "@/lib/practice/refusal";
import { describeIssues, type Failure, type Result } from "@/lib/result";

export const GENERIC_FAILURE =
  "Something went wrong on our side. Nothing was changed; please try again.";

/** Every action's answer. A refusal may carry data back to its form (an edit conflict's values). */
export type ActionResult<T = unknown> = Result<T, { data?: unknown }>;
export type ActionOutcome<T> = { message: string; data?: T };

export type ActionOptions = {
  /** Said when the input's first problem has no message of its own (see describeIssues). */
  invalid?: string;
  /** Said for an unexpected failure, instead of GENERIC_FAILURE (a child's page words it gently). */
  failure?: string;
  /** Re-render the page after a success: forms do unless told not to, calls only when told. */
  refresh?: boolean;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each step's context is checked where it is added
type AnyStep = (ctx: any) => Promise<object>;

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

export function validationFailure(
  error: z.ZodError,
  invalid?: string,
): Failure<{ data?: unknown }> {
  return { ok: false, ...describeIssues(error, invalid) };
}

export class ActionChain<Ctx extends object> {
  constructor(private readonly steps: readonly AnyStep[] = []) {}

  /** A chain that runs `step` after this one's steps; what it answers joins the context. */
  use<Add extends object>(step: (ctx: Ctx) => Promise<Add>): ActionChain<Ctx & Add> {
    return new ActionChain<Ctx & Add>([...this.steps, step]);
  }

  /** An action called with a value, from an event handler or a client library's callback. */
  action<S extends z.ZodType, T>(
    name: string,
    schema: S,
    run: (ctx: Ctx & { input: z.output<S>; now: Date }) => Promise<T>,
    options: ActionOptions = {},
  ): (raw: z.input<S>) => Promise<ActionResult<T>> {
    return async (raw) =>
      this.settle(name, options.refresh ?? false, options, async (ctx) => {
        const parsed = schema.safeParse(raw);
        if (!parsed.success) return validationFailure(parsed.error, options.invalid);
        return { ok: true, data: await run({ ...ctx, input: parsed.data }) };
      });
  }

  /** An action called with values whose answer is a message to show (and perhaps data). */
  command<S extends z.ZodType, T = never>(
    name: string,
    schema: S,
    run: (ctx: Ctx & { input: z.output<S>; now: Date }) => Promise<ActionOutcome<T>>,
    options: ActionOptions = {},
  ): (raw: z.input<S>) => Promise<ActionResult<T | undefined>> {
    return async (raw) => this.answer(name, schema, raw, run, options.refresh ?? true, options);
  }

  /** A form's action (useActionState's `(previous, form)`); the answer carries the message to show. */
  form<S extends z.ZodType, T = never>(
    name: string,
    schema: S,
    run: (ctx: Ctx & { input: z.output<S>; now: Date }) => Promise<ActionOutcome<T>>,
    options: ActionOptions = {},
  ): (previous: ActionResult | null, form: FormData) => Promise<ActionResult<T | undefined>> {
    return async (_previous, form) =>
      this.answer(name, schema, formToObject(form), run, options.refresh ?? true, options);
  }

  private answer<S extends z.ZodType, T>(
    name: string,
    schema: S,
    raw: unknown,
    run: (ctx: Ctx & { input: z.output<S>; now: Date }) => Promise<ActionOutcome<T>>,
    refreshAfter: boolean,
    options: ActionOptions,
  ): Promise<ActionResult<T | undefined>> {
    return this.settle(name, refreshAfter, options, async (ctx) => {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) return validationFailure(parsed.error, options.invalid);
      const outcome = await run({ ...ctx, input: parsed.data });
      return { ok: true, message: outcome.message, data: outcome.data };
    });
  }

  private async settle<T>(
    name: string,
    refreshAfter: boolean,
    options: ActionOptions,
    body: (ctx: Ctx & { now: Date }) => Promise<ActionResult<T>>,
  ): Promise<ActionResult<T>> {
    try {
      let ctx: object = { now: new Date() };
      for (const step of this.steps) ctx = { ...ctx, ...(await step(ctx)) };
      const result = await body(ctx as Ctx & { now: Date });
      if (result.ok && refreshAfter) refresh();
      return result;
    } catch (error) {
      unstable_rethrow(error); // redirects and other Next.js control flow
      if (error instanceof ActionRefusal)
        return { ok: false, message: error.message, data: error.data as unknown };
      if (error instanceof AppError) return { ok: false, message: error.message };
      log("error", "action_failed", { action: name, error });
      return { ok: false, message: options.failure ?? GENERIC_FAILURE };
    }
  }
}

/** The base every chain starts from: anyone may call; the input is all that is checked. */
export const publicChain = new ActionChain<object>();
