// Reading preferences in the browser: read, apply to <html> immediately, save, reset.
import {
  READING_PREFERENCES_KEY,
  applyReadingPreferences,
  defaultReadingPreferences,
  parseReadingPreferences,
  type ReadingPreferences,
} from "@/lib/reading-preferences";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage can be blocked (private modes, embedded frames)
  }
}

export function loadReadingPreferences(): ReadingPreferences {
  return parseReadingPreferences(storage()?.getItem(READING_PREFERENCES_KEY) ?? null);
}

export function saveReadingPreferences(prefs: ReadingPreferences): void {
  applyReadingPreferences(document.documentElement, prefs);
  try {
    storage()?.setItem(READING_PREFERENCES_KEY, JSON.stringify(prefs));
  } catch {
    // Still applied for this page even if it cannot be saved.
  }
}

export function resetReadingPreferences(): ReadingPreferences {
  applyReadingPreferences(document.documentElement, defaultReadingPreferences);
  try {
    storage()?.removeItem(READING_PREFERENCES_KEY);
  } catch {
    // Nothing saved to remove.
  }
  return { ...defaultReadingPreferences };
}
