// Sign-up, the forced password change and sign-in throttling through the real better-auth
// configuration (lib/auth/server.ts). better-auth is ESM-only and cannot load under jest, so
// auth-accounts.script.ts runs it under tsx and reports each step; this test checks the report.
import { authScriptReport } from "../../helpers/auth-script";
import { PASSWORD_UNCHANGED } from "@/lib/auth/messages";

jest.setTimeout(240_000);

let report: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  report = await authScriptReport("auth-accounts.script.ts", {
    ADMIN_EMAIL: "first-admin@example.com",
    ADMIN_PASSWORD: "first admin passphrase 4471",
  });
});

it("sign-up answers a new and an existing email (member or staff) alike, and tells only the inbox's owner", () => {
  expect(report.signUp).toEqual({
    sameForExistingMember: true,
    sameForExistingStaff: true,
    // Nobody is signed in by sign-up itself: no cookie, no session token.
    seen: {
      status: 200,
      cookies: 0,
      token: null,
      user: expect.objectContaining({
        email: "jamie@example.com",
        role: "member",
        id: "string",
      }) as unknown,
    },
    // The same work on both paths: one password hash each.
    hashes: [1, 1, 1],
    accounts: 1,
    emailsToNewMember: ["account_confirm_sign_up", "account_sign_up_existing"],
    emailsToStaff: ["account_sign_up_existing"],
    // Confirming an address signs nobody in: the link is not a password.
    confirmLinkSignsIn: false,
    resendByAnyoneIsClosed: true,
  });
});

it("the first admin is made with its password, gets no sign-in link and signs in with the password", () => {
  expect(report.firstAdmin).toEqual({
    created: true,
    role: "admin",
    emailVerified: true,
    emailsToAdmin: [],
    signsInWithPassword: 200,
  });
});

it("a forced password change refuses the temporary password and accepts a new one", () => {
  expect(report.passwordChange).toEqual({
    keepTemporary: { status: 400, message: PASSWORD_UNCHANGED },
    stillForced: true,
    chosen: { status: 200, message: null },
    forcedAfterChange: false,
    // better-auth's own "wrong current password" answer, the same as for any other new password.
    guessWithoutCurrent: { status: 400, message: "Invalid password" },
  });
});

it("failures from one address lock that address only; the owner signs in from elsewhere", () => {
  expect(report.throttle).toEqual({
    attacker: [401, 401, 401, 401, 401, 429],
    ownerElsewhere: 200,
    attackerWithRightPassword: 429,
  });
});
