// What people are told when a two-factor step fails, in plain words.
const byCode: Record<string, string> = {
  INVALID_CODE:
    "That code is not right. Enter the newest 6-digit code from your authenticator app.",
  INVALID_BACKUP_CODE: "That recovery code is not right, or it has been used already.",
  INVALID_TWO_FACTOR_COOKIE: "Your sign-in timed out. Please sign in again.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many tries. Please sign in again.",
  ACCOUNT_TEMPORARILY_LOCKED:
    "Too many wrong codes. Your account is locked for 15 minutes; please try again later.",
  INVALID_PASSWORD: "That password is not right.",
  TOTP_ALREADY_ENABLED: "Two-factor sign-in is already on for your account.",
};

export function twoFactorError(
  error: { code?: string; message?: string; status?: number } | null | undefined,
): string {
  if (!error) return "Something went wrong. Please try again.";
  if (error.code && byCode[error.code]) return byCode[error.code]!;
  if (error.status === 429)
    return "Too many tries in a short time. Please wait a few seconds and try again.";
  return error.message || "Something went wrong. Please try again.";
}

/** The secret from an otpauth:// URI, grouped in fours for typing into an app by hand. */
export function setupKeyOf(totpURI: string): string {
  try {
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    return secret.replace(/(.{4})/g, "$1 ").trim();
  } catch {
    return "";
  }
}
