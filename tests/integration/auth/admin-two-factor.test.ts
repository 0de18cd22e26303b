// Two-factor sign-in through the real better-auth configuration (lib/auth/server.ts). better-auth
// is ESM-only and cannot load under jest, so admin-two-factor.script.ts runs it under tsx and
// reports each step; this test checks the report.
import { authScriptReport } from "../../helpers/auth-script";

jest.setTimeout(240_000);

it("enables TOTP with a confirmation code, then asks for a code (or a one-time recovery code) at sign-in; 5 wrong codes lock the account's second factor", async () => {
  const report = await authScriptReport("admin-two-factor.script.ts");
  expect(report).toEqual({
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
