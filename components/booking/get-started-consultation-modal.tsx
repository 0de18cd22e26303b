"use client";
// The Get Started consultation modal, also the lead page's "Book Free Consultation" modal (spec
// sections 2 and 8): a request that staff confirm by phone or email within 24 hours. Each field
// says what is wrong when it is left and before sending (a typo email such as "mom@gmail" is
// caught here, not only by the server); the outcome is told in a toast.
import { Suspense, useRef, useState, type FormEvent } from "react";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { Dialog } from "@/components/ui/dialog";
import { attributionForForms } from "@/lib/attribution/attribution";
import { useBotCheck } from "@/lib/bot-check/client";
import { REQUEST_NOTES_MAX } from "@/lib/booking/schemas";
import { newAttemptKey, submitConsultationRequest } from "./api";
import { useToast, type Toast, TOAST_MS, BOT_CHECK_TOAST_MS } from "@/components/ui/toast";
import { useOpenParam } from "./use-open-param";
import { submitClass, TextAreaField } from "@/components/forms/fields";
import { ConsultationContactFields } from "./consultation-contact-fields";
import { useContactFieldChecks } from "@/components/leads/contact-field-checks";

export const requestToasts = {
  success: {
    title: "Consultation Scheduled!",
    description: "We'll contact you within 24 hours to confirm your consultation time.",
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
  const { open, close } = useOpenParam("consultation");
  const bot = useBotCheck("consultation");
  const toast = useToast();
  const [fields, setFields] = useState<Fields>(empty);
  const [pending, setPending] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setDismissed(false);
  }
  const attempt = useRef<string | null>(null);
  const checks = useContactFieldChecks(checkedFields);
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = checks.checkAll(fields);
    if (wrong) {
      document.getElementById(fieldIds[wrong])?.focus();
      return;
    }
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
      setFields(empty);
      checks.reset();
      setDismissed(true);
      close();
      // Announced on the page once the modal (which makes the page inert) has closed.
      window.setTimeout(() => toast.show(requestToasts.success, TOAST_MS, "page"), 50);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Dialog
        open={open && !dismissed}
        onClose={close}
        title="Schedule Your Free Consultation"
        description="Tell us a little about your child. We'll contact you within 24 hours to confirm a time."
        size="md"
      >
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
          <button type="submit" disabled={pending} className={submitClass}>
            {pending ? "Scheduling..." : "Schedule My Free Consultation"}
          </button>
        </form>
        {toast.region("dialog")}
      </Dialog>
      {toast.region("page")}
    </>
  );
}
