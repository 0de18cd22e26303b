"use client";
// The assessment request modal: "Get Your Child's Assessment" on /get-started and the lead page's
// "Get Assessment" (spec sections 2, 3, 4 and 8), opened by ?open=intake. Required: parent/guardian
// name, email, phone and student age; struggles and goals are optional. The outcome is told in a
// toast; success goes to /thank-you/intake (the response set the one-time flag).
import { Suspense, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useOpenParam } from "@/components/booking/use-open-param";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { Dialog } from "@/components/ui/dialog";
import { useToast, BOT_CHECK_TOAST_MS, TOAST_MS } from "@/components/ui/toast";
import { saveContactForThankYou } from "@/lib/analytics/saved-contact";
import { attributionForForms } from "@/lib/attribution/attribution";
import { useBotCheck } from "@/lib/bot-check/client";
import { assessmentToasts } from "@/lib/leads/messages";
import { assessmentRequestSchema, TEXTAREA_MAX } from "@/lib/leads/schemas";
import { fieldErrorsOf, firstErrors } from "@/lib/result";
import { postLead } from "./api";
import { submitClass, TextAreaField } from "@/components/forms/fields";
import { LeadTextFields } from "./lead-text-fields";

type Values = {
  parentName: string;
  email: string;
  phone: string;
  studentAge: string;
  struggles: string;
  goals: string;
};
const contactFields = ["parentName", "email", "phone", "studentAge"] as const;
const empty: Values = {
  parentName: "",
  email: "",
  phone: "",
  studentAge: "",
  struggles: "",
  goals: "",
};

export function AssessmentRequestModal() {
  return (
    <Suspense fallback={null}>
      <AssessmentRequest />
    </Suspense>
  );
}

function AssessmentRequest() {
  const router = useRouter();
  const { open, close } = useOpenParam("intake");
  const bot = useBotCheck("intake");
  const toast = useToast();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // A new opening (after closing, or coming back to the page) starts afresh.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setSubmitted(false);
  }
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = { ...values, attribution: attributionForForms(window.localStorage) };
    const check = assessmentRequestSchema.safeParse({ ...payload, recaptchaToken: null });
    if (!check.success) {
      const found = firstErrors(fieldErrorsOf(check.error));
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`assessment-${first}`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const token = await bot.getToken();
      if (!token) return toast.show(assessmentToasts.botCheck, BOT_CHECK_TOAST_MS, "dialog");
      const result = await postLead("/api/assessment-request", {
        ...payload,
        recaptchaToken: token,
      });
      if (!result.ok) {
        if (result.code === "bot_check_failed")
          return toast.show(assessmentToasts.botCheck, BOT_CHECK_TOAST_MS, "dialog");
        if (result.fieldErrors) setErrors(firstErrors(result.fieldErrors));
        const description =
          result.status === 429 && result.message
            ? result.message
            : assessmentToasts.failure.description;
        return toast.show({ ...assessmentToasts.failure, description }, TOAST_MS, "dialog");
      }
      saveContactForThankYou("intake", { email: check.data.email, phone: check.data.phone });
      setSubmitted(true);
      setValues(empty);
      toast.show(assessmentToasts.success, TOAST_MS, "page");
      router.push("/thank-you/intake");
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Dialog
        open={open && !submitted}
        onClose={() => {
          if (!submitted) close();
        }}
        title="Get Your Child's Assessment"
        description="Tell us about your child and a reading specialist will contact you within 24 hours to arrange the assessment."
        size="md"
      >
        <form onSubmit={submit} className="relative space-y-4">
          <HoneypotField bot={bot} />
          <LeadTextFields
            form="assessment"
            fields={contactFields}
            values={values}
            errors={errors}
            onChange={(key, value) => set(key)(value)}
          />
          <TextAreaField
            id="assessment-struggles"
            name="struggles"
            label="Learning Struggles"
            value={values.struggles}
            onChange={set("struggles")}
            error={errors.struggles}
            maxLength={TEXTAREA_MAX}
          />
          <TextAreaField
            id="assessment-goals"
            name="goals"
            label="Goals"
            value={values.goals}
            onChange={set("goals")}
            error={errors.goals}
            maxLength={TEXTAREA_MAX}
          />
          <button type="submit" disabled={pending} className={submitClass}>
            {pending ? "Submitting..." : "Submit Assessment Request"}
          </button>
        </form>
        {toast.region("dialog")}
      </Dialog>
      {toast.region("page")}
    </>
  );
}
