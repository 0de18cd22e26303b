"use client";
// "Choose a letter first" as a modal alert dialog: screen readers announce it at once, focus
// goes to OK, Escape or OK closes it and the browser returns focus to the car button.
import { useEffect, useRef } from "react";
import { CHOOSE_FIRST_MESSAGE } from "./logic";

export function ChooseFirstAlert({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="b-and-d-alert-message"
      // The close event arrives a moment after the dialog shut; if the car was pressed again in
      // between, the dialog is open once more and that late event must not dismiss the new alert.
      onClose={() => {
        if (!dialog.current?.open) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="text-ink backdrop:bg-brand-950/50 m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-6 shadow-2xl"
    >
      {open ? (
        // OK clears the alert at once: the dialog's own close event comes later, and a quick second
        // press of the car in between would otherwise find the alert still open and not show it.
        <form
          method="dialog"
          onSubmit={onClose}
          className="flex flex-col items-center gap-4 text-center"
        >
          <p id="b-and-d-alert-message" className="text-brand-900 text-xl font-semibold">
            {CHOOSE_FIRST_MESSAGE}
          </p>
          <button
            type="submit"
            autoFocus
            className="bg-brand-600 hover:bg-brand-700 inline-flex min-h-11 min-w-24 items-center justify-center rounded-full px-5 font-semibold text-white"
          >
            OK
          </button>
        </form>
      ) : null}
    </dialog>
  );
}
