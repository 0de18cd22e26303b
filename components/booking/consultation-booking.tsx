"use client";
// Booking a consultation in the calendar (spec section 4, steps 1-8): next-available banner, month
// calendar, times with a held slot, the parent's details with the countdown pinned above them, and
// the confirm button that repeats the time. Used by the Start Here modal, and by the Get Started
// and lead page modals after "Pick a time now" (with the details the parent already gave).
// Success records the conversion, resets the calendar and goes to /thank-you/consultation (the
// response set the one-time flag). The state lives in the modal (useConsultationBooking), outside
// the dialog's content, so a closing dialog still gives its hold back.
import { useRef, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { attributionForForms } from "@/lib/attribution/attribution";
import { trackAdsConversion } from "@/lib/analytics/gtag";
import { saveContactForThankYou } from "@/lib/analytics/saved-contact";
import { useBotCheck } from "@/lib/bot-check/client";
import { slotStartText } from "@/lib/booking/calendar/calendar";
import { bookingMessages, validateBookingForm } from "@/lib/booking/schemas";
import { useToast, TOAST_MS } from "@/components/ui/toast";
import { newAttemptKey, submitBooking } from "./api";
import { BookingContactForm, emptyContact, type ContactValues } from "./booking-contact-form";
import { HoldCountdown } from "./hold-countdown";
import { NextAvailableBanner } from "./next-available-banner";
import { SlotPickerView } from "./slot-picker-view";
import { useFormReveal } from "./use-form-reveal";
import { useSlotPicker } from "./use-slot-picker";
import { useVisitorTimeZone } from "./time-slot-list";

/**
 * active: the calendar is on screen (closing resets date, time, lock and countdown).
 * onBooked: called once the booking is made, before the page moves to the thank-you page.
 */
export function useConsultationBooking(active: boolean, onBooked: () => void) {
  const router = useRouter();
  const picker = useSlotPicker(active);
  const bot = useBotCheck("consultation");
  const zone = useVisitorTimeZone();
  const [contact, setContact] = useState<ContactValues>(emptyContact);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const attempt = useRef<string | null>(null);
  const reveal = useFormReveal(picker.slot?.start ?? null, active);

  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    setError(null);
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
        setError(result.message ?? bookingMessages.slotTaken);
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
      onBooked();
      picker.forgetHold();
      picker.reset();
      setContact(emptyContact);
      router.push("/thank-you/consultation");
    } finally {
      setPending(false);
    }
  };

  return {
    picker,
    bot,
    zone,
    contact,
    /** Fills the details with what the parent typed in an earlier step. */
    prefill: (values: Partial<ContactValues>) => setContact({ ...emptyContact, ...values }),
    setContact,
    error,
    pending,
    reveal,
    submit,
    /** The "booked" toast's place, outside the dialog (which closes on success). */
    toastRegion: toast.region("page"),
  };
}

export type ConsultationBooking = ReturnType<typeof useConsultationBooking>;

/** The calendar and the details form; `footer` shows under them (e.g. a way to ask for a call). */
export function ConsultationBookingView({
  booking,
  footer,
}: {
  booking: ConsultationBooking;
  footer?: ReactNode;
}) {
  const { picker, reveal, zone } = booking;
  return (
    <>
      <NextAvailableBanner text={picker.banner} />
      <SlotPickerView picker={picker} showHold={!reveal.shown} />
      {reveal.shown ? (
        <BookingContactForm
          values={booking.contact}
          onChange={booking.setContact}
          onSubmit={(fieldsOk) => void booking.submit(fieldsOk)}
          pending={booking.pending}
          error={booking.error}
          bot={booking.bot}
          formRef={reveal.formRef}
          firstFieldRef={reveal.firstFieldRef}
          confirmLabel={picker.slot ? `Confirm ${slotStartText(picker.slot, zone)}` : undefined}
          pinned={
            picker.hold && picker.slot ? (
              <HoldCountdown hold={picker.hold} label={picker.slot.label} />
            ) : null
          }
        />
      ) : null}
      {footer}
    </>
  );
}
