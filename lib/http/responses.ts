// One way to answer API calls: a typed AppError becomes a 4xx JSON {error}; anything else is
// logged and becomes a plain 500 message without internals.
import { NextResponse } from "next/server";
import type { z } from "zod";
import { log } from "@/lib/log/logger";
import { describeIssues } from "@/lib/result";

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

/** What a person is told when something failed that they cannot fix; the detail goes to the log. */
export const SERVER_FAILURE = "Something went wrong on our side. Please try again in a moment.";

const tooLarge = () => new AppError(413, "That request is too large.");

/**
 * The body's bytes, refused once more than `maxBytes` have been read (a chunked body declares no
 * length); `tooLargeMessage` says what the person should do instead.
 */
export async function readBytesUpTo(
  request: Request,
  maxBytes: number,
  tooLargeMessage?: string,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLargeMessage ? new AppError(413, tooLargeMessage) : tooLarge();
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The body as UTF-8 text, refused once more than `maxBytes` bytes have been read (a chunked body
 * declares no length, and one character can take four bytes).
 */
export async function readTextUpTo(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readBytesUpTo(request, maxBytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(400, "The request body is not valid text (UTF-8).");
  }
}

/** Reads a JSON body with a size limit and validates it; throws AppError with a clear message. */
export async function readJson<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<z.infer<T>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json"))
    throw new AppError(415, "Please send the request as JSON.");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_JSON_BYTES) throw tooLarge();
  const text = await readTextUpTo(request, MAX_JSON_BYTES);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError(400, "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const { message, fieldErrors } = describeIssues(parsed.error);
    throw new AppError(400, message, { fieldErrors });
  }
  return parsed.data;
}

export function errorResponse(error: unknown, context: string): NextResponse {
  if (error instanceof AppError) {
    return NextResponse.json(
      { error: error.message, ...(error.details ?? {}) },
      { status: error.status },
    );
  }
  // The id ties the log line to what the person saw, so support can find it without their details.
  const requestId = crypto.randomUUID();
  log("error", "request_failed", { context, requestId, error });
  return NextResponse.json({ error: SERVER_FAILURE, requestId }, { status: 500 });
}

/** Wraps a route handler so every failure becomes a clear JSON answer. */
export function handle<A extends unknown[]>(
  context: string,
  fn: (...args: A) => Promise<Response>,
) {
  return async (...args: A): Promise<Response> => {
    try {
      return await fn(...args);
    } catch (error) {
      return errorResponse(error, context);
    }
  };
}
