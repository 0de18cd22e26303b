"use client";
// The consent banner: Accept grants the four Consent Mode signals, Deny denies them. Shown until
// a choice is stored; "Cookie settings" in the footer reopens it.
import { useEffect, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import { Button } from "@/components/ui/button";
import {
  CONSENT_CHANGED_EVENT,
  OPEN_CONSENT_EVENT,
  consentWith,
  effectiveConsent,
  isChildDirectedPath,
  readStoredConsent,
  storeConsent,
  type ConsentSignal,
} from "@/lib/consent/consent";
import { gtagConsentUpdate } from "@/lib/analytics/gtag";

export function ConsentBanner() {
  const pathname = usePathname();
  const [visible, setVisible] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const shown = visible && !isChildDirectedPath(pathname);

  useEffect(() => {
    // Reading storage has to wait for the browser. The banner's rules are in by now: a
    // prerendered page runs its scripts only once its stylesheets apply (server/responses/paint-first.mjs).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVisible(readStoredConsent(window.localStorage) === null);
    const reopen = () => setVisible(true);
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  useEffect(() => {
    // While the question is open, the page ends above the banner and fixed buttons and messages
    // sit on top of it (the "above-consent" rule in app/styles/site-base.css), so nothing is hidden under it.
    const root = document.documentElement;
    const element = banner.current;
    if (!shown || !element) return;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--consent-inset", `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--consent-inset");
    };
  }, [shown]);

  if (!shown) return null;

  const choose = (signal: ConsentSignal) => {
    const state = consentWith(signal);
    storeConsent(window.localStorage, state);
    gtagConsentUpdate(effectiveConsent(state, window.location.pathname));
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: state }));
    setVisible(false);
  };

  return (
    <section
      ref={banner}
      role="region"
      aria-label="Cookie consent"
      className="border-brand-200 fixed inset-x-0 bottom-0 z-50 border-t bg-white/95 px-4 py-3 shadow-[0_-4px_24px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
        <p className="text-sm text-slate-700">
          We use cookies to see how families find us and to measure our advertising. The site works
          either way.{" "}
          <a href="/privacy" className="text-brand-700 font-medium underline">
            Privacy Policy
          </a>
        </p>
        <div className="flex shrink-0 justify-end gap-2">
          <Button variant="secondary" onClick={() => choose("denied")}>
            Deny
          </Button>
          <Button onClick={() => choose("granted")}>Accept</Button>
        </div>
      </div>
    </section>
  );
}
