"use client";
// Issues a calendar subscription address and shows it once, ready to copy into a calendar app.
import { useActionState } from "react";
import type { ActionResult } from "@/lib/actions/chain";
import { CopyButton } from "@/components/ui/copy-button";
import { ResultMessage, SubmitButton, type AdminFormAction } from "../action-form";
import { inputClass, labelClass } from "../ui";

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
          <div className="flex flex-wrap items-center gap-2">
            <input
              id="feed-url"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className={`${inputClass} max-w-xl flex-1 font-mono text-sm`}
            />
            <CopyButton value={url} what="calendar address" />
          </div>
        </div>
      ) : null}
    </form>
  );
}
