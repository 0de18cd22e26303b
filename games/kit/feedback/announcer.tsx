"use client";
// A polite live region so screen readers hear score, timer milestones, right/wrong and completion.
import { useCallback, useState } from "react";

export function useAnnouncer() {
  const [message, setMessage] = useState("");
  const announce = useCallback((text: string) => {
    // Clearing first makes a repeated message be read again.
    setMessage("");
    window.setTimeout(() => setMessage(text), 30);
  }, []);
  const region = (
    <div role="status" aria-live="polite" className="sr-only">
      {message}
    </div>
  );
  return { announce, region, message };
}
