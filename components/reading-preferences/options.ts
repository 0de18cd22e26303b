// What each reading preference is called on screen. The values and their CSS live in
// lib/reading-preferences.ts and app/styles/site-base.css.
import { readingPreferenceOptions, type ReadingPreferences } from "@/lib/reading-preferences";

export type PreferenceKey = keyof ReadingPreferences;

type Choice = { value: string; label: string };

export const preferenceFields: {
  key: PreferenceKey;
  legend: string;
  hint?: string;
  choices: Choice[];
}[] = [
  {
    key: "font",
    legend: "Font",
    hint: "Lexend is clear for most readers. OpenDyslexic is there if you prefer it.",
    choices: [
      { value: "lexend", label: "Lexend" },
      { value: "opendyslexic", label: "OpenDyslexic" },
      { value: "system", label: "System font" },
    ],
  },
  {
    key: "textSize",
    legend: "Text size",
    choices: [
      { value: "normal", label: "Normal" },
      { value: "large", label: "Large" },
      { value: "x-large", label: "Extra large" },
    ],
  },
  {
    key: "letterSpacing",
    legend: "Letter spacing",
    choices: [
      { value: "normal", label: "Normal" },
      { value: "wide", label: "Wide" },
      { value: "wider", label: "Wider" },
    ],
  },
  {
    key: "wordSpacing",
    legend: "Word spacing",
    choices: [
      { value: "normal", label: "Normal" },
      { value: "wide", label: "Wide" },
      { value: "wider", label: "Wider" },
    ],
  },
  {
    key: "lineSpacing",
    legend: "Line spacing",
    choices: [
      { value: "normal", label: "Normal" },
      { value: "relaxed", label: "Relaxed" },
      { value: "loose", label: "Loose" },
    ],
  },
  {
    key: "tint",
    legend: "Background",
    hint: "An off-white or pastel background can make text easier on the eyes.",
    choices: [
      { value: "white", label: "White" },
      { value: "cream", label: "Cream" },
      { value: "blue", label: "Blue" },
      { value: "green", label: "Green" },
      { value: "peach", label: "Peach" },
    ],
  },
];

/** Swatch colours for the background choices (same values as app/styles/site-base.css). */
export const tintSwatches: Record<string, string> = {
  white: "#ffffff",
  cream: "#fdf6e3",
  blue: "#eaf4fb",
  green: "#edf7ec",
  peach: "#fdf0e6",
};

export const fontPreviews: Record<string, string> = {
  lexend: "var(--font-lexend)",
  opendyslexic: "var(--font-opendyslexic)",
  system: "ui-sans-serif, system-ui, sans-serif",
};

export function isPreferenceValue<K extends PreferenceKey>(
  key: K,
  value: string,
): value is ReadingPreferences[K] {
  return (readingPreferenceOptions[key] as readonly string[]).includes(value);
}
