// Runs the real better-auth instance (lib/auth/server.ts, with its twoFactor plugin) on an
// in-memory database and prints what happened as JSON. better-auth is ESM-only, so jest cannot
// load it; admin-two-factor.test.ts runs this script with tsx and checks the outcome.
import { eq } from "drizzle-orm";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { openDatabase, replaceDatabaseForTests } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { appSettings, emailOutbox, loginAttempts, twoFactor, user } from "@/db/schema";
import { twoFactorKey } from "@/lib/auth/two-factor/two-factor-lock";
import { CLIENT_ADDRESS_HEADER } from "@/server/traffic/client-address.mjs";

const SITE = "http://localhost:3000";

function cookiesOf(response: Response, jar: Map<string, string>) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, ...value] = pair!.split("=");
    if (/max-age=0/i.test(line) || value.join("=") === "") jar.delete(name!);
    else jar.set(name!, value.join("="));
  }
  return jar;
}
const headersOf = (jar: Map<string, string>) =>
  new Headers({ origin: SITE, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") });

async function main() {
  const handle = await openDatabase({ memory: true });
  await runMigrations(handle);
  replaceDatabaseForTests(handle);
  const { getAuth } = await import("@/lib/auth/server");
  const auth = await getAuth();
  const out: Record<string, unknown> = {};
  const email = "two-factor-admin@example.com";
  const password = "a long test passphrase 42";
  const created = await auth.api.signUpEmail({ body: { email, password, name: "Two Factor" } });
  await handle.db.update(user).set({ role: "admin" }).where(eq(user.id, created.user.id));

  const signIn = async () => {
    const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
    return {
      body: (await response.json()) as Record<string, unknown>,
      jar: cookiesOf(response, new Map()),
    };
  };
  const first = await signIn();
  out.firstSignIn = {
    redirect: first.body.twoFactorRedirect ?? false,
    session: [...first.jar.keys()].some((k) => k.includes("session_token")),
  };

  const enabled = await auth.api.enableTwoFactor({
    body: { password },
    headers: headersOf(first.jar),
    asResponse: true,
  });
  const setup = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  cookiesOf(enabled, first.jar);
  // The URI carries the secret base32-encoded, as authenticator apps expect.
  const secret = new TextDecoder().decode(
    base32.decode(new URL(setup.totpURI).searchParams.get("secret")!),
  );
  out.setup = {
    issuer: new URL(setup.totpURI).searchParams.get("issuer"),
    backupCodes: setup.backupCodes.length,
  };
  const [stored] = await handle.db.select().from(twoFactor);
  out.beforeConfirm = {
    verified: stored?.verified,
    enabled: (await handle.db.select().from(user))[0]?.twoFactorEnabled,
  };

  const wrong = await auth.api.verifyTOTP({
    body: { code: "000000" },
    headers: headersOf(first.jar),
    asResponse: true,
  });
  out.wrongCode = wrong.status;
  const code = await createOTP(secret, { digits: 6, period: 30 }).totp();
  const confirmed = await auth.api.verifyTOTP({
    body: { code },
    headers: headersOf(first.jar),
    asResponse: true,
  });
  cookiesOf(confirmed, first.jar);
  out.confirm = {
    status: confirmed.status,
    enabled: (await handle.db.select().from(user))[0]?.twoFactorEnabled,
  };

  // Signing in now stops after the password: no session until a code is given.
  const second = await signIn();
  out.secondSignIn = {
    redirect: second.body.twoFactorRedirect ?? false,
    methods: second.body.twoFactorMethods,
    session: [...second.jar.keys()].some((k) => k.includes("session_token")),
  };
  const verified = await auth.api.verifyTOTP({
    body: { code: await createOTP(secret, { digits: 6, period: 30 }).totp() },
    headers: headersOf(second.jar),
    asResponse: true,
  });
  cookiesOf(verified, second.jar);
  const session = await auth.api.getSession({ headers: headersOf(second.jar) });
  out.afterCode = { status: verified.status, signedInAs: session?.user.email ?? null };

  // A recovery code works once.
  const third = await signIn();
  const recovery = await auth.api.verifyBackupCode({
    body: { code: setup.backupCodes[0]! },
    headers: headersOf(third.jar),
    asResponse: true,
  });
  cookiesOf(recovery, third.jar);
  out.recovery = {
    status: recovery.status,
    signedInAs: (await auth.api.getSession({ headers: headersOf(third.jar) }))?.user.email ?? null,
  };
  const fourth = await signIn();
  const reused = await auth.api.verifyBackupCode({
    body: { code: setup.backupCodes[0]! },
    headers: headersOf(fourth.jar),
    asResponse: true,
  });
  out.recoveryReused = reused.status;

  // Wrong codes from five different addresses lock the account's second factor: even the right
  // code, in a new sign-in, is refused, and the account holder gets one email about it.
  // (The reused recovery code above was a wrong code too: start the count afresh.)
  await handle.db.delete(loginAttempts).where(eq(loginAttempts.key, twoFactorKey(created.user.id)));
  const guesser = await signIn();
  const wrongCodes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const headers = headersOf(guesser.jar);
    headers.set(CLIENT_ADDRESS_HEADER, `203.0.113.${i + 1}`);
    const response = await auth.api.verifyTOTP({
      body: { code: "000000" },
      headers,
      asResponse: true,
    });
    wrongCodes.push(response.status);
  }
  const afterLock = await signIn();
  // A refusal from our hook is thrown, as the admin-only disable below is.
  const rightCodeWhileLocked = await auth.api
    .verifyTOTP({
      body: { code: await createOTP(secret, { digits: 6, period: 30 }).totp() },
      headers: headersOf(afterLock.jar),
    })
    .then(
      () => "allowed",
      (error: { statusCode?: number; body?: { message?: string } }) => ({
        status: error.statusCode,
        message: error.body?.message,
      }),
    );
  const lockEmails = await handle.db
    .select({ to: emailOutbox.toAddress })
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, "account_two_factor_locked"));
  out.lock = {
    wrongCodes,
    rightCodeWhileLocked,
    emails: lockEmails.map((e) => e.to),
  };
  await handle.db.delete(loginAttempts).where(eq(loginAttempts.key, twoFactorKey(created.user.id)));

  // While the practice requires two-factor for admins, an admin cannot switch it off.
  await handle.db.insert(appSettings).values({ key: "admin_two_factor_required", value: "true" });
  out.disableWhileRequired = await auth.api
    .disableTwoFactor({ body: { password }, headers: headersOf(second.jar) })
    .then(
      () => "allowed",
      (error: { statusCode?: number; body?: { message?: string } }) => ({
        status: error.statusCode,
        message: error.body?.message,
      }),
    );
  await handle.db
    .update(appSettings)
    .set({ value: "false" })
    .where(eq(appSettings.key, "admin_two_factor_required"));
  const disabled = await auth.api.disableTwoFactor({
    body: { password },
    headers: headersOf(second.jar),
    asResponse: true,
  });
  out.disable = {
    status: disabled.status,
    enabled: (await handle.db.select().from(user))[0]?.twoFactorEnabled,
  };

  console.log(`RESULT ${JSON.stringify(out)}`);
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
