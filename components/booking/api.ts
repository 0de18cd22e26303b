// Browser calls to the booking endpoints. Each answer is a result value, never a throw, so the
// modals can show the spec's messages: the server's text when it sends one, else a fallback.
import type { Slot } from "@/lib/booking/slots";
import type { AvailabilityResponse, HoldResponse } from "@/lib/booking/schemas";

export type CallResult<T> =
  { ok: true; data: T } | { ok: false; status: number; error: string | null; code?: string };

async function call<T>(
  url: string,
  init: { method?: string; body: unknown; headers?: Record<string, string>; keepalive?: boolean },
): Promise<CallResult<T>> {
  try {
    const response = await fetch(url, {
      method: init.method ?? "POST",
      headers: { "content-type": "application/json", ...init.headers },
      body: JSON.stringify(init.body),
      cache: "no-store",
      keepalive: init.keepalive,
    });
    const body = (await response.json().catch(() => null)) as
      (T & { error?: string; code?: string }) | null;
    if (!response.ok || !body)
      return { ok: false, status: response.status, error: body?.error ?? null, code: body?.code };
    return { ok: true, data: body };
  } catch {
    return { ok: false, status: 0, error: null };
  }
}

export async function fetchAvailability(
  startDateISO: string,
  endDateISO: string,
  recaptchaToken: string | null,
) {
  return call<AvailabilityResponse>("/api/getAvailabilityV2", {
    body: { startDateISO, endDateISO, recaptchaToken },
  });
}

export async function requestHold(slot: Slot, dateISO: string, recaptchaToken: string | null) {
  return call<HoldResponse>("/api/holdSlot", {
    body: { startISO: slot.start, endISO: slot.end, label: slot.label, dateISO, recaptchaToken },
  });
}

/** Gives a hold back; keepalive lets it finish while the page navigates away. */
export function releaseHold(lockId: string): void {
  void call<{ released: boolean }>("/api/holdSlot", {
    method: "DELETE",
    body: { lockId },
    keepalive: true,
  });
}

export async function submitBooking(payload: Record<string, unknown>, idempotencyKey: string) {
  return call<{ id: string }>("/api/bookConsultation", {
    body: payload,
    headers: { "idempotency-key": idempotencyKey },
  });
}

export async function submitConsultationRequest(
  payload: Record<string, unknown>,
  idempotencyKey: string,
) {
  return call<{ id: string }>("/api/consultationRequest", {
    body: payload,
    headers: { "idempotency-key": idempotencyKey },
  });
}

export function newAttemptKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
