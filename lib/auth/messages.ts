// Messages people see from sign-in and sign-up. They never say whether an email is registered.
export const SECURITY_CHECK_FAILED = "Security verification failed. Please try again.";
export const INVALID_CREDENTIALS = "Invalid email or password.";
export const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Please wait 15 minutes and try again.";
export const ACCOUNT_DISABLED =
  "This account has been deactivated, so it can't sign in. If you need access again, please ask the practice's admin.";
export const PASSWORD_UNCHANGED =
  "Please choose a new password that's different from the one you use now (including a temporary one you were given).";
export const SIGN_UP_FAILED =
  "We couldn't create an account with those details. If you already have an account, please sign in instead.";

type AuthErrorLike = { status?: number; message?: string | null; code?: string | null };

export function signInErrorMessage(error: AuthErrorLike): string {
  if (error.status === 429)
    return error.message && error.message.length < 200 ? error.message : TOO_MANY_ATTEMPTS;
  if (error.message && knownMessages.has(error.message)) return error.message;
  if (error.status === 401 || error.code === "INVALID_EMAIL_OR_PASSWORD")
    return INVALID_CREDENTIALS;
  if (error.status === 400 && error.message) return error.message;
  return "We couldn't sign you in right now. Please try again.";
}

export function signUpErrorMessage(error: AuthErrorLike): string {
  if (error.status === 429) return TOO_MANY_ATTEMPTS.replace("sign-in", "sign-up");
  if (error.message && knownMessages.has(error.message)) return error.message;
  if (error.status === 400 && error.message) return error.message;
  return SIGN_UP_FAILED;
}

const knownMessages = new Set([
  SECURITY_CHECK_FAILED,
  INVALID_CREDENTIALS,
  TOO_MANY_ATTEMPTS,
  ACCOUNT_DISABLED,
  PASSWORD_UNCHANGED,
  SIGN_UP_FAILED,
]);
