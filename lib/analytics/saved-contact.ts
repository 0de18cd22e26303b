// The submitter's email and phone, kept in session storage from a successful submission until
// its thank-you page hands them (hashed, and only with ad_user_data consent) to the ad helper.
export type SavedContact = { email: string; phone: string };
export type SavedContactKind = "consultation" | "intake" | "contact";

const key = (kind: SavedContactKind) => `bp.savedContact.${kind}`;

export function saveContactForThankYou(kind: SavedContactKind, contact: SavedContact): void {
  try {
    window.sessionStorage.setItem(key(kind), JSON.stringify(contact));
  } catch {
    // Storage unavailable: the thank-you page simply has nothing to share.
  }
}

export function takeSavedContact(kind: SavedContactKind): SavedContact | null {
  try {
    const raw = window.sessionStorage.getItem(key(kind));
    window.sessionStorage.removeItem(key(kind));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { email?: unknown; phone?: unknown };
    return typeof parsed.email === "string" && typeof parsed.phone === "string"
      ? { email: parsed.email, phone: parsed.phone }
      : null;
  } catch {
    return null;
  }
}
