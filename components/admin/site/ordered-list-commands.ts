"use client";
// What a hand-ordered list in Admin → Site (staff profiles, testimonials) does with its row
// buttons: run one command at a time, keep its result for the one status line, and close any
// delete confirmation.
import { useState, useTransition } from "react";
import type { ActionResult } from "@/lib/actions/chain";

export type ListCommand<I> = (input: I) => Promise<ActionResult<unknown>>;

export function useListCommands() {
  const [result, setResult] = useState<ActionResult | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const run = (call: () => Promise<ActionResult<unknown>>) =>
    startTransition(async () => {
      setResult(await call());
      setConfirming(null);
    });
  return { result, confirming, setConfirming, pending, run };
}
