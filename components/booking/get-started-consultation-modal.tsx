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
import { newAttemptKey, submitConsultationRequest } from "./api";
import { useToast, type Toast, TOAST_MS, BOT_CHECK_TOAST_MS } from "@/components/ui/toast";
import { useOpenParam } from "./use-open-param";
import { describedBy, FieldError } from "@/components/forms/fields";
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
const input =
  "min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-ink focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-200 aria-[invalid=true]:border-red-700";
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
  const set = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: event.target.value }));
  /** What an input needs to show and announce its own message. */
  const checked = (field: CheckedField) => ({
    "aria-invalid": checks.errors[field] ? true : undefined,
    "aria-describedby": describedBy(fieldIds[field], checks.errors[field]),
    onBlur: () => checks.check(field, fields[field]),
  });

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
          <Field id="gs-parent-name" label="Parent/Guardian Name">
            <input
              id="gs-parent-name"
              required
              autoComplete="name"
              value={fields.parentName}
              onChange={set("parentName")}
              {...checked("parentName")}
              className={input}
            />
            <FieldError id="gs-parent-name" error={checks.errors.parentName} />
          </Field>
          <Field id="gs-email" label="Email">
            <input
              id="gs-email"
              type="email"
              required
              autoComplete="email"
              value={fields.email}
              onChange={set("email")}
              {...checked("email")}
              className={input}
            />
            <FieldError id="gs-email" error={checks.errors.email} />
          </Field>
          <Field id="gs-phone" label="Phone">
            <input
              id="gs-phone"
              type="tel"
              required
              autoComplete="tel"
              value={fields.phone}
              onChange={set("phone")}
              {...checked("phone")}
              className={input}
            />
            <FieldError id="gs-phone" error={checks.errors.phone} />
          </Field>
          <Field id="gs-child-age" label="Child's Age">
            <input
              id="gs-child-age"
              required
              value={fields.childAge}
              onChange={set("childAge")}
              {...checked("childAge")}
              className={input}
            />
            <FieldError id="gs-child-age" error={checks.errors.childAge} />
          </Field>
          <Field id="gs-concerns" label="Primary Concerns" optional>
            <textarea
              id="gs-concerns"
              rows={4}
              maxLength={2000}
              value={fields.concerns}
              onChange={set("concerns")}
              className={`${input} py-2`}
            />
          </Field>
          <button
            type="submit"
            disabled={pending}
            className="bg-brand-700 hover:bg-brand-800 inline-flex min-h-11 w-full items-center justify-center rounded-full px-6 py-3 text-lg font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60"
          >
            {pending ? "Scheduling..." : "Schedule My Free Consultation"}
          </button>
        </form>
        {toast.region("dialog")}
      </Dialog>
      {toast.region("page")}
    </>
  );
}

function Field({
  id,
  label,
  optional = false,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-slate-800">
        {label}{" "}
        {optional ? (
          <span className="font-normal text-slate-600">(optional)</span>
        ) : (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}
