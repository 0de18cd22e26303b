"use client";
// The Start Here intake modal, opened by ?open=intake (spec sections 3, 4 and 5). Submit stays
// disabled until the five required answers are filled; the shared schema checks the rest before
// sending. With JavaScript it posts to /api/intake; without, the form posts to a server action
// and the re-rendered page shows the server's messages. Success goes to /thank-you/intake (the
// response set the one-time intakeSubmitted flag).
import { useActionState, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useOpenParam } from "@/components/booking/use-open-param";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { Dialog } from "@/components/ui/dialog";
import { saveContactForThankYou } from "@/lib/analytics/saved-contact";
import { attributionForForms } from "@/lib/attribution/attribution";
import { useBotCheck } from "@/lib/bot-check/client";
import { submitStartHereIntakeForm } from "@/lib/leads/actions";
import {
  emptyStartHereIntake,
  type ServerFormState,
  type StartHereIntakeValues,
} from "@/lib/leads/form-state";
import { startHereIntakeMessages } from "@/lib/leads/messages";
import { startHereIntakeSchema, startHereRequiredFields } from "@/lib/leads/schemas";
import { siteConfig } from "@/lib/site-config";
import { fieldErrorsOf, firstErrors } from "@/lib/result";
import { postLead } from "./api";
import { FormAlert, submitClass, useHydrated } from "@/components/forms/fields";
import { NoScriptModal } from "./no-script-modal";
import { intakeFieldId, StartHereIntakeFields } from "./start-here-intake-fields";

const title = "Student Intake Form";
const description = `Tell us about your child. A reading specialist reviews every form and contacts you ${siteConfig.replyTime}.`;

/** What the form says after a post without JavaScript (spec section 8's texts). */
function serverAlert(state: ServerFormState<StartHereIntakeValues>): string | null {
  if (!state) return null;
  if (state.status === "bot_check_failed") return startHereIntakeMessages.botCheckFailed;
  if (state.status === "send_again") return state.message;
  if (state.status === "error" && state.message) return state.message;
  return startHereIntakeMessages.failed;
}

function focusFirst(errors: Record<string, string>) {
  const first = Object.keys(errors)[0];
  if (first) document.getElementById(intakeFieldId(first))?.focus();
}

/** On /start-here, loaded on demand: opened and closed by ?open=intake. */
export function StartHereIntakeModal() {
  const { open, close } = useOpenParam("intake");
  return <IntakeModal open={open} close={close} />;
}

/**
 * On /start-here/intake, the prerendered page a page load of /start-here?open=intake is served
 * (next.config.ts): open from the start, in the server's HTML, so it works without JavaScript.
 * It cannot read the search parameters while prerendered, and closing it goes to /start-here.
 */
export function StartHereIntakeModalOpen() {
  const router = useRouter();
  return <IntakeModal open close={() => router.replace("/start-here", { scroll: false })} />;
}

function IntakeModal({ open, close }: { open: boolean; close: () => void }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const bot = useBotCheck("intake");
  const [serverState, formAction] = useActionState<
    ServerFormState<StartHereIntakeValues>,
    FormData
  >(submitStartHereIntakeForm, null);
  const [values, setValues] = useState<StartHereIntakeValues>(
    serverState?.values ?? emptyStartHereIntake,
  );
  const [errors, setErrors] = useState<Record<string, string>>(
    firstErrors(serverState?.fieldErrors ?? {}),
  );
  const [alert, setAlert] = useState<string | null>(() => serverAlert(serverState));
  const [pending, setPending] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // A new opening (after closing, or coming back to the page) starts afresh.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setSubmitted(false);
  }
  const requiredFilled = startHereRequiredFields.every((key) => values[key].trim() !== "");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = { ...values, attribution: attributionForForms(window.localStorage) };
    const check = startHereIntakeSchema.safeParse({ ...payload, recaptchaToken: null });
    if (!check.success) {
      const found = firstErrors(fieldErrorsOf(check.error));
      setErrors(found);
      setAlert(null);
      return focusFirst(found);
    }
    setErrors({});
    setAlert(null);
    setPending(true);
    try {
      const token = await bot.getToken();
      if (!token) return setAlert(startHereIntakeMessages.botCheckFailed);
      const result = await postLead("/api/intake", { ...payload, recaptchaToken: token });
      if (!result.ok) {
        if (result.code === "bot_check_failed")
          return setAlert(startHereIntakeMessages.botCheckFailed);
        if (result.fieldErrors) setErrors(firstErrors(result.fieldErrors));
        return setAlert(
          result.status === 429 && result.message ? result.message : startHereIntakeMessages.failed,
        );
      }
      saveContactForThankYou("intake", { email: check.data.email, phone: check.data.phone });
      setSubmitted(true);
      setValues(emptyStartHereIntake);
      router.push("/thank-you/intake");
    } finally {
      setPending(false);
    }
  };

  const form = (
    <form
      action={formAction}
      onSubmit={submit}
      noValidate
      className="relative space-y-5"
      aria-label={title}
    >
      <HoneypotField bot={bot} />
      {/* Empty in the prerendered page; a refused post brings a built-in token for the next press. */}
      <input type="hidden" name="recaptchaToken" value={serverState?.token ?? ""} />
      <StartHereIntakeFields values={values} onChange={setValues} errors={errors} />
      <FormAlert message={alert} />
      <button
        type="submit"
        disabled={pending || (hydrated && !requiredFilled)}
        className={submitClass}
      >
        {pending ? "Submitting..." : "Submit Intake Form"}
      </button>
      {hydrated && !requiredFilled ? (
        <p className="text-center text-sm text-slate-600">Fill in the fields marked * to submit.</p>
      ) : null}
    </form>
  );

  if (!hydrated) {
    return open ? (
      <NoScriptModal title={title} description={description} closeHref="/start-here">
        {form}
      </NoScriptModal>
    ) : null;
  }
  return (
    <Dialog
      open={open && !submitted}
      onClose={() => {
        // Closing after success must not undo the navigation to the thank-you page.
        if (!submitted) close();
      }}
      title={title}
      description={description}
      size="lg"
    >
      {form}
    </Dialog>
  );
}
