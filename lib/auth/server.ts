import "server-only";
// The better-auth instance: email and password, database sessions, our roles, rate limits in the
// database, bot checks on sign-in and sign-up, the password policy and sign-in throttling.
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { twoFactor } from "better-auth/plugins";
import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import { eq } from "drizzle-orm";
import { getDb, type AppDatabase } from "@/db/client";
import * as schema from "@/db/schema";
import { serverEnv } from "@/lib/env";
import { resolveAppSecret } from "@/lib/security/app-secret";
import { clientAddress } from "@/lib/http/client-ip";
import { verifyBotToken } from "@/lib/bot-check/server";
import { BOT_TOKEN_HEADER } from "@/lib/bot-check/actions";
import { botCheckConfig } from "@/lib/bot-check/config";
import { log } from "@/lib/log/logger";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "./password-policy";
import { ACCOUNT_DISABLED, SECURITY_CHECK_FAILED, TOO_MANY_ATTEMPTS } from "./messages";
import { checkLoginThrottle, clearLoginFailures, recordLoginFailure } from "./login-throttle";
import { ADMIN_TWO_FACTOR_SETTING, TWO_FACTOR_STILL_REQUIRED } from "./two-factor";

export const MUST_CHANGE_PASSWORD_COOKIE = "bp_must_change_password";

async function getSessionFromCtxSafe(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]) {
  try {
    return await getSessionFromCtx(ctx);
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function createAuth(db: AppDatabase, secret: string) {
  const env = serverEnv();
  const secure = env.SITE_URL.startsWith("https://");
  const idleSeconds = Math.round(env.SESSION_IDLE_HOURS * 3600);
  return betterAuth({
    appName: "Bright Path Reading",
    baseURL: env.SITE_URL,
    secret,
    trustedOrigins: [env.SITE_URL],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "member", input: false },
        mustChangePassword: { type: "boolean", required: false, defaultValue: false, input: false },
        disabled: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: {
      // Idle timeout: a session unused for this long expires; use extends it (updateAge).
      expiresIn: idleSeconds,
      updateAge: Math.min(3600, Math.floor(idleSeconds / 2)),
    },
    rateLimit: {
      enabled: env.AUTH_RATE_LIMIT ? env.AUTH_RATE_LIMIT === "on" : env.NODE_ENV === "production",
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 600, max: 5 },
        "/change-password": { window: 600, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: "bp",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const [owner] = await db.select({ disabled: schema.user.disabled }).from(schema.user).where(eq(schema.user.id, session.userId));
            if (owner?.disabled) throw new APIError("FORBIDDEN", { message: ACCOUNT_DISABLED });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const isSignIn = ctx.path === "/sign-in/email";
        const isSignUp = ctx.path === "/sign-up/email";
        if ((isSignIn || isSignUp) && ctx.request) {
          const verdict = await verifyBotToken(await botCheckConfig(), {
            action: isSignIn ? "login" : "register",
            token: ctx.request.headers.get(BOT_TOKEN_HEADER),
            remoteIp: clientAddress(ctx.request.headers),
            now: new Date(),
          });
          if (!verdict.ok) throw new APIError("BAD_REQUEST", { message: SECURITY_CHECK_FAILED });
        }
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (isSignUp || ctx.path === "/change-password" || ctx.path === "/reset-password") {
          const password = typeof body.newPassword === "string" ? body.newPassword : body.password;
          if (typeof password === "string") {
            const problem = passwordProblem(password, { email: typeof body.email === "string" ? body.email : undefined });
            if (problem) throw new APIError("BAD_REQUEST", { message: problem });
          }
        }
        if (ctx.path === "/two-factor/disable") {
          // Admins may not switch two-factor off while the practice requires it for them.
          const session = await getSessionFromCtxSafe(ctx);
          if ((session?.user as { role?: string } | undefined)?.role === "admin") {
            const [setting] = await db.select({ value: schema.appSettings.value }).from(schema.appSettings).where(eq(schema.appSettings.key, ADMIN_TWO_FACTOR_SETTING));
            if (setting?.value === "true") throw new APIError("FORBIDDEN", { message: TWO_FACTOR_STILL_REQUIRED });
          }
        }
        if (isSignIn && typeof body.email === "string") {
          const throttle = await checkLoginThrottle(db, body.email, new Date());
          if (throttle.locked) throw new APIError("TOO_MANY_REQUESTS", { message: TOO_MANY_ATTEMPTS });
          if (throttle.delayMs) await sleep(throttle.delayMs);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/email") {
          const email = typeof ctx.body?.email === "string" ? (ctx.body.email as string) : null;
          const returned = ctx.context.returned;
          const failed = returned instanceof APIError;
          if (email && failed && (returned as APIError).statusCode === 401) {
            await recordLoginFailure(db, email, new Date());
            log("info", "sign_in_failed", { path: ctx.path });
          } else if (email && !failed) {
            await clearLoginFailures(db, email);
            const user = (returned as { user?: { mustChangePassword?: boolean } } | undefined)?.user;
            if (user?.mustChangePassword) {
              ctx.setCookie(MUST_CHANGE_PASSWORD_COOKIE, "1", { path: "/", httpOnly: true, sameSite: "lax", secure });
            }
          }
        }
        if (ctx.path === "/change-password" && !(ctx.context.returned instanceof APIError)) {
          // A saved new password ends the forced change.
          const session = ctx.context.session ?? (await getSessionFromCtxSafe(ctx));
          if (session?.user.id) await db.update(schema.user).set({ mustChangePassword: false }).where(eq(schema.user.id, session.user.id));
          ctx.setCookie(MUST_CHANGE_PASSWORD_COOKIE, "", { path: "/", maxAge: 0 });
        }
        if (ctx.path === "/sign-out") {
          ctx.setCookie(MUST_CHANGE_PASSWORD_COOKIE, "", { path: "/", maxAge: 0 });
        }
      }),
    },
    // TOTP two-factor sign-in (authenticator apps, with recovery codes) for staff; nextCookies last.
    plugins: [twoFactor({ issuer: "Bright Path Reading", backupCodeOptions: { amount: 10, length: 10 } }), nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const globalAuth = globalThis as unknown as { __practiceAuth?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  globalAuth.__practiceAuth ??= (async () => {
    const db = await getDb();
    return createAuth(db, await resolveAppSecret(db));
  })().catch((error: unknown) => {
    globalAuth.__practiceAuth = undefined;
    throw error;
  });
  return globalAuth.__practiceAuth;
}
