"use client";
// Loads the contact form's checks (and with them the validation library) right after the form is
// on screen instead of with the page; until they arrive the send button stays disabled, as it is
// for an empty form, and a send waits for them.
import { useEffect, useState } from "react";

export const loadContactChecks = () => import("./contact-checks");
export type ContactChecks = Awaited<ReturnType<typeof loadContactChecks>>;

export function useContactChecks(): ContactChecks | null {
  const [checks, setChecks] = useState<ContactChecks | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadContactChecks().then((loaded) => {
      if (mounted) setChecks(loaded);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return checks;
}
