// Browser calls to the booking endpoints (through postJson, so each answer is a value and the
// modals can show the spec's messages: the server's text when it sends one, else a fallback).
import type { Slot } from "@/lib/booking/calendar/slots";
import type { AvailabilityResponse, HoldResponse } from "@/lib/booking/schemas";
import { postJson } from "@/lib/http/post-json";

export async function fetchAvailability(
  startDateISO: string,
  endDateISO: string,
  recaptchaToken: string | null,
) {
  return postJson<AvailabilityResponse>("/api/getAvailabilityV2", {
    startDateISO,
    endDateISO,
    recaptchaToken,
  });
}

export async function requestHold(slot: Slot, dateISO: string, recaptchaToken: string | null) {
  return postJson<HoldResponse>("/api/holdSlot", {
    startISO: slot.start,
    endISO: slot.end,
    label: slot.label,
    dateISO,
    recaptchaToken,
  });
}

/** Gives a hold back; keepalive lets it finish while the page navigates away. */
export function releaseHold(lockId: string): void {
  void postJson<{ released: boolean }>(
    "/api/holdSlot",
    { lockId },
    { method: "DELETE", keepalive: true },
  );
}

export async function submitBooking(payload: Record<string, unknown>, idempotencyKey: string) {
  return postJson<{ id: string }>("/api/bookConsultation", payload, {
    headers: { "idempotency-key": idempotencyKey },
  });
}

export async function submitConsultationRequest(
  payload: Record<string, unknown>,
  idempotencyKey: string,
) {
  return postJson<{ id: string }>("/api/consultationRequest", payload, {
    headers: { "idempotency-key": idempotencyKey },
  });
}

export function newAttemptKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
