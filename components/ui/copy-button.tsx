"use client";
// A "Copy" button beside an address someone has to paste elsewhere (a calendar app, a mail
// program). It says in words whether the copy worked, for screen readers too; where the browser
// refuses the clipboard it says to select and copy by hand rather than failing silently.
import { useState } from "react";
import { Button } from "./button";

export function CopyButton({
  value,
  what,
  size = "compact",
}: {
  value: string;
  /** What is copied, in words ("calendar address"): names the button for screen readers. */
  what: string;
  size?: "regular" | "compact";
}) {
  const [message, setMessage] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setMessage("Copied.");
    } catch {
      setMessage(`Copy didn't work here: select the ${what} and copy it.`);
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" size={size} onClick={copy} aria-label={`Copy the ${what}`}>
        Copy
      </Button>
      {/* aria-live rather than role="status": a page may hold many of these beside its own status. */}
      <span aria-live="polite" className="text-sm text-slate-700">
        {message}
      </span>
    </span>
  );
}
