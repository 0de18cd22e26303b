// Enhanced conversions: normalised, SHA-256 hashed email and phone reach the data layer only when
// the visitor granted ad_user_data.
import { CONSENT_STORAGE_KEY, readStoredConsent } from "@/lib/consent/consent";
import { pushDataLayer } from "./gtag";

export const HASHED_EMAIL_SESSION_KEY = "bp.hashedEmail";

export function normalizeEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const [local, domain] = trimmed.split("@");
  if (!local || !domain) return trimmed;
  // Google's rule: dots in gmail/googlemail local parts are not significant.
  if (domain === "gmail.com" || domain === "googlemail.com")
    return `${local.replace(/\./g, "")}@${domain}`;
  return trimmed;
}

/** E.164 with a US default country code. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (!digits) return "";
  if (phone.trim().startsWith("+")) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return `+${digits}`;
}

export async function sha256Hex(value: string): Promise<string> {
  const bytes = new TextEncoder().encode(value);
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function hashedUserData(input: { email?: string | null; phone?: string | null }) {
  const email = input.email ? normalizeEmail(input.email) : "";
  const phone = input.phone ? normalizePhone(input.phone) : "";
  return {
    sha256_email_address: email ? await sha256Hex(email) : undefined,
    sha256_phone_number: phone ? await sha256Hex(phone) : undefined,
  };
}

/** Pushes hashed user data if, and only if, ad_user_data is granted. Returns whether it pushed. */
export async function shareEnhancedConversionData(input: {
  email?: string | null;
  phone?: string | null;
}): Promise<boolean> {
  if (typeof window === "undefined") return false;
  const consent = readStoredConsent(window.localStorage);
  if (consent?.ad_user_data !== "granted") return false;
  const userData = await hashedUserData(input);
  if (!userData.sha256_email_address && !userData.sha256_phone_number) return false;
  if (userData.sha256_email_address) {
    try {
      window.sessionStorage.setItem(HASHED_EMAIL_SESSION_KEY, userData.sha256_email_address);
    } catch {
      // Session storage may be unavailable; the data-layer push still happens.
    }
  }
  pushDataLayer({ event: "enhanced_conversion_data", user_data: userData });
  return true;
}

export { CONSENT_STORAGE_KEY };
