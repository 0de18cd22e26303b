// First-touch advertising attribution: captured on first load, URL values first, else earlier
// saved ones, and sent with every form.
import type { Attribution } from "@/db/schema";

export const ATTRIBUTION_STORAGE_KEY = "bp.attribution.v1";
const urlKeys = [
  "gclid",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

type StorageLike = Pick<Storage, "getItem" | "setItem">;

export function emptyAttribution(): Attribution {
  return {
    gclid: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    referrer: null,
    ts: null,
  };
}

export function readAttribution(storage: StorageLike): Attribution | null {
  try {
    const raw = storage.getItem(ATTRIBUTION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const record = emptyAttribution();
    for (const key of Object.keys(record) as (keyof Attribution)[]) {
      const value = parsed[key];
      record[key] = typeof value === "string" && value.length <= 500 ? value : null;
    }
    return record;
  } catch {
    return null;
  }
}

/** Merges this visit's URL parameters over the saved record, stores and returns it. */
export function captureAttribution(
  input: { search: string; referrer: string; now: Date },
  storage: StorageLike,
): Attribution {
  const params = new URLSearchParams(input.search);
  const saved = readAttribution(storage);
  const record = saved ?? emptyAttribution();
  let fromUrl = false;
  for (const key of urlKeys) {
    const value = params.get(key)?.trim();
    if (value) {
      record[key] = value.slice(0, 500);
      fromUrl = true;
    }
  }
  const externalReferrer =
    input.referrer && !sameSiteReferrer(input.referrer) ? input.referrer.slice(0, 500) : null;
  if (externalReferrer && (fromUrl || !record.referrer)) record.referrer = externalReferrer;
  if (fromUrl || !record.ts) record.ts = input.now.toISOString();
  try {
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage refused (private mode): the record still goes with this page's forms.
  }
  return record;
}

function sameSiteReferrer(referrer: string): boolean {
  try {
    return typeof window !== "undefined" && new URL(referrer).host === window.location.host;
  } catch {
    return false;
  }
}

/** What forms send: the stored record or null when nothing was captured. */
export function attributionForForms(storage: StorageLike | undefined): Attribution | null {
  if (!storage) return null;
  return readAttribution(storage);
}
