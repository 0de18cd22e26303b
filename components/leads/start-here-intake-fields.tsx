"use client";
// The Start Here intake form's fields (spec sections 3 and 5). "Please describe" for "Other" and
// the previous tutoring details show only when they apply; CSS :has() decides, so the rule holds
// before the page's JavaScript runs too. Every box and radio takes in what was picked or ticked
// before the page hydrated (lib/forms/use-adopted-value.ts), as the text fields do.
import type { ComponentProps, Dispatch, ReactNode, SetStateAction } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import type { StartHereIntakeValues } from "@/lib/leads/form-state";
import {
  contactMethods,
  previousTutorOptions,
  struggleOptions,
  STRUGGLES_OTHER_MAX,
  TEXTAREA_MAX,
} from "@/lib/leads/schemas";
import {
  describedBy,
  FieldError,
  RequiredMark,
  TextAreaField,
  TextField,
} from "@/components/forms/fields";
import { LeadTextFields, type LeadTextFieldKey } from "./lead-text-fields";

type Props = {
  values: StartHereIntakeValues;
  /** The form's state setter: several fields may report at once (see useAdoptedValue). */
  onChange: Dispatch<SetStateAction<StartHereIntakeValues>>;
  errors: Record<string, string>;
};

const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50";
const boxClass = "h-5 w-5 shrink-0 accent-brand-700";
const legendClass = "mb-2 font-medium text-slate-800";

export const intakeFieldId = (key: string) =>
  key === "struggles" ? "intake-struggle-reading" : `intake-${key}`;

/** A box or a radio that reports whether it is ticked, and keeps a tick given before hydration. */
function Choice({
  checked,
  onTick,
  children,
  ...input
}: Omit<ComponentProps<"input">, "checked" | "onChange" | "ref" | "className"> & {
  checked: boolean;
  onTick: (checked: boolean) => void;
  children: ReactNode;
}) {
  const ref = useAdoptedValue(checked, onTick);
  return (
    <label className={choiceClass}>
      <input
        ref={ref}
        {...input}
        checked={checked}
        onChange={(event) => onTick(event.target.checked)}
        className={boxClass}
      />
      {children}
    </label>
  );
}

export function StartHereIntakeFields({ values, onChange, errors }: Props) {
  const set =
    <K extends keyof StartHereIntakeValues>(key: K) =>
    (value: StartHereIntakeValues[K]) =>
      onChange((current) => ({ ...current, [key]: value }));
  const toggleStruggle = (struggle: string, checked: boolean) =>
    onChange((current) => ({
      ...current,
      struggles: checked
        ? [...current.struggles.filter((s) => s !== struggle), struggle]
        : current.struggles.filter((s) => s !== struggle),
    }));
  const text = (fields: readonly LeadTextFieldKey[]) => (
    <LeadTextFields
      form="intake"
      fields={fields}
      values={values}
      errors={errors}
      onChange={(key, value) => set(key)(value)}
    />
  );
  const area = (
    key: "strengths" | "strugglesDetails" | "previousTutorDetails" | "goals" | "additionalInfo",
    label: string,
    className?: string,
  ) => (
    <TextAreaField
      id={`intake-${key}`}
      name={key}
      label={label}
      value={values[key]}
      onChange={set(key)}
      error={errors[key]}
      maxLength={TEXTAREA_MAX}
      className={className}
    />
  );

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {text(["parentName", "email", "phone"])}
        <fieldset aria-describedby={describedBy("intake-contactMethod", errors.contactMethod)}>
          <legend className={legendClass}>Preferred Contact Method</legend>
          <div className="flex flex-wrap gap-2">
            {contactMethods.map((method) => (
              <Choice
                key={method.value}
                type="radio"
                name="contactMethod"
                value={method.value}
                checked={values.contactMethod === method.value}
                onTick={(ticked) => ticked && set("contactMethod")(method.value)}
              >
                {method.label}
              </Choice>
            ))}
          </div>
          <FieldError id="intake-contactMethod" error={errors.contactMethod} />
        </fieldset>
        {text(["studentAge"])}
        {/* Ticking Home-schooled hides the school box; CSS decides, so it holds before hydration. */}
        <div className="group/school space-y-2">
          <div className="group-has-[#intake-homeSchooled:checked]/school:hidden">
            {text(["school"])}
          </div>
          <Choice
            id="intake-homeSchooled"
            type="checkbox"
            name="homeSchooled"
            value="yes"
            checked={values.homeSchooled}
            onTick={set("homeSchooled")}
          >
            Home-schooled
          </Choice>
        </div>
      </div>

      {area("strengths", "Student's Strengths")}

      <fieldset
        className="group"
        aria-describedby={describedBy("intake-struggles", errors.struggles)}
      >
        <legend className={legendClass}>
          Areas of Struggle <RequiredMark required={false} />
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {struggleOptions.map((option) => (
            <Choice
              key={option.value}
              id={`intake-struggle-${option.value}`}
              type="checkbox"
              name="struggles"
              value={option.value}
              checked={values.struggles.includes(option.value)}
              onTick={(ticked) => toggleStruggle(option.value, ticked)}
            >
              {option.label}
            </Choice>
          ))}
        </div>
        <FieldError id="intake-struggles" error={errors.struggles} />
        <div
          className="mt-3 hidden group-has-[#intake-struggle-other:checked]:block"
          data-testid="intake-other-struggles"
        >
          <TextField
            id="intake-strugglesOther"
            name="strugglesOther"
            label="Please describe the other struggles"
            value={values.strugglesOther}
            onChange={set("strugglesOther")}
            error={errors.strugglesOther}
            maxLength={STRUGGLES_OTHER_MAX}
          />
        </div>
      </fieldset>

      {area("strugglesDetails", "Tell us more about these struggles")}

      <fieldset
        className="group"
        aria-describedby={describedBy("intake-previousTutor", errors.previousTutor)}
      >
        <legend className={legendClass}>
          Has your child worked with a tutor before? <RequiredMark required={false} />
        </legend>
        <div className="flex flex-wrap gap-2">
          {previousTutorOptions.map((option) => (
            <Choice
              key={option.value}
              id={`intake-previous-tutor-${option.value}`}
              type="radio"
              name="previousTutor"
              value={option.value}
              checked={values.previousTutor === option.value}
              onTick={(ticked) => ticked && set("previousTutor")(option.value)}
            >
              {option.label}
            </Choice>
          ))}
        </div>
        <FieldError id="intake-previousTutor" error={errors.previousTutor} />
        <div
          className="mt-3 hidden group-has-[#intake-previous-tutor-yes:checked]:block"
          data-testid="intake-previous-tutoring"
        >
          {area("previousTutorDetails", "Tell us about the previous tutoring")}
        </div>
      </fieldset>

      {area("goals", "Goals for tutoring")}
      {area("additionalInfo", "Anything else we should know?")}
    </div>
  );
}
