import {
  accountFieldProblem,
  emailAddress,
  hasUnstorableCharacters,
  isEmailAddress,
  plainString,
} from "./text";

describe("text fields", () => {
  it.each([
    ["NUL", "a\u0000b", true],
    ["BEL", "a\u0007b", true],
    ["escape", "a\u001bb", true],
    ["DEL", "a\u007fb", true],
    ["lone high surrogate", "a\ud800b", true],
    ["lone low surrogate", "a\udc00b", true],
    ["tab, new lines (a textarea's CRLF)", "a\tb\r\nc\nd", false],
    ["emoji (a surrogate pair)", "Go team 🎉", false],
    ["accents and other scripts", "Zoë Ñúñez 李", false],
  ])("%s", (_name, value, unstorable) => {
    expect(hasUnstorableCharacters(value)).toBe(unstorable);
    expect(plainString("Name").safeParse(value).success).toBe(!unstorable);
  });

  it("names the field in a message a person understands", () => {
    const result = plainString("School").safeParse("Ma\u0000ple");
    expect(result.error?.issues[0]?.message).toBe(
      "School contains hidden characters we can't save. Please retype it.",
    );
  });
});

describe("email addresses", () => {
  it.each([
    "jordan@example.com",
    "Jordan.Rivera+school@mail.example.co.uk",
    "o'neil@example.org",
    "a_b-c@sub-domain.example.io",
    "x@xn--bcher-kva.example",
  ])("accepts %s", (email) => expect(isEmailAddress(email)).toBe(true));

  it.each([
    "<img/src=x/onerror=alert(1)>@evil.io",
    "mom@gmail",
    "mom smith@gmail.com",
    '"a b"@example.com',
    "a..b@example.com",
    ".a@example.com",
    "a@example..com",
    "a@-example.com",
    "a@example.c0m",
    "a@b@example.com",
    `${"a".repeat(65)}@example.com`,
    "mom@gmail.com\u0000",
  ])("refuses %s", (email) => expect(isEmailAddress(email)).toBe(false));

  it("trims and lower-cases, and says what is wrong", () => {
    expect(emailAddress("Please enter a valid email address.").parse("  Jo@Example.COM ")).toBe(
      "jo@example.com",
    );
    expect(
      emailAddress("Please enter a valid email address.").safeParse("mom@gmail").error?.issues[0]
        ?.message,
    ).toBe("Please enter a valid email address.");
    expect(emailAddress("Please enter a valid email address.").safeParse("").success).toBe(false);
  });

  it("checks sign-up fields before better-auth", () => {
    expect(accountFieldProblem({ email: "jo@example.com", name: "Jo" })).toBeNull();
    expect(accountFieldProblem({ email: "<b>@evil.io" })).toBe(
      "Please enter a valid email address.",
    );
    expect(accountFieldProblem({ email: "jo@example.com", name: "J\u0000o" })).toMatch(
      /hidden characters/,
    );
    expect(accountFieldProblem({ email: "jo@example.com", name: ["Jo"] })).toMatch(/as text/);
  });
});
