// "Forgot password?", changing a password, deactivated sign-in and the new-device notice through
// the real better-auth configuration (lib/auth/server.ts). better-auth is ESM-only and cannot
// load under jest, so auth-passwords.script.ts runs it under tsx and reports each step; this
// test checks the report.
import { authScriptReport } from "../../helpers/auth-script";
import { ACCOUNT_DISABLED } from "@/lib/auth/messages";

jest.setTimeout(240_000);

let report: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  report = await authScriptReport("auth-passwords.script.ts");
});

it("a reset request answers an account, an unknown address and a deactivated account alike; only the account gets a link", () => {
  expect(report.request).toEqual({
    known: {
      status: 200,
      body: {
        status: true,
        message: "If this email exists in our system, check your email for the reset link",
      },
    },
    sameForUnknown: true,
    sameForDeactivated: true,
    emailsToUnknown: [],
    emailsToDeactivated: [],
    // Only a hash of the link's token is in the database.
    tokenStoredInClear: false,
    linkLive: true,
  });
});

it("a reset link expires after an hour, follows the password rules, works once and ends every session", () => {
  expect(report.reset).toEqual({
    expired: { status: 400, code: "INVALID_TOKEN" },
    liveAfterHour: false,
    common: {
      status: 400,
      message:
        "That password is too common. Please choose one that's harder to guess, such as a short phrase.",
    },
    used: 200,
    again: { status: 400, code: "INVALID_TOKEN" },
    sessionsLeft: 0,
    oldSessionWorks: false,
    notices: ["account_password_changed"],
    audit: "Tess Tutor chose a new password with an emailed link; all their sessions ended",
    oldPassword: 401,
    newPassword: 200,
  });
});

it("changing the password while signed in ends the other sessions and sends a notice, not a new-device alert", () => {
  expect(report.change).toEqual({
    status: 200,
    sessions: 1,
    newEmails: 1,
    notices: ["account_password_changed", "account_password_changed"],
  });
});

it("a deactivated account is refused at sign-in with the reason", () => {
  expect(report.deactivatedSignIn).toEqual({ status: 403, message: ACCOUNT_DISABLED, cookie: "" });
});

it("a sign-in from a device the account has no session on sends a notice; the same device again does not", () => {
  expect(report.newDevice).toEqual({
    emails: ["account_confirm_sign_up", "account_new_sign_in", "account_new_sign_in"],
    sessions: 3,
  });
});

it("reset requests are limited per email (account or not, alike) and per client address", () => {
  expect(report.limits).toEqual({
    existing: [200, 200, 200, 429],
    unknown: [200, 200, 200, 429],
    perAddress: [...Array<number>(10).fill(200), 429],
  });
});
