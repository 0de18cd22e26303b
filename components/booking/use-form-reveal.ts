"use client";
// Once a time is chosen the contact form appears; about 2.5 s later it scrolls into view and 2 s
// after that its first field takes focus (spec section 4, step 5). With reduced motion both happen
// at once. Focus is not taken from someone who is already typing in the form.
import { useEffect, useRef, useState } from "react";
import { useReducedMotion } from "@/games/kit/feedback/motion";

export const SCROLL_DELAY_MS = 2500;
export const FOCUS_DELAY_MS = 2000;

export function useFormReveal(chosenSlot: string | null, open: boolean) {
  const reducedMotion = useReducedMotion();
  const [revealed, setRevealed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  if (!open && revealed) setRevealed(false);
  if (open && chosenSlot && !revealed) setRevealed(true);

  useEffect(() => {
    if (!open || !chosenSlot) return;
    const scroll = () =>
      formRef.current?.scrollIntoView({
        behavior: reducedMotion ? "auto" : "smooth",
        block: "start",
      });
    const focus = () => {
      const form = formRef.current;
      if (form && !form.contains(document.activeElement))
        firstFieldRef.current?.focus({ preventScroll: !reducedMotion });
    };
    if (reducedMotion) {
      scroll();
      focus();
      return;
    }
    const scrollTimer = window.setTimeout(scroll, SCROLL_DELAY_MS);
    const focusTimer = window.setTimeout(focus, SCROLL_DELAY_MS + FOCUS_DELAY_MS);
    return () => {
      window.clearTimeout(scrollTimer);
      window.clearTimeout(focusTimer);
    };
  }, [chosenSlot, open, reducedMotion]);

  return { shown: revealed, formRef, firstFieldRef };
}
