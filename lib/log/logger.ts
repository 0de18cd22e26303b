// Structured JSON request logs. Emails, phone numbers and passwords never reach them: known
// sensitive keys are dropped and email/phone-shaped text is masked.
import { serverEnv } from "@/lib/env";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
const sensitiveKey = /pass(word)?|secret|token|email|phone|authorization|cookie|name|message|notes/i;
const emailLike = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
const phoneLike = /\+?\(?\d[\d\s().-]{7,}\d/g;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 4) return "[deep]";
  if (typeof value === "string") return value.replace(emailLike, "[email]").replace(phoneLike, "[phone]");
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => redact(v, depth + 1));
  if (value instanceof Error) return { name: value.name, message: redact(value.message, depth + 1) };
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
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...(redact(fields) as object) });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}
