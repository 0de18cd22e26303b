"use client";
// Shown when the contact form's security check fails (spec sections 4 and 8): try again, or send
// the message for manual verification. Without JavaScript both buttons post the form with their
// intent; with it, onTryAgain and onAlternative take over. Focus moves to the alert when it
// appears so keyboard and screen-reader users land on the choice.
import { useEffect, useRef } from "react";
import { buttonClasses } from "@/components/ui/button";
import { securityAlert } from "@/lib/leads/messages";

type Props = {
  onTryAgain: () => void;
  onAlternative: () => void;
  disabled?: boolean;
  focusOnShow?: boolean;
};

export function SecurityAlert({
  onTryAgain,
  onAlternative,
  disabled = false,
  focusOnShow = true,
}: Props) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="security-alert-title"
      data-testid="security-alert"
      className="text-ink rounded-2xl border-2 border-amber-500 bg-amber-50 p-5"
    >
      <div role="alert">
        <h3 id="security-alert-title" className="text-lg font-semibold text-amber-950">
          {securityAlert.title}
        </h3>
        <p className="mt-1 text-slate-800">{securityAlert.text}</p>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="send"
          disabled={disabled}
          onClick={(event) => {
            event.preventDefault();
            onTryAgain();
          }}
          className={buttonClasses("primary")}
        >
          {securityAlert.tryAgain}
        </button>
        <button
          type="submit"
          name="intent"
          value="verify"
          onClick={(event) => {
            event.preventDefault();
            onAlternative();
          }}
          className={buttonClasses("secondary")}
        >
          {securityAlert.alternative}
        </button>
      </div>
    </section>
  );
}
