// Two-factor sign-in through the real better-auth configuration (lib/auth/server.ts). better-auth
// is ESM-only and cannot load under jest, so admin-two-factor.script.ts runs it under tsx and
// reports each step; this test checks the report.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

jest.setTimeout(240_000);

it("enables TOTP with a confirmation code, then asks for a code (or a one-time recovery code) at sign-in; 5 wrong codes lock the account's second factor", async () => {
  const script = path.join(__dirname, "admin-two-factor.script.ts");
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", script],
    {
      cwd: path.join(__dirname, "../.."),
      env: { ...process.env, LOG_LEVEL: "silent", DATABASE_URL: "", NODE_ENV: "test" },
      timeout: 200_000,
    },
  );
  const line = stdout.split("\n").find((l) => l.startsWith("RESULT "));
  expect(line).toBeDefined();
  expect(JSON.parse(line!.slice("RESULT ".length))).toEqual({
    firstSignIn: { redirect: false, session: true },
    setup: { issuer: "Bright Path Reading", backupCodes: 10 },
    beforeConfirm: { verified: false, enabled: false },
    wrongCode: 401,
    confirm: { status: 200, enabled: true },
    secondSignIn: { redirect: true, methods: ["totp"], session: false },
    afterCode: { status: 200, signedInAs: "two-factor-admin@example.com" },
    recovery: { status: 200, signedInAs: "two-factor-admin@example.com" },
    recoveryReused: 401,
    lock: {
      wrongCodes: [401, 401, 401, 401, 401],
      rightCodeWhileLocked: {
        status: 429,
        message:
          "Too many wrong codes. Two-factor sign-in for this account is paused for 15 minutes; please try again then.",
      },
      emails: ["two-factor-admin@example.com"],
    },
    disableWhileRequired: {
      status: 403,
      message:
        "Two-factor sign-in is required for admins, so it can't be turned off. Ask another admin to make it optional first.",
    },
    disable: { status: 200, enabled: false },
  });
});
