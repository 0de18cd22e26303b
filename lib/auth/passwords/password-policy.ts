// Passwords per OWASP ASVS 5.0: at least 8 characters (12 suggested), at least 64 allowed, no
// composition rules, and never one of the most common passwords (a bundled list of ~49,000).
import { dictionary } from "@zxcvbn-ts/language-common";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SUGGESTED_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common;
}

/** null when acceptable, else a message a person understands. */
export function passwordProblem(
  password: string,
  context: { email?: string; name?: string } = {},
): string | null {
  // Length counts Unicode code points, as ASVS asks.
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH)
    return `Please use at least ${PASSWORD_MIN_LENGTH} characters (${PASSWORD_SUGGESTED_LENGTH} or more is better).`;
  if (length > PASSWORD_MAX_LENGTH) return `Please use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered))
    return "That password is too common. Please choose one that's harder to guess, such as a short phrase.";
  const local = context.email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 4 && lowered === local)
    return "Please don't use your email address as your password.";
  return null;
}
