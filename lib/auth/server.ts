import "server-only";
// The better-auth instance: email and password, database sessions, our roles, rate limits in the
// database, bot checks on sign-in, sign-up and reset requests, the password policy, sign-in
// throttling, password reset by emailed link, and the notices a password change or a sign-in from
// a new device sends.
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
import { CLIENT_ADDRESS_HEADER } from "@/server/traffic/client-address.mjs";
import { verifyBotToken } from "@/lib/bot-check/server";
import { BOT_TOKEN_HEADER } from "@/lib/bot-check/actions";
import { botCheckConfig } from "@/lib/bot-check/config";
import { log } from "@/lib/log/logger";
import { queueEmails, type OutgoingEmail } from "@/lib/email/outbox";
import { kickOutbox } from "@/lib/email/dispatch";
import {
  confirmSignUpEmail,
  existingAccountSignUpEmail,
  twoFactorLockedEmail,
} from "./account-emails";
import {
  queueResetLink,
  recordPasswordChanged,
  remainingFloorMs,
  RESET_LINK_SECONDS,
  RESET_REQUESTS_LIMITED,
  resetRequestAllowed,
} from "./passwords/password-reset";
import { noticeNewDevice } from "./sign-ins/new-device";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from "./passwords/password-policy";
import {
  ACCOUNT_DISABLED,
  PASSWORD_UNCHANGED,
  SECURITY_CHECK_FAILED,
  TOO_MANY_ATTEMPTS,
} from "./messages";
import {
  checkLoginThrottle,
  clearLoginFailures,
  recordLoginFailure,
  type SignInAttempt,
} from "./sign-ins/login-throttle";
import {
  ADMIN_TWO_FACTOR_SETTING,
  TWO_FACTOR_ISSUER,
  TWO_FACTOR_STILL_REQUIRED,
} from "./two-factor/two-factor";
import {
  clearTwoFactorFailures,
  recordTwoFactorFailure,
  TWO_FACTOR_LOCKED,
  twoFactorLocked,
} from "./two-factor/two-factor-lock";
import { accountFieldProblem } from "@/lib/validation/text";

export const MUST_CHANGE_PASSWORD_COOKIE = "bp_must_change_password";

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

async function getSessionFromCtxSafe(ctx: AuthHookContext) {
  try {
    return await getSessionFromCtx(ctx);
  } catch {
    return null;
  }
}

async function sendAccountEmail(db: AppDatabase, email: OutgoingEmail) {
  await queueEmails(db, [email]);
  kickOutbox();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When each password-reset request arrived, so its answer can wait for the common floor. */
const resetRequestStarted = new WeakMap<Request, number>();

function signInAttemptOf(ctx: AuthHookContext, email: string): SignInAttempt {
  const headers = ctx.request?.headers ?? ctx.headers;
  return { email, address: headers ? clientAddress(headers) : "unknown" };
}

/** Where a second factor is checked at sign-in (a code from the app, a recovery code, an emailed code). */
const TWO_FACTOR_CODE_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);

/**
 * The account halfway through signing in (password accepted, code awaited): better-auth's signed
 * two-factor cookie names a verification row whose value is the user id. Null when there is none.
 */
async function pendingTwoFactorUser(ctx: AuthHookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}

/**
 * A new password must differ from the one in use now, which for a forced change is the temporary
 * password an admin issued (ASVS 6.4): otherwise that secret would quietly become permanent.
 * better-auth then checks that the current password is right, so "new differs from current" is
 * "new differs from the stored one". Comparing with the stored hash here, before that check,
 * would let anyone holding a session test guesses at the password.
 */
