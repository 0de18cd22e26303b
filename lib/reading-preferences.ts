// Reading preferences (GAMES.md): font, text size, spacing and background tint, saved in the
// browser and applied as data attributes on <html> before first paint.
export const READING_PREFERENCES_KEY = "bp.reading-preferences.v1";

export const readingPreferenceOptions = {
  font: ["lexend", "opendyslexic", "system"],
  textSize: ["normal", "large", "x-large"],
  letterSpacing: ["normal", "wide", "wider"],
  wordSpacing: ["normal", "wide", "wider"],
  lineSpacing: ["normal", "relaxed", "loose"],
  tint: ["white", "cream", "blue", "green", "peach"],
} as const;

export type ReadingPreferences = {
  [K in keyof typeof readingPreferenceOptions]: (typeof readingPreferenceOptions)[K][number];
};

export const defaultReadingPreferences: ReadingPreferences = {
  font: "lexend",
  textSize: "normal",
  letterSpacing: "normal",
  wordSpacing: "normal",
  lineSpacing: "normal",
  tint: "white",
};

const attributeNames: Record<keyof ReadingPreferences, string> = {
  font: "data-font",
  textSize: "data-text-size",
  letterSpacing: "data-letter-spacing",
  wordSpacing: "data-word-spacing",
  lineSpacing: "data-line-spacing",
  tint: "data-tint",
};

export function parseReadingPreferences(raw: string | null): ReadingPreferences {
  const result = { ...defaultReadingPreferences };
  if (!raw) return result;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    for (const key of Object.keys(readingPreferenceOptions) as (keyof ReadingPreferences)[]) {
      const value = parsed[key];
      if ((readingPreferenceOptions[key] as readonly string[]).includes(value as string)) {
        (result as Record<string, string>)[key] = value as string;
      }
    }
  } catch {
    // Corrupt storage falls back to the defaults.
  }
  return result;
}

export function applyReadingPreferences(root: HTMLElement, prefs: ReadingPreferences): void {
  for (const key of Object.keys(attributeNames) as (keyof ReadingPreferences)[]) {
    root.setAttribute(attributeNames[key], prefs[key]);
  }
}

/** Inline <head> script: applies saved preferences before the first paint. */
export const readingPreferencesBootstrapScript = `(function(){try{var raw=localStorage.getItem('${READING_PREFERENCES_KEY}');if(!raw)return;var p=JSON.parse(raw);var m=${JSON.stringify(
  Object.fromEntries(
    (Object.keys(attributeNames) as (keyof ReadingPreferences)[]).map((k) => [
      k,
      [attributeNames[k], readingPreferenceOptions[k]],
    ]),
  ),
)};for(var k in m){var v=p[k];if(m[k][1].indexOf(v)>=0){document.documentElement.setAttribute(m[k][0],v);}}}catch(e){}})();`;
