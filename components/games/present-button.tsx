"use client";
// The shell's Full screen / Present control: for a projector or a shared screen in a lesson.
import { buttonClasses } from "@/components/ui/button";
import { enterPresent, usePresenting } from "@/games/kit/screen/present-mode";

export function PresentButton() {
  const presenting = usePresenting();
  return (
    <button
      type="button"
      data-present-button=""
      onClick={enterPresent}
      aria-pressed={presenting}
      className={buttonClasses("secondary")}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path
          d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Full screen
    </button>
  );
}
