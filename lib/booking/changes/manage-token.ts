// The signed link in the confirmation email that lets a parent move or cancel their
// consultation without an account: the booking id plus an HMAC under a purpose-specific key.
import { deriveKey, hmac, safeEqual } from "@/lib/security/app-secret";

const PURPOSE = "consultation-manage";
/** The thank-you page's one-time flag names the booking it confirms, under its own key. */
const CONFIRMATION_PURPOSE = "consultation-confirmation";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function signId(secret: string, purpose: string, bookingId: string): string {
  return `${bookingId}.${hmac(deriveKey(secret, purpose), bookingId)}`;
}

function verifySignedId(secret: string, purpose: string, token: unknown): string | null {
  if (typeof token !== "string" || !token || token.length > 200) return null;
  const [id, signature, extra] = token.split(".");
  if (!id || !signature || extra !== undefined || !UUID.test(id)) return null;
  return safeEqual(signature, hmac(deriveKey(secret, purpose), id)) ? id.toLowerCase() : null;
}

export function manageToken(secret: string, bookingId: string): string {
  return signId(secret, PURPOSE, bookingId);
}

/** The booking id a token was issued for, or null when it is malformed or forged. */
export function verifyManageToken(secret: string, token: unknown): string | null {
  return verifySignedId(secret, PURPOSE, token);
}

/** The value of the consultation thank-you flag: which booking this browser has just made. */
export function confirmationFlagValue(secret: string, bookingId: string): string {
  return signId(secret, CONFIRMATION_PURPOSE, bookingId);
}

export function verifyConfirmationFlag(secret: string, value: unknown): string | null {
  return verifySignedId(secret, CONFIRMATION_PURPOSE, value);
}

export function manageUrl(siteUrl: string, secret: string, bookingId: string): string {
  return `${siteUrl.replace(/\/$/, "")}/consultation/manage?token=${encodeURIComponent(manageToken(secret, bookingId))}`;
}
