"use client";
// "Reading preferences": a button that opens the dialog. Mounted in the site header (desktop and
// drawer) and in every game's toolbar (GameShell), so a child can change it mid-game.
import dynamic from "next/dynamic";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import type { ReadingPreferences } from "@/lib/reading-preferences";

// The panel's code loads when someone first opens it, not with every page and game.
const ReadingPreferencesPanel = dynamic(
  () => import("./reading-preferences-panel").then((m) => m.ReadingPreferencesPanel),
  { ssr: false },
);
import { loadReadingPreferences, resetReadingPreferences, saveReadingPreferences } from "./store";
import { buttonClasses } from "@/components/ui/button";

function ReadingIcon() {
  // An "Aa" with a line-spacing mark, drawn as paths so it does not depend on any font.
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2.5 18L7 6l4.5 12M4.2 13.5h5.6" />
      <circle cx="16.5" cy="15" r="3" />
      <path d="M19.5 12v6" />
      <path d="M15 6h7M15 9h5" strokeWidth="1.5" />
    </svg>
  );
}

type ButtonProps = {
  /** icon: a round 44 px button (tight headers); full: icon and words. */
  variant?: "icon" | "full";
  className?: string;
};

export function ReadingPreferencesButton({ variant = "full", className = "" }: ButtonProps) {
  const [open, setOpen] = useState(false);
  const [preferences, setPreferences] = useState<ReadingPreferences | null>(null);

  const openDialog = () => {
    setPreferences(loadReadingPreferences());
    setOpen(true);
  };
  const change = (next: ReadingPreferences) => {
    setPreferences(next);
    saveReadingPreferences(next);
  };

  return (
    <>
      <button
        type="button"
        onClick={openDialog}
        aria-haspopup="dialog"
        aria-label={variant === "icon" ? "Reading preferences" : undefined}
        title={variant === "icon" ? "Reading preferences" : undefined}
        data-testid="reading-preferences-button"
        className={
          variant === "icon"
            ? `border-brand-200 text-brand-800 hover:bg-brand-50 inline-flex h-11 w-11 items-center justify-center rounded-full border ${className}`
            : buttonClasses("quiet", className, "compact")
        }
      >
        <ReadingIcon />
        {variant === "full" ? "Reading preferences" : null}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Reading preferences"
        description="Choose how text looks on every page and in every game."
      >
        {preferences ? (
          <ReadingPreferencesPanel
            preferences={preferences}
            onChange={change}
            onReset={() => setPreferences(resetReadingPreferences())}
            onDone={() => setOpen(false)}
          />
        ) : null}
      </Dialog>
    </>
  );
}