function refuseUnchangedPassword(currentPassword: unknown, newPassword: string) {
  if (newPassword === currentPassword)
    throw new APIError("BAD_REQUEST", { message: PASSWORD_UNCHANGED });
}

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
    // Nothing here asks to resend a confirmation; left open it would let anyone mail any
    // unconfirmed account (staff accounts start unconfirmed).
    disabledPaths: ["/send-verification-email"],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up must answer the same whether or not the email already has an account (staff
      // included), so it never signs anyone in: with autoSignIn off better-auth gives an existing
      // email the same 200 and user-shaped body as a new one, after hashing the password just
      // the same. The difference goes only to the inbox's owner, through the outbox.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        await sendAccountEmail(db, existingAccountSignUpEmail(user, `${env.SITE_URL}/login`));
      },
      // Forgot password: a single-use link for an hour; setting the new password ends every
      // session of the account (the person signs in afresh) and sends a notice.
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        if (await queueResetLink(db, user, token, env.SITE_URL)) kickOutbox();
      },
      onPasswordReset: async ({ user }) => {
        await recordPasswordChanged(db, user, "link", env.SITE_URL);
        kickOutbox();
      },
    },
    // Reset tokens are kept as hashes: a copy of the database holds no usable link.
    verification: {
      storeIdentifier: { default: "plain", overrides: { "reset-password:": "hashed" } },
    },
    emailVerification: {
      // A new member confirms the address from the email, then signs in with the password: a
      // link that signed in would be a password-free session for whoever reads the inbox.
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        await sendAccountEmail(db, confirmSignUpEmail(user, url));
      },
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
        "/request-password-reset": { window: 600, max: 10 },
        "/reset-password": { window: 600, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: "bp",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const [owner] = await db
              .select({ disabled: schema.user.disabled })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            if (owner?.disabled) throw new APIError("FORBIDDEN", { message: ACCOUNT_DISABLED });
          },
          after: async (session, ctx) => {
            // A password change replaces the person's own session: the same device, no news.
            if (ctx?.path === "/change-password") return;
            if (await noticeNewDevice(db, session, env.SITE_URL, new Date())) kickOutbox();
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const isSignIn = ctx.path === "/sign-in/email";
        const isSignUp = ctx.path === "/sign-up/email";
        const isResetRequest = ctx.path === "/request-password-reset";
        if (isResetRequest && ctx.request) resetRequestStarted.set(ctx.request, Date.now());
        if ((isSignIn || isSignUp || isResetRequest) && ctx.request) {
          const verdict = await verifyBotToken(await botCheckConfig(), {
            action: isSignUp ? "register" : "login",
            token: ctx.request.headers.get(BOT_TOKEN_HEADER),
            remoteIp: clientAddress(ctx.request.headers),
            now: new Date(),
          });
          if (!verdict.ok) throw new APIError("BAD_REQUEST", { message: SECURITY_CHECK_FAILED });
        }
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (isResetRequest && typeof body.email === "string") {
          const allowed = await resetRequestAllowed(
            db,
            signInAttemptOf(ctx, body.email),
            new Date(),
          );
          if (!allowed)
            throw new APIError("TOO_MANY_REQUESTS", { message: RESET_REQUESTS_LIMITED });
        }
        // Sign-up only: an account made before these rules must still be able to sign in.
        if (isSignUp) {
          const problem = accountFieldProblem(body);
          if (problem) throw new APIError("BAD_REQUEST", { message: problem });
        }
        if (isSignUp || ctx.path === "/change-password" || ctx.path === "/reset-password") {
          const password = typeof body.newPassword === "string" ? body.newPassword : body.password;
          if (typeof password === "string") {
            const problem = passwordProblem(password, {
              email: typeof body.email === "string" ? body.email : undefined,
            });
            if (problem) throw new APIError("BAD_REQUEST", { message: problem });
          }
        }
        if (ctx.path === "/two-factor/disable") {
          // Admins may not switch two-factor off while the practice requires it for them.
          const session = await getSessionFromCtxSafe(ctx);
          if ((session?.user as { role?: string } | undefined)?.role === "admin") {
            const [setting] = await db
              .select({ value: schema.appSettings.value })
              .from(schema.appSettings)
              .where(eq(schema.appSettings.key, ADMIN_TWO_FACTOR_SETTING));
            if (setting?.value === "true")
              throw new APIError("FORBIDDEN", { message: TWO_FACTOR_STILL_REQUIRED });
          }
        }
        if (ctx.path === "/change-password" && typeof body.newPassword === "string") {
          refuseUnchangedPassword(body.currentPassword, body.newPassword);
        }
        if (TWO_FACTOR_CODE_PATHS.has(ctx.path)) {
          const userId = await pendingTwoFactorUser(ctx);
          if (userId && (await twoFactorLocked(db, userId, new Date())))
            throw new APIError("TOO_MANY_REQUESTS", { message: TWO_FACTOR_LOCKED });
        }
        if (isSignIn && typeof body.email === "string") {
          const throttle = await checkLoginThrottle(
            db,
            signInAttemptOf(ctx, body.email),
            new Date(),
          );
          if (throttle.locked)
            throw new APIError("TOO_MANY_REQUESTS", { message: TOO_MANY_ATTEMPTS });
          if (throttle.delayMs) await sleep(throttle.delayMs);
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const resetStarted = ctx.request && resetRequestStarted.get(ctx.request);
        if (ctx.path === "/request-password-reset" && resetStarted) {
          await sleep(remainingFloorMs(resetStarted, Date.now()));
        }
        if (ctx.path === "/sign-in/email") {
          const body: unknown = ctx.body;
          const email =
            body && typeof body === "object" && "email" in body && typeof body.email === "string"
              ? body.email
              : null;
          const returned = ctx.context.returned;
          const failed = returned instanceof APIError;
          if (email && failed && returned.statusCode === 401) {
            await recordLoginFailure(db, signInAttemptOf(ctx, email), new Date());
            log("info", "sign_in_failed", { path: ctx.path });
          } else if (email && !failed) {
            await clearLoginFailures(db, signInAttemptOf(ctx, email));
            const user = (returned as { user?: { mustChangePassword?: boolean } } | undefined)
              ?.user;
            if (user?.mustChangePassword) {
              ctx.setCookie(MUST_CHANGE_PASSWORD_COOKIE, "1", {
                path: "/",
                httpOnly: true,
                sameSite: "lax",
                secure,
              });
            }
          }
        }
        if (ctx.path === "/change-password" && !(ctx.context.returned instanceof APIError)) {
          // A saved new password ends the forced change.
          const session = ctx.context.session ?? (await getSessionFromCtxSafe(ctx));
          if (session?.user.id)
            await db
              .update(schema.user)
              .set({ mustChangePassword: false })
              .where(eq(schema.user.id, session.user.id));
          ctx.setCookie(MUST_CHANGE_PASSWORD_COOKIE, "", { path: "/", maxAge: 0 });
          if (session?.user) {
            await recordPasswordChanged(db, session.user, "signed-in", env.SITE_URL);
            kickOutbox();
          }
        }
        if (TWO_FACTOR_CODE_PATHS.has(ctx.path)) {
          const returned = ctx.context.returned;
          if (returned instanceof APIError && returned.statusCode === 401) {
            const userId = await pendingTwoFactorUser(ctx);
            if (userId && (await recordTwoFactorFailure(db, userId, new Date())).lockedNow) {
              const [owner] = await db
                .select({ name: schema.user.name, email: schema.user.email })
                .from(schema.user)
                .where(eq(schema.user.id, userId));
              if (owner)
                await sendAccountEmail(db, twoFactorLockedEmail(owner, `${env.SITE_URL}/login`));
              log("info", "two_factor_locked", { path: ctx.path });
            }
          } else if (!(returned instanceof APIError) && ctx.context.newSession) {
            await clearTwoFactorFailures(db, ctx.context.newSession.user.id);
          }
        }
        if (ctx.path === "/sign-out") {
          ctx.setCookie(MUST_CHANGE_PASSWORD_COOKIE, "", { path: "/", maxAge: 0 });
        }
      }),
    },
    // TOTP two-factor sign-in (authenticator apps, with recovery codes) for staff; nextCookies last.
    plugins: [
      twoFactor({ issuer: TWO_FACTOR_ISSUER, backupCodeOptions: { amount: 10, length: 10 } }),
      nextCookies(),
    ],
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
