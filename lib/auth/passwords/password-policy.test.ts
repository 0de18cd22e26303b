import { passwordProblem, PASSWORD_MAX_LENGTH } from "./password-policy";

describe("password policy (ASVS 5.0)", () => {
  it.each([
    ["7 characters", "abcdefg", /at least 8/],
    ["a common password", "password123", /too common/],
    ["another common one", "iloveyou", /too common/],
    ["over the maximum", "x".repeat(PASSWORD_MAX_LENGTH + 1), /at most/],
    ["the email's local part", "jane.doe.smith", /email/],
  ])("rejects %s", (_name, password, message) => {
    expect(passwordProblem(password, { email: "jane.doe.smith@example.com" })).toMatch(message);
  });

  it.each([
    ["8 characters, no composition rules", "tulipmoon"],
    ["64 characters", "a quiet walk by the river at dawn makes reading time feel calm!!"],
    ["a passphrase with spaces and Unicode", "ünïcode phrase ok"],
  ])("accepts %s", (_name, password) => {
    expect(passwordProblem(password)).toBeNull();
  });
});
