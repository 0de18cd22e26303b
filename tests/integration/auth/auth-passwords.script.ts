// Runs the real better-auth instance (lib/auth/server.ts) on an in-memory database and prints what
// happened as JSON: "Forgot password?" for an account, an unknown address and a deactivated
// account; the link's expiry (on a shifted clock), single use and password rules; the end of
// every session and the notice; changing the password while signed in; sign-in refused for a
// deactivated account; the new-device notice. better-auth is ESM-only, so jest cannot load it;
// auth-passwords.test.ts runs this script with tsx and checks the outcome.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { openDatabase, replaceDatabaseForTests } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { auditLog, emailOutbox, session, user, verification } from "@/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/server/traffic/client-address.mjs";

const SITE = "http://localhost:3000";
const MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1";

/** The process's clock, shifted by `offsetMs`: better-auth reads `new Date()` itself. */
const RealDate = Date;
let offsetMs = 0;
class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...(args as [string]));
  }
  static now() {
    return RealDate.now() + offsetMs;
  }
}
globalThis.Date = ShiftedDate as DateConstructor;

/** better-auth throws what a hook refuses even with asResponse; read both the same way. */
async function answer(call: Promise<Response>) {
  let response: Response;
  try {
    response = await call;
  } catch (error) {
    const failure = error as { statusCode?: number; body?: unknown };
    if (typeof failure.statusCode !== "number") throw error;
    response = new Response(JSON.stringify(failure.body ?? {}), { status: failure.statusCode });
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, body, cookies: response.headers.getSetCookie() };
}

