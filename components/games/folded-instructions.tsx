"use client";
// The game's instructions as one line of the shell's bar, cut short with an ellipsis, and a
// "How to play" button that opens them in full below the bar (and closes them again), so the
// board starts right under the bar on a laptop or tablet. The server HTML carries the whole text.
import { useId, useState } from "react";

export function FoldedInstructions({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <p
        id={id}
        data-testid="game-instructions"
        data-open={open || undefined}
        className={
          open
            ? "order-last basis-full pb-1 text-slate-800"
            : "min-w-0 flex-1 truncate text-slate-700 max-md:hidden"
        }
      >
        {text}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        className="text-brand-700 hover:bg-brand-50 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 font-semibold whitespace-nowrap underline-offset-4 hover:underline"
      >
        How to play
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`h-4 w-4 ${open ? "rotate-180" : ""}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </>
  );
}
