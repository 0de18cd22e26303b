import { hasMemberHint, memberHintChange, signedInAfter } from "./member-hint";

describe("the member hint cookie", () => {
  it("is read from a cookie header among others", () => {
    expect(hasMemberHint("a=1; bp_member=1; b=2")).toBe(true);
    expect(hasMemberHint("a=1; bp_member=; b=2")).toBe(false);
    expect(hasMemberHint("")).toBe(false);
  });

  it.each([
    ["/api/auth/sign-in/email", { user: { id: "u" }, token: "t" }, true],
    ["/api/auth/sign-in/email", { twoFactorRedirect: true }, null],
    ["/api/auth/two-factor/verify-totp", { user: { id: "u" }, token: "t" }, true],
    ["/api/auth/get-session", { user: { id: "u" }, session: { id: "s" } }, true],
    ["/api/auth/get-session", null, false],
    ["/api/auth/sign-out", { success: true }, false],
    ["/api/auth/change-password", { status: true }, null],
  ])("after %s answers %j the hint becomes %s", (path, data, expected) => {
    expect(signedInAfter(path, data)).toBe(expected);
  });
});

describe("the proxy's member hint", () => {
  const jar =
    (...names: string[]) =>
    (name: string) =>
      names.includes(name);
  it("is set when a session cookie arrives without it and cleared when it outlives the session", () => {
    expect(memberHintChange(jar("bp.session_token"))).toBe("set");
    expect(memberHintChange(jar("__Secure-bp.session_token"))).toBe("set");
    expect(memberHintChange(jar("bp_member"))).toBe("clear");
    expect(memberHintChange(jar("bp.session_token", "bp_member"))).toBeNull();
    expect(memberHintChange(jar())).toBeNull();
  });
});