async function main() {
  const handle = await openDatabase({ memory: true });
  await runMigrations(handle);
  replaceDatabaseForTests(handle);
  const { getAuth } = await import("@/lib/auth/server");
  const { resetLinkIsLive } = await import("@/lib/auth/passwords/reset-link");
  const auth = await getAuth();
  const db = handle.db;
  const out: Record<string, unknown> = {};
  const kindsTo = async (address: string) =>
    (
      await db
        .select({ kind: emailOutbox.kind })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, address))
    )
      .map((e) => e.kind)
      .sort();
  const resetTokensTo = async (address: string) =>
    (
      await db
        .select({ text: emailOutbox.textBody })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, address))
        .orderBy(emailOutbox.createdAt)
    )
      .map((e) => /\/reset-password\?token=([\w-]+)/.exec(e.text)?.[1])
      .filter((t): t is string => Boolean(t));
  const headersFrom = (address: string, userAgent = MAC, cookie = "") =>
    new Headers({
      origin: SITE,
      [CLIENT_ADDRESS_HEADER]: address,
      "user-agent": userAgent,
      ...(cookie ? { cookie } : {}),
    });
  const account = async (email: string, password: string) => {
    const created = await auth.api.signUpEmail({
      body: { email, password, name: email.startsWith("tess") ? "Tess Tutor" : "Gone Tutor" },
      headers: new Headers({ origin: SITE }),
    });
    await db.update(user).set({ role: "teacher" }).where(eq(user.id, created.user.id));
    return created.user.id;
  };
  const signIn = async (email: string, password: string, userAgent = MAC) => {
    const result = await answer(
      auth.api.signInEmail({
        body: { email, password },
        headers: headersFrom("198.51.100.5", userAgent),
        asResponse: true,
      }),
    );
    const cookie = result.cookies.map((line) => line.split(";")[0]).join("; ");
    return { status: result.status, message: result.body?.message ?? null, cookie };
  };
  const forgot = (email: string, address = "198.51.100.9") =>
    answer(
      auth.api.requestPasswordReset({
        body: { email, redirectTo: "/reset-password" },
        headers: headersFrom(address),
        asResponse: true,
      }),
    );
  const reset = (token: string, newPassword: string) =>
    answer(auth.api.resetPassword({ body: { token, newPassword }, asResponse: true }));
  const sessionsOf = async (userId: string) =>
    (await db.select().from(session).where(eq(session.userId, userId))).length;

  const tess = await account("tess@example.com", "first reading phrase 11");
  const gone = await account("gone@example.com", "gone reading phrase 22");
  await account("pat@example.com", "pat reading phrase 66");
  await db.update(user).set({ disabled: true }).where(eq(user.id, gone));

  // Signed in on two devices; a third sign-in from the first device is not news.
  const onMac = await signIn("tess@example.com", "first reading phrase 11", MAC);
  await signIn("tess@example.com", "first reading phrase 11", PHONE);
  await signIn("tess@example.com", "first reading phrase 11", MAC);
  out.newDevice = { emails: await kindsTo("tess@example.com"), sessions: await sessionsOf(tess) };

  // Forgot password: one answer for an account, an unknown address and a deactivated account.
  const known = await forgot("tess@example.com");
  const unknown = await forgot("nobody@example.com");
  const deactivated = await forgot("gone@example.com");
  const [firstToken] = await resetTokensTo("tess@example.com");
  const stored = await db.select({ identifier: verification.identifier }).from(verification);
  out.request = {
    known: { status: known.status, body: known.body },
    sameForUnknown:
      JSON.stringify(unknown.body) === JSON.stringify(known.body) &&
      unknown.status === known.status,
    sameForDeactivated:
      JSON.stringify(deactivated.body) === JSON.stringify(known.body) &&
      deactivated.status === known.status,
    emailsToUnknown: await kindsTo("nobody@example.com"),
    emailsToDeactivated: (await kindsTo("gone@example.com")).filter(
      (k) => k !== "account_confirm_sign_up",
    ),
    tokenStoredInClear: stored.some((row) => firstToken && row.identifier.includes(firstToken)),
    linkLive: await resetLinkIsLive(firstToken!, new Date()),
  };

  // A second link, asked for now and tried an hour and a second later, no longer works; the
  // first, 59 minutes on, applies the password rules, then works once.
  await forgot("tess@example.com");
  const secondToken = (await resetTokensTo("tess@example.com")).find((t) => t !== firstToken)!;
  offsetMs = 59 * 60_000;
  const common = await reset(firstToken!, "password");
  const used = await reset(firstToken!, "a fresh reading phrase 33");
  const again = await reset(firstToken!, "another reading phrase 44");
  offsetMs = 3601_000;
  const expired = await reset(secondToken, "a fresh reading phrase 33");
  const liveAfterHour = await resetLinkIsLive(secondToken, new Date());
  offsetMs = 0;
  const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, tess));
  out.reset = {
    expired: { status: expired.status, code: expired.body?.code },
    liveAfterHour,
    common: { status: common.status, message: common.body?.message },
    used: used.status,
    again: { status: again.status, code: again.body?.code },
    sessionsLeft: await sessionsOf(tess),
    oldSessionWorks: Boolean(
      await auth.api.getSession({ headers: new Headers({ cookie: onMac.cookie }) }),
    ),
    notices: (await kindsTo("tess@example.com")).filter((k) => k === "account_password_changed"),
    audit: audit?.details?.summary,
    oldPassword: (await signIn("tess@example.com", "first reading phrase 11")).status,
    newPassword: (await signIn("tess@example.com", "a fresh reading phrase 33")).status,
  };

  // Change password while signed in: the other device is signed out, this one stays.
  const laptop = await signIn("tess@example.com", "a fresh reading phrase 33", MAC);
  await signIn("tess@example.com", "a fresh reading phrase 33", PHONE);
  const before = (await kindsTo("tess@example.com")).length;
  const changed = await answer(
    auth.api.changePassword({
      body: {
        currentPassword: "a fresh reading phrase 33",
        newPassword: "changed reading phrase 55",
        revokeOtherSessions: true,
      },
      headers: headersFrom("198.51.100.5", MAC, laptop.cookie),
      asResponse: true,
    }),
  );
  out.change = {
    status: changed.status,
    sessions: await sessionsOf(tess),
    newEmails: (await kindsTo("tess@example.com")).length - before,
    notices: (await kindsTo("tess@example.com")).filter((k) => k === "account_password_changed"),
  };

  // A deactivated account is refused at sign-in, with the reason.
  out.deactivatedSignIn = await signIn("gone@example.com", "gone reading phrase 22");

  // Limits count per email whether or not it has an account: the answers stay alike.
  const limited = async (email: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot(email, `192.0.2.${i + 1}`)).status);
    return statuses;
  };
  const perAddress: number[] = [];
  for (let i = 0; i < 11; i++)
    perAddress.push(
      (await forgot(`someone${i}-${crypto.randomUUID()}@example.com`, "192.0.2.200")).status,
    );
  out.limits = {
    existing: await limited("pat@example.com"),
    unknown: await limited("never@example.com"),
    perAddress,
  };

  console.log(`RESULT ${JSON.stringify(out)}`);
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
