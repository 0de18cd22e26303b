"use client";
// On a thank-you page: one conversion event in the data layer per arrival, and the saved email and
// phone for enhanced conversions (pushed only with ad_user_data consent).
import { useEffect, useRef } from "react";
import { pushDataLayer } from "@/lib/analytics/gtag";
import { shareEnhancedConversionData } from "@/lib/analytics/enhanced-conversions";
import { takeSavedContact, type SavedContactKind } from "@/lib/analytics/saved-contact";

type Props = {
  kind: SavedContactKind;
  /** The data-layer event, e.g. { event: "consultation_confirmed", value: 100, currency: "USD" }. */
  event: Record<string, unknown> & { event: string };
  /** Whether the saved contact is handed to the enhanced-conversions helper. */
  shareContact?: boolean;
  /** Runs once after the event, e.g. the contact page's window.trackContactSubmitted hook. */
  onTracked?: () => void;
};

export function ConversionTracker({ kind, event, shareContact = true, onTracked }: Props) {
  const done = useRef(false);
  useEffect(() => {
    // Strict mode runs effects twice in development; the conversion is still one.
    if (done.current) return;
    done.current = true;
    pushDataLayer(event);
    const contact = takeSavedContact(kind);
    if (shareContact && contact) void shareEnhancedConversionData(contact);
    onTracked?.();
  }, [event, kind, shareContact, onTracked]);
  return null;
}
