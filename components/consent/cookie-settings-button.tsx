"use client";
import { OPEN_CONSENT_EVENT } from "@/lib/consent/consent";

export function CookieSettingsButton() {
  return (
    <button
      type="button"
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
      className="inline-flex min-h-11 items-center px-2 underline-offset-4 hover:underline"
    >
      Cookie settings
    </button>
  );
}
