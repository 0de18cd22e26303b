"use client";
// Manual verification after a failed security check (spec sections 4, 5 and 8): the contact
// message plus a phone number, sent to /api/contact-fallback, stored for staff review. Submit
// stays disabled until the phone is filled.
import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { TOAST_MS, type useToast } from "@/components/ui/toast";
import { attributionForForms } from "@/lib/attribution/attribution";
import { emptyFallback, type ContactValues, type FallbackValues } from "@/lib/leads/form-state";
import { contactToasts } from "@/lib/leads/messages";
import { firstErrors } from "@/lib/field-errors";
import { postLead } from "./api";
import { FallbackFields } from "./fallback-fields";
import { loadContactChecks } from "./use-contact-checks";
import { FormAlert, submitClass } from "@/components/forms/fields";

type Props = {
  open: boolean;
  onClose: () => void;
  message: ContactValues;
  honeypot: string;
  toast: ReturnType<typeof useToast>;
  onSent: (contact: { email: string; phone: string }) => void;
};

export function FallbackVerificationModal({
  open,
  onClose,
  message,
  honeypot,
  toast,
  onSent,
}: Props) {
  const [values, setValues] = useState<FallbackValues>(emptyFallback);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = {
      ...message,
      ...values,
      website: honeypot,
      attribution: attributionForForms(window.localStorage),
    };
    const check = (await loadContactChecks()).checkFallback(payload);
    if (!check.ok) {
      const found = check.errors;
      setErrors(found);
      // A problem with the message itself is fixed in the form behind the modal.
      const elsewhere = Object.keys(found).find((key) => !(key in emptyFallback));
      setProblem(elsewhere ? (found[elsewhere] ?? null) : null);
      return;
    }
    setErrors({});
    setProblem(null);
    setPending(true);
    try {
      const result = await postLead("/api/contact-fallback", payload);
      if (!result.ok) {
        if (result.fieldErrors) setErrors(firstErrors(result.fieldErrors));
        const description =
          result.status === 429 && result.message
            ? result.message
            : contactToasts.fallbackFailure.description;
        return toast.show({ ...contactToasts.fallbackFailure, description }, TOAST_MS, "dialog");
      }
      setValues(emptyFallback);
      onSent({ email: check.data.email, phone: check.data.phone });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Alternative Verification"
      description="Our automatic security check could not verify your message. Give us a phone number and we will verify it ourselves before we reply."
      size="md"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FallbackFields values={values} onChange={setValues} errors={errors} />
        <FormAlert message={problem} />
        <button
          type="submit"
          disabled={pending || values.phone.trim() === ""}
          className={submitClass}
        >
          {pending ? "Submitting..." : "Submit for Verification"}
        </button>
      </form>
      {toast.region("dialog")}
    </Dialog>
  );
}
