import { decide } from "./rules";

const jar = (...names: string[]) => ({ has: (n: string) => names.includes(n) });

describe("proxy decisions", () => {
  it.each([
    ["/thank-you/consultation", jar(), { kind: "redirect", to: "/start-here" }],
    ["/thank-you/intake", jar(), { kind: "redirect", to: "/start-here" }],
    ["/thank-you/contact", jar(), { kind: "redirect", to: "/contact" }],
    ["/thank-you/contact", jar("bp_ty_contact"), { kind: "consume-flag", cookie: "bp_ty_contact", path: "/thank-you/contact" }],
    ["/admin", jar(), { kind: "redirect", to: "/login?next=%2Fadmin" }],
    ["/teacher-portal", jar(), { kind: "redirect", to: "/login?next=%2Fteacher-portal" }],
    ["/admin", jar("bp.session_token"), { kind: "next" }],
    ["/", jar("bp.session_token", "bp_must_change_password"), { kind: "redirect", to: "/force-password-change" }],
    ["/force-password-change", jar("bp.session_token", "bp_must_change_password"), { kind: "next" }],
    ["/api/auth/sign-out", jar("bp.session_token", "bp_must_change_password"), { kind: "next" }],
    ["/dyslexia", jar(), { kind: "next" }],
  ] as const)("%s", (path, cookies, expected) => {
    expect(decide(path, cookies)).toEqual(expected);
  });
});
