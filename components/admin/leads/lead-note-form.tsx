"use client";
// Adding a CRM note. The text stays in the box if saving fails and clears once it is saved.
import { useActionState, useState } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { NOTE_MAX } from "@/lib/crm/leads/note-limits";
import type { LeadType } from "@/lib/practice/vocabulary";
import { ResultMessage, SubmitButton, type AdminFormAction } from "../action-form";
import { inputClass, labelClass } from "../ui";

export function LeadNoteForm({
  action,
  type,
  id,
}: {
  action: AdminFormAction;
  type: LeadType;
  id: string;
}) {
  const [body, setBody] = useState("");
  const bodyRef = useAdoptedValue(body, setBody);
  const [result, formAction] = useActionState(
    async (previous: Parameters<AdminFormAction>[0], form: FormData) => {
      const outcome = await action(previous, form);
      if (outcome.ok) setBody("");
      return outcome;
    },
    null,
  );
  return (
    <form action={formAction} className="space-y-3" aria-label="Add a note">
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      <div>
        <label htmlFor="note-body" className={labelClass}>
          New note
        </label>
        <textarea
          ref={bodyRef}
          id="note-body"
          name="body"
          rows={4}
          maxLength={NOTE_MAX}
          required
          value={body}
          onChange={(e) => setBody(e.target.value)}
          className={`${inputClass} py-2`}
          aria-describedby="note-count"
        />
        <p id="note-count" className="mt-1 text-xs text-slate-600">
          {body.length} / {NOTE_MAX}
        </p>
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" name="call" value="on" className="mt-0.5 size-5" />
        <span>This note records a phone call with the family (marks a new lead as contacted)</span>
      </label>
      <SubmitButton pendingLabel="Adding...">Add note</SubmitButton>
      <ResultMessage result={result} />
    </form>
  );
}
