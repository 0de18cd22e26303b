"use client";
// A short status message (title and description) that disappears after its duration and can be
// closed. While a modal is open the rest of the page is inert (and silent to screen readers), so
// a message goes either to a live region inside the modal or to one on the page; both regions
// stay mounted so a new message is announced. Page messages stack above everything fixed (header,
// cookie banner, floating buttons) so a confirmation is never hidden. Games use it too, for short
// notes like "Try again" (the "info" tone), so a child and a parent meet one kind of message.
import { useCallback, useEffect, useRef, useState } from "react";

/** How long a form's message stays; a failed bot check's is shorter, as the person tries again. */
export const TOAST_MS = 5000;
export const BOT_CHECK_TOAST_MS = 4000;

export type Toast = { title: string; description?: string; tone: "success" | "error" | "info" };
export type ToastPlace = "dialog" | "page";

const TONE_CLASSES: Record<Toast["tone"], string> = {
  success: "bg-emerald-700 text-white",
  error: "bg-red-700 text-white",
  info: "bg-brand-900 text-white",
};

export function useToast() {
  const [toast, setToast] = useState<(Toast & { id: number; place: ToastPlace }) | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback((message: Toast, durationMs: number, place: ToastPlace = "page") => {
    window.clearTimeout(timer.current);
    setToast({ ...message, id: Date.now(), place });
    timer.current = window.setTimeout(() => setToast(null), durationMs);
  }, []);
  const dismiss = useCallback(() => {
    window.clearTimeout(timer.current);
    setToast(null);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const region = (place: ToastPlace) => (
    <div
      aria-live="polite"
      role="status"
      className={`pointer-events-none fixed inset-x-0 bottom-6 flex justify-center px-4 ${place === "page" ? "above-consent z-[60]" : "z-50"}`}
    >
      {toast && toast.place === place ? (
        <div
          key={toast.id}
          data-testid="toast"
          data-tone={toast.tone}
          className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-2xl px-5 py-4 shadow-xl ${TONE_CLASSES[toast.tone]}`}
        >
          <div>
            <p className="font-semibold">{toast.title}</p>
            {toast.description ? <p className="text-sm">{toast.description}</p> : null}
          </div>
          <button
            type="button"
            onClick={dismiss}
            className="-my-1 ml-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            aria-label="Dismiss message"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
  return { show, dismiss, region };
}
