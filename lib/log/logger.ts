// Structured JSON request logs. Emails, phone numbers and passwords never reach them: known
// sensitive keys are dropped and email/phone-shaped text is masked. Errors are logged by what
// they are (name, code, table, constraint), never by their text when they come from the
// database: drizzle puts the query's parameters in its message and PostgreSQL puts values in
// its message and detail, and those parameters are what a parent typed.
import { serverEnv } from "@/lib/env";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 100,
};
const sensitiveKey =
  /pass(word)?|secret|token|email|phone|authorization|cookie|name|message|notes/i;
const emailLike = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
const phoneLike = /\+?\(?\d[\d\s().-]{7,}\d/g;
/** An IPv4 address, which the phone pattern would take for a number (127.0.0.1:5432 stays readable). */
const ipv4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;

/** Phone-shaped text becomes [phone]; network addresses (and so host:port pairs) are left alone. */
function maskPhones(text: string): string {
  return text.replace(phoneLike, (match) => (ipv4.test(match) ? match : "[phone]"));
}

type ErrorFacts = {
  name: string;
  code?: string;
  table?: string;
  constraint?: string;
  message?: string;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
const TABLE_IN_QUERY = /\b(?:insert\s+into|update|delete\s+from|from)\s+"?([a-z_][a-z0-9_]*)"?/i;

const field = (value: object, key: string): unknown => (value as Record<string, unknown>)[key];
const textField = (value: object, key: string): string | undefined => {
  const inner = field(value, key);
  return typeof inner === "string" && inner ? inner : undefined;
};

/** True for an error raised by a database driver or the query builder (or wrapping one). */
function fromDatabase(error: object, depth = 0): boolean {
  if (depth > 4) return false;
  const code = textField(error, "code");
  if ("query" in error || "params" in error || (code && SQLSTATE.test(code))) return true;
  if (/^(DrizzleQueryError|PostgresError|DatabaseError)$/.test(textField(error, "name") ?? ""))
    return true;
  const cause = field(error, "cause");
  return typeof cause === "object" && cause !== null && fromDatabase(cause, depth + 1);
}

/** What an error is, without anything a person typed: safe to write to a log line. */
export function describeError(error: unknown): ErrorFacts {
  if (!(error instanceof Error) && (typeof error !== "object" || error === null))
    return { name: typeof error };
  const chain: object[] = [];
  for (
    let at: unknown = error;
    typeof at === "object" && at !== null && chain.length < 5;
    at = field(at, "cause")
  )
    chain.push(at);
  const first = (key: string) => chain.map((e) => textField(e, key)).find(Boolean);
  const code =
    chain.map((e) => textField(e, "code")).find((c) => c !== undefined && SQLSTATE.test(c)) ??
    first("code");
  const query = first("query");
  const table = first("table") ?? (query ? TABLE_IN_QUERY.exec(query)?.[1] : undefined);
  const constraint = first("constraint") ?? first("constraint_name");
  const facts: ErrorFacts = {
    name: textField(error, "name") ?? "Error",
    ...(code ? { code } : {}),
    ...(table ? { table } : {}),
    ...(constraint ? { constraint } : {}),
  };
  // Our own errors' messages are written by us; a database error's message carries its values.
  if (!fromDatabase(error)) {
    const message = textField(error, "message");
    if (message) facts.message = String(redact(message.slice(0, 300)));
  }
  return facts;
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 4) return "[deep]";
  if (typeof value === "string") return maskPhones(value.replace(emailLike, "[email]"));
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => redact(v, depth + 1));
  if (value instanceof Error || (value && typeof value === "object" && fromDatabase(value)))
    return describeError(value);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = sensitiveKey.test(key) ? "[redacted]" : redact(inner, depth + 1);
    }
    return out;
  }
  return value;
}

export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  let threshold: Level | "silent" = "info";
  try {
    threshold = serverEnv().LOG_LEVEL;
  } catch {
    // Invalid configuration is reported elsewhere; keep logging.
  }
  if (order[level] < order[threshold]) return;
  // Every error line carries an id to find it by, since it carries nothing a person typed. The id
  // is ours (never from the request), so it skips the masking that could mistake it for a phone.
  const { requestId = level === "error" ? crypto.randomUUID() : undefined, ...rest } = fields;
  const id = typeof requestId === "string" ? { requestId } : {};
  const line = JSON.stringify({
    level,
    event,
    time: new Date().toISOString(),
    ...id,
    ...(redact(rest) as object),
  });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}
