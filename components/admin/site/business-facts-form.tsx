// Admin → Site: the business facts every page, the contact panel and the emails show. "Save
// draft" keeps the change to preview and publish later; "Publish now" is the one-click path for
// a simple change. The hint under each field says where parents meet it.
import { FACT_LIMITS } from "@/lib/site-content/business-facts-schema";
import type { EditableBusinessFacts } from "@/lib/site-content/business-facts-schema";
import { buttonClasses } from "@/components/ui/button";
import { ActionForm, SubmitButton, type AdminFormAction } from "../action-form";
import { inputClass, labelClass } from "../ui";

type Field = {
  name: keyof typeof FACT_LIMITS;
  label: string;
  hint: string;
  type?: "tel" | "email" | "url";
  required?: boolean;
};

const fields: Field[] = [
  {
    name: "name",
    label: "Practice name",
    hint: "In the footer and on every email.",
    required: true,
  },
  {
    name: "phone",
    label: "Phone number",
    hint: "On the contact page, written as parents should dial it.",
    type: "tel",
    required: true,
  },
  {
    name: "email",
    label: "Email address",
    hint: "On the contact page and in the footer.",
    type: "email",
    required: true,
  },
  {
    name: "hours",
    label: "Opening hours",
    hint: "Such as “Mon-Fri 8am-5pm”; the time zone is added for you.",
    required: true,
  },
  {
    name: "replyTime",
    label: "How soon families hear back",
    hint: "Completes “A real person answers every message …”, such as “within 24 hours”.",
    required: true,
  },
  { name: "state", label: "State", hint: "Where the practice teaches.", required: true },
  {
    name: "address",
    label: "Postal address (optional)",
    hint: "Leave empty to show none: lessons are online.",
  },
  {
    name: "utahFitsAllUrl",
    label: "Utah Fits All link",
    hint: "Where parents apply for the scholarship; must start with https://.",
    type: "url",
    required: true,
  },
];

export function BusinessFactsForm({
  facts,
  action,
}: {
  facts: EditableBusinessFacts;
  action: AdminFormAction;
}) {
  return (
    <ActionForm
      action={action}
      submitLabel="Save draft"
      submitName="intent"
      submitValue="draft"
      submitClassName={buttonClasses("secondary", "", "compact")}
      moreButtons={
        <SubmitButton name="intent" value="publish">
          Publish now
        </SubmitButton>
      }
      label="Business facts"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.name}>
            <label htmlFor={`fact-${field.name}`} className={labelClass}>
              {field.label}
            </label>
            <input
              id={`fact-${field.name}`}
              name={field.name}
              type={field.type ?? "text"}
              inputMode={field.type === "tel" ? "tel" : undefined}
              required={field.required}
              maxLength={FACT_LIMITS[field.name]}
              defaultValue={facts[field.name]}
              aria-describedby={`fact-${field.name}-hint`}
              className={inputClass}
            />
            <p id={`fact-${field.name}-hint`} className="mt-1 text-sm text-slate-600">
              {field.hint}
            </p>
          </div>
        ))}
      </div>
    </ActionForm>
  );
}
