"use client";
// Working on one request: type the requester's email (it must match the request), see what is
// stored, download it as JSON, and delete it or mark the access request done.
import { buttonClasses } from "@/components/ui/button";
import { useActionState, useEffect, useState } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import type { ActionResult } from "@/lib/actions/chain";
import { ResultMessage, SubmitButton, type AdminFormAction } from "../action-form";
import { inputClass, labelClass } from "../ui";

type Actions = {
  find: AdminFormAction;
  exportData: AdminFormAction;
  remove: AdminFormAction;
  access: AdminFormAction;
};
type Counts = Record<string, number>;

const countLabels: Record<string, string> = {
  intakeForms: "Intake forms",
  contactMessages: "Contact messages",
  consultations: "Consultations and requests",
  leadActivity: "CRM notes and history",
  emails: "Emails to or about them",
  account: "Account",
};

function download(result: ActionResult | null) {
  const data = result?.ok
    ? (result.data as { json?: string; filename?: string } | undefined)
    : undefined;
  if (!data?.json) return;
  const url = URL.createObjectURL(new Blob([data.json], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = data.filename ?? "personal-data.json";
  link.click();
  URL.revokeObjectURL(url);
}

export function PersonalDataWorkspace({
  requestId,
  kind,
  actions,
  open,
}: {
  requestId: string;
  kind: "deletion" | "access";
  actions: Actions;
  open: boolean;
}) {
  const [email, setEmail] = useState("");
  const emailRef = useAdoptedValue(email, setEmail);
  const [found, findAction] = useActionState(actions.find, null);
  const [exported, exportAction] = useActionState(actions.exportData, null);
  const [removed, removeAction] = useActionState(actions.remove, null);
  const [accessed, accessAction] = useActionState(actions.access, null);
  useEffect(() => download(exported), [exported]);
  const counts =
    (found?.ok ? (found.data as { counts?: Counts } | undefined)?.counts : undefined) ?? null;
  const hidden = (
    <>
      <input type="hidden" name="id" value={requestId} />
      <input type="hidden" name="email" value={email} />
    </>
  );
  return (
    <div className="space-y-5">
      <form action={findAction} className="space-y-3" aria-label="Find the requester's data">
        <input type="hidden" name="id" value={requestId} />
        <div>
          <label htmlFor="requester-email" className={labelClass}>
            Requester&apos;s email
          </label>
          <input
            ref={emailRef}
            id="requester-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-describedby="requester-email-hint"
            className={inputClass}
          />
          <p id="requester-email-hint" className="mt-1 text-xs text-slate-600">
            Only a hash of the address is stored with the request; it must match.
          </p>
        </div>
        <SubmitButton
          pendingLabel="Searching..."
          className={buttonClasses("secondary", "", "compact")}
        >
          Find their data
        </SubmitButton>
        <ResultMessage result={found} />
      </form>
      {counts && !removed?.ok ? (
        <>
          <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {Object.entries(counts).map(([key, value]) => (
              <div key={key} className="contents">
                <dt>{countLabels[key] ?? key}</dt>
                <dd className="text-right tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <form action={exportAction} className="space-y-2" aria-label="Export as JSON">
            {hidden}
            <SubmitButton
              pendingLabel="Preparing..."
              className={buttonClasses("secondary", "", "compact")}
            >
              Download everything as JSON
            </SubmitButton>
            <ResultMessage result={exported} />
          </form>
          {open && kind === "access" ? (
            <form
              action={accessAction}
              className="space-y-2"
              aria-label="Complete the access request"
            >
              {hidden}
              <SubmitButton pendingLabel="Saving...">
                Mark the access request as completed
              </SubmitButton>
            </form>
          ) : null}
          {open && kind === "deletion" ? (
            <form
              action={removeAction}
              className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-4"
              aria-label="Delete everything"
            >
              {hidden}
              <p className="text-sm text-red-900">
                This deletes every record listed above, permanently, in one step.
              </p>
              <div>
                <label htmlFor="delete-confirm" className={labelClass}>
                  Type &quot;delete&quot; to confirm
                </label>
                <input
                  id="delete-confirm"
                  name="confirm"
                  required
                  autoComplete="off"
                  className={`${inputClass} max-w-xs`}
                />
              </div>
              <SubmitButton
                pendingLabel="Deleting..."
                className={buttonClasses("danger", "", "compact")}
              >
                Delete everything for this email
              </SubmitButton>
            </form>
          ) : null}
        </>
      ) : null}
      {/* Outside the forms: a completed request re-renders without them, and the outcome must stay. */}
      <div aria-live="polite">
        {accessed ? <ResultMessage result={accessed} /> : null}
        {removed ? <ResultMessage result={removed} /> : null}
      </div>
    </div>
  );
}
