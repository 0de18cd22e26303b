"use client";
// The Get Started consultation modal, also the lead page's "Book Free Consultation" modal (spec
// sections 2 and 8). The parent gives the spec's fields, then chooses: "Pick a time now" opens the
// real calendar in the same modal with those details filled in, and "Call me to find a time" sends
// a call-back request. Either way the parent lands on the thank-you page, which says what was
// agreed: the booked time, or the number we will call. Each field says what is wrong when it is
// left and before sending (a typo email such as "mom@gmail" is caught here, not only by the server).
import { Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { Dialog } from "@/components/ui/dialog";
import { buttonClasses } from "@/components/ui/button";
import { attributionForForms } from "@/lib/attribution/attribution";
import { saveContactForThankYou } from "@/lib/analytics/saved-contact";
import { useBotCheck } from "@/lib/bot-check/client";
import { REQUEST_NOTES_MAX } from "@/lib/booking/schemas";
import { siteConfig } from "@/lib/site-config";
import { newAttemptKey, submitConsultationRequest } from "./api";
import { useToast, type Toast, TOAST_MS, BOT_CHECK_TOAST_MS } from "@/components/ui/toast";
import { useOpenParam } from "./use-open-param";
import { submitClass, TextAreaField } from "@/components/forms/fields";
import { ConsultationContactFields } from "./consultation-contact-fields";
import { useContactFieldChecks } from "@/components/leads/contact-field-checks";
import { ConsultationBookingView, useConsultationBooking } from "./consultation-booking";
import { WhatToExpect } from "./what-to-expect";

export const requestToasts = {
  success: {
    title: "Thank you! We will call you",
    description: "Taking you to your confirmation…",
    tone: "success",
  },
  failure: {
    title: "Error",
    description: "There was an error scheduling your consultation. Please try again.",
    tone: "error",
  },
  botCheck: { title: "reCAPTCHA failed", description: "Please try again.", tone: "error" },
} satisfies Record<string, Toast>;
const REQUEST_LABEL = "Consultation (requested via Get Started)";

type Fields = {
  parentName: string;
  email: string;
  phone: string;
  childAge: string;
  concerns: string;
};
const empty: Fields = { parentName: "", email: "", phone: "", childAge: "", concerns: "" };
const checkedFields = ["parentName", "email", "phone", "childAge"] as const;
type CheckedField = (typeof checkedFields)[number];
const fieldIds: Record<CheckedField, string> = {
  parentName: "gs-parent-name",
  email: "gs-email",
  phone: "gs-phone",
  childAge: "gs-child-age",
};

/** Which page the request came from (recorded as its lead source). */
type Props = { source: "get_started" | "landing_page" };

export function GetStartedConsultationModal(props: Props) {
  return (
    <Suspense fallback={null}>
      <RequestModal {...props} />
    </Suspense>
  );
}

function RequestModal({ source }: Props) {
  const router = useRouter();
  const { open, close } = useOpenParam("consultation");
  const bot = useBotCheck("consultation");
  const toast = useToast();
  const [fields, setFields] = useState<Fields>(empty);
  const [step, setStep] = useState<"details" | "calendar">("details");
  const [pending, setPending] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setDismissed(false);
    setStep("details");
  }
  const booking = useConsultationBooking(open && step === "calendar", () => setDismissed(true));
  const attempt = useRef<string | null>(null);
  const checks = useContactFieldChecks(checkedFields);
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  // The button that was pressed is gone with its step: the calendar's heading takes focus.
  const calendarHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step === "calendar") calendarHeading.current?.focus();
  }, [step]);

  const fieldsOk = () => {
    const wrong = checks.checkAll(fields);
    if (wrong) document.getElementById(fieldIds[wrong])?.focus();
    return !wrong;
  };

  const pickTime = () => {
    if (!fieldsOk()) return;
    booking.prefill({
      parentName: fields.parentName,
      email: fields.email,
      phone: fields.phone,
      childAge: fields.childAge,
      notes: fields.concerns,
    });
    setStep("calendar");
  };

  const askForCall = async () => {
    if (!fieldsOk()) return;
    setPending(true);
    try {
      const token = await bot.getToken();
      if (!token) return toast.show(requestToasts.botCheck, BOT_CHECK_TOAST_MS, "dialog");
      const now = Date.now();
      attempt.current ??= newAttemptKey();
      const result = await submitConsultationRequest(
        {
          parentName: fields.parentName,
          phone: fields.phone,
          email: fields.email,
          notes: fields.concerns,
          childAge: fields.childAge,
          dateISO: new Date(now).toISOString().slice(0, 10),
          startISO: new Date(now + 24 * 3_600_000).toISOString(),
          endISO: new Date(now + 25 * 3_600_000).toISOString(),
          label: REQUEST_LABEL,
          recaptchaToken: token,
          attribution: attributionForForms(window.localStorage),
          source,
        },
        attempt.current,
      );
      if (result.ok || result.status !== 0) attempt.current = null;
      if (!result.ok) {
        const botFailed = result.code === "bot_check_failed";
        return toast.show(
          botFailed ? requestToasts.botCheck : requestToasts.failure,
          botFailed ? BOT_CHECK_TOAST_MS : TOAST_MS,
          "dialog",
        );
      }
      saveContactForThankYou("consultation", {
        email: fields.email.trim(),
        phone: fields.phone.trim(),
      });
      setFields(empty);
      checks.reset();
      // The response set the one-time flag; the thank-you page says whom we call, and how soon.
      setDismissed(true);
      toast.show(requestToasts.success, TOAST_MS, "page");
      router.push("/thank-you/consultation");
    } finally {
      setPending(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("value") === "call") void askForCall();
    else pickTime();
  };

  const callButton = (extra = "") => (
    <button
      type="submit"
      name="next"
      value="call"
      disabled={pending}
      className={buttonClasses("secondary", `w-full ${extra}`)}
    >
      {pending ? "Sending..." : "Call me to find a time"}
    </button>
  );

  return (
    <>
      <Dialog
        open={open && !dismissed}
        onClose={() => {
          // Closing after a booking or request must not undo the move to the thank-you page.
          if (!dismissed) close();
        }}
        title="Schedule Your Free Consultation"
        description={
          step === "details"
            ? `Tell us a little about your child, then pick a time in our calendar, or let us call you ${siteConfig.replyTime} to find one.`
            : "Pick a day and time that suits you. All times are Mountain Time (MT)."
        }
        size={step === "details" ? "md" : "xl"}
      >
        {step === "details" ? (
          <form onSubmit={submit} noValidate className="relative space-y-4">
            <HoneypotField bot={bot} />
            <ConsultationContactFields
              fields={checkedFields}
              ids={fieldIds}
              values={fields}
              errors={checks.errors}
              onChange={(field, value) => set(field)(value)}
              onLeave={(field) => checks.check(field, fields[field])}
            />
            <TextAreaField
              id="gs-concerns"
              label="Primary Concerns"
              rows={4}
              maxLength={REQUEST_NOTES_MAX}
              counter={false}
              value={fields.concerns}
              onChange={set("concerns")}
            />
            <div className="space-y-3">
              <button type="submit" name="next" value="calendar" className={submitClass}>
                Pick a time now
              </button>
              {callButton()}
            </div>
          </form>
        ) : (
          <div className="space-y-6">
            <h3
              ref={calendarHeading}
              tabIndex={-1}
              className="text-brand-900 text-lg font-semibold focus:outline-none"
            >
              Now pick a time that suits you
            </h3>
            <ConsultationBookingView
              booking={booking}
              footer={
                <form
                  onSubmit={submit}
                  noValidate
                  aria-labelledby="gs-call-instead"
                  className="bg-brand-50 space-y-3 rounded-2xl p-5"
                >
                  <p id="gs-call-instead" className="text-brand-900">
                    No time that suits you? We can call you at {fields.phone} {siteConfig.replyTime}{" "}
                    to find one together.
                  </p>
                  <div className="flex flex-wrap gap-3">
                    {callButton("sm:w-auto")}
                    <button
                      type="button"
                      onClick={() => setStep("details")}
                      className={buttonClasses("ghost")}
                    >
                      Change my details
                    </button>
                  </div>
                </form>
              }
            />
            <WhatToExpect headingId="get-started-what-to-expect" />
          </div>
        )}
        {toast.region("dialog")}
      </Dialog>
      {toast.region("page")}
      {booking.toastRegion}
    </>
  );
}
