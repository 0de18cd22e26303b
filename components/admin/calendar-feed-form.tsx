"use client";
// Issues a calendar subscription address and shows it once, ready to copy into a calendar app.
import { useActionState } from "react";
import type { ActionResult } from "@/lib/crm/action";
import { ResultMessage, SubmitButton, type AdminFormAction } from "./action-form";
import { inputClass, labelClass } from "./ui";

export function CalendarFeedForm({
  action,
  hasFeed,
}: {
  action: AdminFormAction;
  hasFeed: boolean;
}) {
  const [result, formAction] = useActionState(action, null);
  const issued = result as ActionResult<{ url?: string }> | null;
  const url = issued?.ok ? issued.data?.url : undefined;
  return (
    <form action={formAction} className="space-y-3" aria-label="Calendar subscription address">
      <SubmitButton pendingLabel="Creating...">
        {hasFeed ? "Replace my calendar address" : "Create my calendar address"}
      </SubmitButton>
      <ResultMessage result={result} />
      {url ? (
        <div>
          <label htmlFor="feed-url" className={labelClass}>
            Your private calendar address
          </label>
          <input
            id="feed-url"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className={`${inputClass} font-mono text-sm`}
          />
        </div>
      ) : null}
    </form>
  );
}
