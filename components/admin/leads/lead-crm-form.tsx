"use client";
// Editing a lead's CRM fields. The form carries the version it was loaded at; if someone else
// saved in between, the server refuses, this form keeps what was typed, shows the newer value
// beside each field that differs, and the next save (from the newer version) goes through.
import { useActionState, useState } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import type { ActionResult } from "@/lib/actions/chain";
import type { CrmConflict, CrmFormValues } from "@/lib/crm/leads/lead-update";
import {
  conversionStageLabels,
  conversionStages,
  labelOf,
  leadStatusLabels,
  leadStatuses,
  priorities,
  priorityLabels,
  type LeadType,
} from "@/lib/practice/vocabulary";
import { ResultMessage, SubmitButton, type AdminFormAction } from "../action-form";
import { inputClass, labelClass } from "../ui";

type StaffChoice = { id: string; name: string; disabled: boolean };
type Props = {
  action: AdminFormAction;
  type: LeadType;
  id: string;
  version: number;
  values: CrmFormValues;
  staff: StaffChoice[];
};

function conflictOf(result: ActionResult | null): CrmConflict | null {
  const data = result && !result.ok ? (result.data as CrmConflict | undefined) : undefined;
  return data && typeof data.version === "number" ? data : null;
}

export function LeadCrmForm({ action, type, id, version, values, staff }: Props) {
  const [result, formAction] = useActionState(action, null);
  const [draft, setDraft] = useState<CrmFormValues>(values);
  // A saved edit re-renders the page with the next version: take its values, keep the message.
  const [loadedVersion, setLoadedVersion] = useState(version);
  if (loadedVersion !== version) {
    setLoadedVersion(version);
    setDraft(values);
  }
  const conflict = conflictOf(result);
  const set = (key: keyof CrmFormValues) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  // What staff changed before the page hydrated is kept (lib/forms/use-adopted-value.ts).
  const adopt = (key: keyof CrmFormValues) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const statusRef = useAdoptedValue(draft.status, adopt("status"));
  const priorityRef = useAdoptedValue(draft.priority, adopt("priority"));
  const conversionStageRef = useAdoptedValue(draft.conversionStage, adopt("conversionStage"));
  const assignedToRef = useAdoptedValue(draft.assignedTo, adopt("assignedTo"));
  const nextFollowUpDateRef = useAdoptedValue(draft.nextFollowUpDate, adopt("nextFollowUpDate"));
  const lastContactDateRef = useAdoptedValue(draft.lastContactDate, adopt("lastContactDate"));
  const staffName = (value: string) =>
    value ? (staff.find((s) => s.id === value)?.name ?? "Former staff") : "Unassigned";
  const theirs = (key: keyof CrmFormValues, show: (v: string) => string = (v) => v || "empty") =>
    conflict && conflict.current[key] !== draft[key] ? (
      <p className="mt-1 text-sm font-medium text-amber-900">
        Now saved as: {show(conflict.current[key])}
      </p>
    ) : null;
  const assignable = staff.filter((s) => !s.disabled || s.id === values.assignedTo);

  return (
    <form action={formAction} className="space-y-4" aria-label="Lead details">
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={conflict?.version ?? version} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="crm-status" className={labelClass}>
            Status
          </label>
          <select
            ref={statusRef}
            id="crm-status"
            name="status"
            value={draft.status}
            onChange={set("status")}
            className={inputClass}
          >
            {leadStatuses.map((s) => (
              <option key={s} value={s}>
                {leadStatusLabels[s]}
              </option>
            ))}
          </select>
          {theirs("status", (v) => labelOf(leadStatusLabels, v))}
        </div>
        <div>
          <label htmlFor="crm-priority" className={labelClass}>
            Priority
          </label>
          <select
            ref={priorityRef}
            id="crm-priority"
            name="priority"
            value={draft.priority}
            onChange={set("priority")}
            className={inputClass}
          >
            {priorities.map((p) => (
              <option key={p} value={p}>
                {priorityLabels[p]}
              </option>
            ))}
          </select>
          {theirs("priority", (v) => labelOf(priorityLabels, v))}
        </div>
        <div>
          <label htmlFor="crm-stage" className={labelClass}>
            Conversion stage
          </label>
          <select
            ref={conversionStageRef}
            id="crm-stage"
            name="conversionStage"
            value={draft.conversionStage}
            onChange={set("conversionStage")}
            className={inputClass}
          >
            {conversionStages.map((s) => (
              <option key={s} value={s}>
                {conversionStageLabels[s]}
              </option>
            ))}
          </select>
          {theirs("conversionStage", (v) => labelOf(conversionStageLabels, v))}
        </div>
        <div>
          <label htmlFor="crm-assignee" className={labelClass}>
            Assigned to
          </label>
          <select
            ref={assignedToRef}
            id="crm-assignee"
            name="assignedTo"
            value={draft.assignedTo}
            onChange={set("assignedTo")}
            className={inputClass}
          >
            <option value="">Unassigned</option>
            {assignable.map((s) => (
              <option key={s.id} value={s.id}>
                {s.disabled ? `${s.name} (disabled)` : s.name}
              </option>
            ))}
          </select>
          {theirs("assignedTo", staffName)}
        </div>
        <div>
          <label htmlFor="crm-follow-up" className={labelClass}>
            Next follow-up
          </label>
          <input
            ref={nextFollowUpDateRef}
            id="crm-follow-up"
            type="date"
            name="nextFollowUpDate"
            value={draft.nextFollowUpDate}
            onChange={set("nextFollowUpDate")}
            className={inputClass}
          />
          {theirs("nextFollowUpDate")}
        </div>
        <div>
          <label htmlFor="crm-last-contact" className={labelClass}>
            Last contact
          </label>
          <input
            ref={lastContactDateRef}
            id="crm-last-contact"
            type="date"
            name="lastContactDate"
            value={draft.lastContactDate}
            onChange={set("lastContactDate")}
            className={inputClass}
          />
          {theirs("lastContactDate")}
        </div>
      </div>
      <SubmitButton pendingLabel="Saving...">Save changes</SubmitButton>
      <ResultMessage result={result} />
    </form>
  );
}
