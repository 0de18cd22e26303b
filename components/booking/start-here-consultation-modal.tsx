"use client";
// The Start Here consultation modal (spec section 4, steps 1-8), opened by ?open=consultation:
// next-available banner, month calendar, times with a held slot and countdown, the contact form
// (revealed once a time is chosen) and what to expect. Success records the conversion, closes and
// resets the modal and goes to /thank-you/consultation (the response set the one-time flag).
import { Suspense, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Dialog } from "@/components/ui/dialog";
import { attributionForForms } from "@/lib/attribution/attribution";
import { trackAdsConversion } from "@/lib/analytics/gtag";
import { saveContactForThankYou } from "@/lib/analytics/saved-contact";
import { useBotCheck } from "@/lib/bot-check/client";
import { bookingMessages, validateBookingForm } from "@/lib/booking/schemas";
import { newAttemptKey, submitBooking } from "./api";
import { useToast, TOAST_MS } from "@/components/ui/toast";
import { BookingContactForm, emptyContact, type ContactValues } from "./booking-contact-form";
import { NextAvailableBanner } from "./next-available-banner";
import { SlotPickerView } from "./slot-picker-view";
import { useFormReveal } from "./use-form-reveal";
import { useOpenParam } from "./use-open-param";
import { useSlotPicker } from "./use-slot-picker";
import { useVisitorTimeZone } from "./time-slot-list";
import { WhatToExpect } from "./what-to-expect";

export function StartHereConsultationModal() {
  return (
    <Suspense fallback={null}>
      <ConsultationModal />
    </Suspense>
  );
}

function ConsultationModal() {
  const router = useRouter();
  const { open, close } = useOpenParam("consultation");
  const picker = useSlotPicker(open);
  const bot = useBotCheck("consultation");
  const zone = useVisitorTimeZone();
  const [contact, setContact] = useState<ContactValues>(emptyContact);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [booked, setBooked] = useState(false);
  const toast = useToast();
  const attempt = useRef<string | null>(null);
  const reveal = useFormReveal(picker.slot?.start ?? null, open);

  // Closing by any route (button, Escape, backdrop, Back) starts the next opening afresh; the
  // picker resets date, time, lock and countdown itself.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setError(null);
    setBooked(false);
  }

  /** fieldsOk: the contact form found nothing wrong field by field (e.g. a phone number too short). */
  const submit = async (fieldsOk: boolean) => {
    const { date, slot, hold } = picker;
    const problem = validateBookingForm({
      date,
      time: slot?.label ?? null,
      ...contact,
      slot: date && slot ? { dateISO: date, startISO: slot.start, endISO: slot.end } : null,
    });
    setError(problem);
    if (problem || !fieldsOk || !date || !slot) return;
    setPending(true);
    try {
      const token = await bot.getToken();
      if (!token) return setError(bot.lastError() ?? bookingMessages.botCheckFailed);
      attempt.current ??= newAttemptKey();
      const payload = {
        ...contact,
        dateISO: date,
        startISO: slot.start,
        endISO: slot.end,
        label: slot.label,
        recaptchaToken: token,
        lockId: hold?.lockId,
        attribution: attributionForForms(window.localStorage),
        timeZone: zone,
      };
      const result = await submitBooking(payload, attempt.current);
      // A network failure keeps the attempt key, so trying again cannot book twice.
      if (!result.ok && result.status === 0) return setError(bookingMessages.bookingFailed);
      attempt.current = null;
      if (!result.ok) {
        setError(result.error ?? bookingMessages.slotTaken);
        picker.afterFailedBooking(result.status === 409);
        return;
      }
      toast.show(
        {
          title: "Your consultation is booked!",
          description: "Taking you to your confirmation…",
          tone: "success",
        },
        TOAST_MS,
      );
      trackAdsConversion("consultation", 100);
      saveContactForThankYou("consultation", {
        email: contact.email.trim(),
        phone: contact.phone.trim(),
      });
      // The booking consumed the hold: close and reset without giving it back.
      setBooked(true);
      picker.forgetHold();
      picker.reset();
      setContact(emptyContact);
      router.push("/thank-you/consultation");
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Dialog
        open={open && !booked}
        onClose={() => {
          // Closing after a booking must not undo the navigation to the thank-you page.
          if (!booked) close();
        }}
        title="Book your free 30-minute consultation"
        description="Pick a day and time that suits you. All times are Mountain Time (MT)."
        size="xl"
      >
        <div className="space-y-6">
          <NextAvailableBanner text={picker.banner} />
          <SlotPickerView picker={picker} />
          {reveal.shown ? (
            <BookingContactForm
              values={contact}
              onChange={setContact}
              onSubmit={(fieldsOk) => void submit(fieldsOk)}
              pending={pending}
              error={error}
              bot={bot}
              formRef={reveal.formRef}
              firstFieldRef={reveal.firstFieldRef}
            />
          ) : null}
          <WhatToExpect headingId="start-here-what-to-expect" />
        </div>
      </Dialog>
      {toast.region("page")}
    </>
  );
}
