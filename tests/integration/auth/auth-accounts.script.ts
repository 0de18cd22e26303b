// Runs the real better-auth instance (lib/auth/server.ts) on an in-memory database and prints
// what happened as JSON: sign-up for a new and an existing email, the forced password change and
// sign-in throttling per email and address. better-auth is ESM-only, so jest cannot load it;
// auth-accounts.test.ts runs this script with tsx and checks the outcome.
import { CLIENT_ADDRESS_HEADER } from "@/server/traffic/client-address.mjs";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { openDatabase, replaceDatabaseForTests } from "@/db/client";
import { runMigrations } from "@/db/migrate";
import { emailOutbox, user } from "@/db/schema";

const SITE = "http://localhost:3000";

function cookiesOf(response: Response) {
  const jar = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, ...value] = pair!.split("=");
    if (value.join("=")) jar.set(name!, value.join("="));
  }
  return jar;
}
/** better-auth throws what a hook refuses even with asResponse; read both the same way. */
async function answer(call: Promise<Response>): Promise<Response> {
  try {
    return await call;
  } catch (error) {
    const failure = error as { statusCode?: number; body?: unknown };
    if (typeof failure.statusCode !== "number") throw error;
    return new Response(JSON.stringify(failure.body ?? {}), { status: failure.statusCode });
  }
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

/** The parts of a response an outsider sees, minus what differs on every call anyway. */
async function visible(response: Response) {
  const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
  const shape = Object.fromEntries(
    Object.entries(body.user).map(([key, value]) => [
      key,
      ["id", "createdAt", "updatedAt"].includes(key) ? typeof value : value,
    ]),
  );
  return {
    status: response.status,
    cookies: response.headers.getSetCookie().length,
    token: body.token,
    user: shape,
  };
}

async function main() {
  const handle = await openDatabase({ memory: true });
  await runMigrations(handle);
  replaceDatabaseForTests(handle);
  const { getAuth } = await import("@/lib/auth/server");
  const auth = await getAuth();
  const context = await auth.$context;
  let hashes = 0;
  const hash = context.password.hash;
  context.password.hash = async (password: string) => {
    hashes += 1;
    return hash(password);
  };
  const out: Record<string, unknown> = {};
  const db = handle.db;
  const emailsTo = async (address: string) =>
    await db
      .select({ kind: emailOutbox.kind, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address));

  // The first admin (ADMIN_EMAIL and ADMIN_PASSWORD from the test's environment): no link in any
  // inbox, a password that signs in.
  const { ensureFirstAdmin } = await import("@/lib/auth/bootstrap-admin");
  const firstAdmin = await ensureFirstAdmin(db, auth);
  const adminEmail = process.env.ADMIN_EMAIL!;
  const [admin] = await db.select().from(user).where(eq(user.email, adminEmail));
  // Read before signing in: a sign-in may queue its new-device notice.
  const emailsAtCreation = (await emailsTo(adminEmail)).map((e) => e.kind);
  const adminSignIn = await answer(
    auth.api.signInEmail({
      body: { email: adminEmail, password: process.env.ADMIN_PASSWORD! },
      headers: new Headers({ origin: SITE, [CLIENT_ADDRESS_HEADER]: "192.0.2.50" }),
      asResponse: true,
    }),
  );
  out.firstAdmin = {
    created: firstAdmin.created,
    role: admin?.role,
    emailVerified: admin?.emailVerified,
    emailsToAdmin: emailsAtCreation,
    signsInWithPassword: adminSignIn.status,
  };
  // Later tests count every admin; this one is done.
  await db.delete(user).where(eq(user.email, adminEmail));

  // Sign-up: a new email and the same email again, then an admin's email.
  const signUp = async (email: string) => {
    const before = hashes;
    const response = await auth.api.signUpEmail({
      body: { email, password: "a long reading passphrase", name: "Jamie Rivera" },
      headers: new Headers({ origin: SITE }),
      asResponse: true,
    });
    return { seen: await visible(response), hashes: hashes - before };
  };
  const fresh = await signUp("jamie@example.com");
  const again = await signUp("Jamie@Example.com");
  const staffEmail = "owner-admin@example.com";
  await db.insert(user).values({
    id: crypto.randomUUID(),
    email: staffEmail,
    name: "Practice Owner",
    role: "admin",
    emailVerified: true,
  });
  const staff = await signUp(staffEmail);
  const jamie = await emailsTo("jamie@example.com");
  const confirmLink = /http\S+verify-email\S+/.exec(
    jamie.find((e) => e.kind === "account_confirm_sign_up")?.text ?? "",
  )?.[0];
  const confirmed = confirmLink ? await auth.handler(new Request(confirmLink)) : null;
  const resend = await auth.handler(
    new Request(`${SITE}/api/auth/send-verification-email`, {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/json" },
      body: JSON.stringify({ email: staffEmail }),
    }),
  );
  out.signUp = {
    sameForExistingMember: JSON.stringify(again.seen) === JSON.stringify(fresh.seen),
    // Only the email typed differs.
    sameForExistingStaff:
      JSON.stringify(staff.seen).replace(staffEmail, "jamie@example.com") ===
      JSON.stringify(fresh.seen),
    seen: fresh.seen,
    hashes: [fresh.hashes, again.hashes, staff.hashes],
    accounts: (await db.select().from(user).where(eq(user.email, "jamie@example.com"))).length,
    emailsToNewMember: jamie.map((e) => e.kind).sort(),
    emailsToStaff: (await emailsTo(staffEmail)).map((e) => e.kind),
    resendByAnyoneIsClosed: resend.status === 404,
    confirmLinkSignsIn: confirmed
      ? confirmed.status === 302 &&
        [...cookiesOf(confirmed).keys()].some((k) => k.includes("session_token"))
      : false,
  };

  // Forced password change: the temporary password may not be kept.
  const tempEmail = "new-teacher@example.com";
  const temporary = "temporary secret 7731";
  const created = await auth.api.signUpEmail({
    body: { email: tempEmail, password: temporary, name: "New Teacher" },
    headers: new Headers({ origin: SITE }),
  });
  await db
    .update(user)
    .set({ role: "teacher", mustChangePassword: true })
    .where(eq(user.id, created.user.id));
  const signedIn = await auth.api.signInEmail({
    body: { email: tempEmail, password: temporary },
    headers: new Headers({ origin: SITE }),
    asResponse: true,
  });
  const jar = cookiesOf(signedIn);
  const change = async (currentPassword: string, newPassword: string) => {
    const response = await answer(
      auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: false },
        headers: new Headers({ origin: SITE, cookie: cookieHeader(jar) }),
        asResponse: true,
      }),
    );
    for (const [k, v] of cookiesOf(response)) jar.set(k, v);
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return { status: response.status, message: response.ok ? null : (body.message ?? null) };
  };
  const keepTemporary = await change(temporary, temporary);
  const [stillForced] = await db
    .select({ must: user.mustChangePassword })
    .from(user)
    .where(eq(user.id, created.user.id));
  const chosen = await change(temporary, "my own reading phrase 2026");
  const [afterChange] = await db
    .select({ must: user.mustChangePassword })
    .from(user)
    .where(eq(user.id, created.user.id));
  // With a wrong current password, guessing the stored one as "new" learns nothing.
  const guessWithoutCurrent = await change("something else entirely", "my own reading phrase 2026");
  out.passwordChange = {
    keepTemporary,
    stillForced: stillForced?.must,
    chosen,
    forcedAfterChange: afterChange?.must,
    guessWithoutCurrent,
  };

  // Throttling: failures from one address lock that address only.
  const signInFrom = async (address: string, password: string) =>
    (
      await answer(
        auth.api.signInEmail({
          body: { email: staffEmail, password },
          headers: new Headers({ origin: SITE, [CLIENT_ADDRESS_HEADER]: address }),
          asResponse: true,
        }),
      )
    ).status;
  const { hashPassword: hashStaff } = await import("better-auth/crypto");
  const { account } = await import("@/db/schema");
  const [owner] = await db.select().from(user).where(eq(user.email, staffEmail));
  await db.insert(account).values({
    id: crypto.randomUUID(),
    accountId: owner!.id,
    providerId: "credential",
    userId: owner!.id,
    password: await hashStaff("owner passphrase 9911"),
  });
  const attacker: number[] = [];
  for (let i = 0; i < 6; i++) attacker.push(await signInFrom("203.0.113.7", "guess number one"));
  out.throttle = {
    attacker,
    ownerElsewhere: await signInFrom("198.51.100.20", "owner passphrase 9911"),
    attackerWithRightPassword: await signInFrom("203.0.113.7", "owner passphrase 9911"),
  };

  console.log(`RESULT ${JSON.stringify(out)}`);
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
