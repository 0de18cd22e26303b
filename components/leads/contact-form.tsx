"use client";
// The contact form on /contact (spec sections 2-5, 7 and 8): Name, Email, Subject and Message,
// all required; Send is disabled until the shared schema accepts them. A failed security check
// shows the alert with Try Again and Use Alternative Verification (the fallback modal). Success:
// toast, analytics event, form cleared, /thank-you/contact (the response set the one-time flag).
// Without JavaScript the form posts to a server action, which answers with the server's messages,
// the security alert, or the manual-verification fields shown in the page. The page is prerendered
// without a bot-check token, so the first such post comes back asking to press Send again.
import { useActionState, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { useToast, type Toast, TOAST_MS } from "@/components/ui/toast";
import { pushDataLayer } from "@/lib/analytics/gtag";
import { saveContactForThankYou } from "@/lib/analytics/saved-contact";
import { attributionForForms } from "@/lib/attribution/attribution";
import { useBotCheck } from "@/lib/bot-check/client";
import { submitContactForm } from "@/lib/leads/actions";
import {
  emptyContact,
  type ContactServerValues,
  type ContactValues,
  type FallbackValues,
  type ServerFormState,
} from "@/lib/leads/form-state";
import { contactToasts } from "@/lib/leads/messages";
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, subjectOptions } from "@/lib/leads/form-limits";
import { firstErrors } from "@/lib/field-errors";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { postLead } from "./api";
import { FallbackFields } from "./fallback-fields";
import { FallbackVerificationModal } from "./fallback-verification-modal";
import {
  describedBy,
  Field,
  FormAlert,
  inputClass,
  submitClass,
  TextAreaField,
  TextField,
  useHydrated,
} from "@/components/forms/fields";
import { SecurityAlert } from "./security-alert";
import { loadContactChecks, useContactChecks } from "./use-contact-checks";

