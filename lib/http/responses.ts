// One way to answer API calls: a typed AppError becomes a 4xx JSON {error}; anything else is
// logged and becomes a plain 500 message without internals.
import { NextResponse } from "next/server";
import { z } from "zod";
import { log } from "@/lib/log/logger";

export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const MAX_JSON_BYTES = 32 * 1024;

/** Reads a JSON body with a size limit and validates it; throws AppError with a clear message. */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) throw new AppError(415, "Please send the request as JSON.");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_JSON_BYTES) throw new AppError(413, "That request is too large.");
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError(413, "That request is too large.");
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError(400, "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new AppError(400, first?.message && !first.message.startsWith("Invalid input") ? first.message : "Some of the details sent are not valid.", {
      fieldErrors: z.flattenError(parsed.error).fieldErrors,
    });
  }
  return parsed.data;
}

export function errorResponse(error: unknown, context: string): NextResponse {
  if (error instanceof AppError) {
    return NextResponse.json({ error: error.message, ...(error.details ?? {}) }, { status: error.status });
  }
  log("error", "request_failed", { context, error });
  return NextResponse.json({ error: "Something went wrong on our side. Please try again in a moment." }, { status: 500 });
}

/** Wraps a route handler so every failure becomes a clear JSON answer. */
export function handle<A extends unknown[]>(context: string, fn: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await fn(...args);
    } catch (error) {
      return errorResponse(error, context);
    }
  };
}
