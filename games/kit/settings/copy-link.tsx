"use client";
// "Copy link": a game's current setup as an address a teacher can share or put in a lesson plan.
import { useState } from "react";
import { Button } from "@/components/ui/button";

export function CopyLinkButton({ query, label = "Copy link" }: { query: string; label?: string }) {
  const [status, setStatus] = useState("");
  const copy = async () => {
    const url = `${window.location.origin}${window.location.pathname}?${query}`;
    try {
      await navigator.clipboard.writeText(url);
      setStatus("Link copied.");
    } catch {
      // Clipboard access can be refused (no permission, insecure context): show the link instead.
      window.prompt("Copy this link:", url);
      setStatus("");
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" onClick={() => void copy()}>
        <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
          <path
            d="M8 12l4-4M7 9L5 11a3 3 0 0 0 4 4l2-2M13 11l2-2a3 3 0 0 0-4-4L9 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {label}
      </Button>
      <span
        role="status"
        className="text-sm font-medium text-emerald-800"
        data-testid="copy-status"
      >
        {status}
      </span>
    </span>
  );
}