export function ContactForm() {
  const router = useRouter();
  const hydrated = useHydrated();
  const bot = useBotCheck("contact");
  const toast = useToast();
  const [serverState, formAction] = useActionState<ServerFormState<ContactServerValues>, FormData>(
    submitContactForm,
    null,
  );
  const echoed = serverState?.values;
  const [values, setValues] = useState<ContactValues>(
    echoed
      ? { name: echoed.name, email: echoed.email, subject: echoed.subject, message: echoed.message }
      : emptyContact,
  );
  const [fallback, setFallback] = useState<FallbackValues>({
    phone: echoed?.phone ?? "",
    alternateEmail: echoed?.alternateEmail ?? "",
    reason: echoed?.reason ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>(
    firstErrors(serverState?.fieldErrors ?? {}),
  );
  const [securityIssue, setSecurityIssue] = useState(serverState?.status === "bot_check_failed");
  const [fallbackOpen, setFallbackOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const checks = useContactChecks();
  const valid = checks?.contactReady(values) ?? false;
  const set = (key: keyof ContactValues) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const subjectRef = useAdoptedValue(values.subject, set("subject"));

  const finish = (
    message: Toast,
    contact: { email: string; phone: string },
    submissionType: "standard" | "fallback",
  ) => {
    toast.show(message, TOAST_MS);
    pushDataLayer({
      event: "contact_form_submitted",
      form: "contact",
      subject: values.subject,
      submission_type: submissionType,
    });
    saveContactForThankYou("contact", contact);
    setValues(emptyContact);
    setSecurityIssue(false);
    setFallbackOpen(false);
    router.push("/thank-you/contact");
  };

  const send = async () => {
    const payload = { ...values, attribution: attributionForForms(window.localStorage) };
    const check = (checks ?? (await loadContactChecks())).checkContact(payload);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    setPending(true);
    try {
      const token = await bot.getToken();
      if (!token) return setSecurityIssue(true);
      const result = await postLead("/api/contact", { ...payload, recaptchaToken: token });
      if (!result.ok) {
        if (result.code === "bot_check_failed") return setSecurityIssue(true);
        if (result.fieldErrors) setErrors(firstErrors(result.fieldErrors));
        const description =
          result.status === 429 && result.message
            ? result.message
            : contactToasts.failure.description;
        return toast.show({ ...contactToasts.failure, description }, TOAST_MS);
      }
      finish(contactToasts.success, { email: check.data.email, phone: "" }, "standard");
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSecurityIssue(false);
    void send();
  };

  // Without JavaScript, "Use Alternative Verification" brings the fields into the page instead.
  const inlineFallback = !hydrated && serverState?.status === "verify";
  // Field problems are shown beside the fields; a failed send or verification is told here.
  const pageMessage =
    !hydrated &&
    (serverState?.status === "error" ||
      serverState?.status === "verify" ||
      serverState?.status === "send_again")
      ? serverState.message
      : null;

  return (
    <div className="ring-brand-100 rounded-3xl bg-white p-6 shadow-sm ring-1 sm:p-8">
      <h2 className="text-brand-950 text-2xl font-bold">Send us a message</h2>
      <p className="mt-1 text-slate-700">All fields are required.</p>
      <form
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        className="relative mt-6 space-y-5"
        aria-label="Contact form"
      >
        <HoneypotField bot={bot} />
        {/* Empty on the prerendered page; a refused post brings a built-in token for the next press. */}
        <input type="hidden" name="recaptchaToken" value={serverState?.token ?? ""} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="contact-name"
            name="name"
            label="Name"
            required
            autoComplete="name"
            value={values.name}
            onChange={set("name")}
            error={errors.name}
            maxLength={NAME_MAX}
          />
          <TextField
            id="contact-email"
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={values.email}
            onChange={set("email")}
            error={errors.email}
            maxLength={EMAIL_MAX}
          />
        </div>
        <Field id="contact-subject" label="Subject" required error={errors.subject}>
          <select
            ref={subjectRef}
            id="contact-subject"
            name="subject"
            required
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy("contact-subject", errors.subject)}
            value={values.subject}
            onChange={(event) => set("subject")(event.target.value)}
            className={inputClass}
          >
            <option value="">Select a subject</option>
            {subjectOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <TextAreaField
          id="contact-message"
          name="message"
          label="Message"
          required
          rows={6}
          counter={false}
          value={values.message}
          onChange={set("message")}
          error={errors.message}
          maxLength={MESSAGE_MAX}
        />
        {inlineFallback ? null : (
          <button
            type="submit"
            name="intent"
            value="send"
            disabled={pending || (hydrated && !valid)}
            className={submitClass}
          >
            {pending ? "Sending..." : "Send Message"}
          </button>
        )}
        {securityIssue ? (
          <SecurityAlert
            onTryAgain={() => void send()}
            onAlternative={() => setFallbackOpen(true)}
            disabled={pending}
            focusOnShow={hydrated}
          />
        ) : null}
        {inlineFallback ? (
          <fieldset className="border-brand-200 space-y-4 rounded-2xl border-2 p-5">
            <legend className="text-brand-900 px-1 text-lg font-semibold">
              Alternative Verification
            </legend>
            <p className="text-slate-700">
              Give us a phone number and we will verify your message ourselves before we reply.
            </p>
            <FallbackFields values={fallback} onChange={setFallback} errors={errors} />
            <button type="submit" name="intent" value="fallback" className={submitClass}>
              Submit for Verification
            </button>
          </fieldset>
        ) : null}
        <FormAlert message={pageMessage} />
      </form>
      <FallbackVerificationModal
        open={fallbackOpen}
        onClose={() => setFallbackOpen(false)}
        message={values}
        honeypot={bot.honeypot.value}
        toast={toast}
        onSent={(contact) => finish(contactToasts.fallbackSuccess, contact, "fallback")}
      />
      {toast.region("page")}
    </div>
  );
}
