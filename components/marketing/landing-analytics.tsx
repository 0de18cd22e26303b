"use client";
// Analytics and arrival behaviour for an ad landing page (spec section 2, /dyslexia):
// - one lp_view push and one gtag view event per page view;
// - a cta_click push and a gtag click event for every link marked data-lp-cta;
// - arriving with a hash (e.g. #testimonials) scrolls there smoothly after 50 ms, instantly when
//   the visitor prefers reduced motion.
// The links stay server-rendered; one delegated listener keeps this component tiny.
import { useEffect, useRef } from "react";
import { gtagEvent, pushDataLayer } from "@/lib/analytics/gtag";

export const HASH_SCROLL_DELAY_MS = 50;

type Props = {
  /** Landing page id reported as `lp`, e.g. "dyslexia". */
  lp: string;
  viewEvent: string;
  ctaEvent: string;
};

export function LandingAnalytics({ lp, viewEvent, ctaEvent }: Props) {
  const viewed = useRef(false);

  useEffect(() => {
    // Strict mode mounts effects twice in development; a page view is still one view.
    if (viewed.current) return;
    viewed.current = true;
    pushDataLayer({ event: "lp_view", lp });
    gtagEvent(viewEvent);
  }, [lp, viewEvent]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target =
        event.target instanceof Element ? event.target.closest<HTMLElement>("[data-lp-cta]") : null;
      if (!target) return;
      const cta = target.dataset.lpCta ?? "consultation";
      pushDataLayer({ event: "cta_click", lp, cta });
      gtagEvent(ctaEvent, { destination: cta });
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, [lp, ctaEvent]);

  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const timer = window.setTimeout(() => {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      document
        .getElementById(id)
        ?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return null;
}
