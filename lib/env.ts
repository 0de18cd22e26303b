// Server settings, read from process.env when first asked for and validated once. Build-time
// settings (every NEXT_PUBLIC_* variable and BUSINESS_TIME_ZONE) are read in lib/public-env.ts
// instead, since Next.js inlines those into the bundles. The only other reads in the app are
// Next's own NODE_ENV/NEXT_RUNTIME checks and proxy.ts's SITE_URL.
import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const flag = z
  .enum(["1", "0", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalString,
  DATA_DIR: optionalString,
  SITE_URL: z.string().url().default("http://localhost:3000"),
  BETTER_AUTH_SECRET: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  ADMIN_NAME: optionalString,
  SMTP_URL: optionalString,
  EMAIL_FROM: optionalString,
  STAFF_NOTIFY_EMAIL: optionalString,
  BOT_CHECK_PROVIDER: z.enum(["recaptcha", "turnstile", "builtin", ""]).optional(),
  RECAPTCHA_SECRET_KEY: optionalString,
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  TURNSTILE_SECRET_KEY: optionalString,
  BOT_CHECK_MIN_FILL_MS: z.coerce.number().int().min(0).default(2500),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(7),
  /** "on"/"off" forces better-auth's rate limits; unset means on in production only. */
  AUTH_RATE_LIMIT: z.enum(["on", "off", ""]).optional(),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** The hour (0-23, business time zone) from which staff who opted in get the morning digest. */
  MORNING_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  E2E_TEST_HOOKS: flag,
  /** Where the server writes one encrypted backup a day (lib/backup/daily.mjs); unset: none. */
  BACKUP_DIR: optionalString,
  /** At most 30: the Data Deletion Policy promises deleted data leaves backups within ~30 days. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(30).default(14),
  BACKUP_PASSPHRASE: z.string().optional(),
});

export type ServerEnv = z.infer<typeof envSchema> & { dataDir: string };

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = envSchema
    .refine((env) => !env.BACKUP_DIR || (env.BACKUP_PASSPHRASE ?? "").length >= 12, {
      path: ["BACKUP_PASSPHRASE"],
      message:
        "BACKUP_DIR is set, so daily backups are on: set BACKUP_PASSPHRASE (at least 12 characters) to encrypt them",
    })
    .safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  // The data folder is chosen at run time; telling Turbopack so keeps it from tracing the whole
  // project into the server output.
  const dataDir = path.resolve(
    /* turbopackIgnore: true */ parsed.data.DATA_DIR ??
      path.join(/* turbopackIgnore: true */ process.cwd(), "data"),
  );
  cached = { ...parsed.data, dataDir };
  return cached;
}

/**
 * The browser tests' hooks (test-only routes, injected faults, short holds): compiled only into
 * their build, where next.config.ts inlines BP_TEST_HOOKS_BUILD as "1" (jest sets it too), and
 * switched on at run time by E2E_TEST_HOOKS. In a release build this is `false` before minifying.
 */
export function testHooksEnabled(): boolean {
  return process.env.BP_TEST_HOOKS_BUILD === "1" && serverEnv().E2E_TEST_HOOKS;
}

/** Tests change the environment between cases; production never calls this. */
export function resetServerEnvForTests() {
  cached = undefined;
}
