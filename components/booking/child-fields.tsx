"use client";
// The booking's questions about the child (issue 36). All optional: a parent may skip them and
// tell us on the call. The inputs carry no names, like the rest of this JavaScript-only form.
import { inputClass, RequiredMark, TextField } from "@/components/forms/fields";
import { CHILD_AGE_MAX, CHILD_NAME_MAX, childGrades } from "@/lib/booking/child";

export type ChildValues = { childFirstName: string; childAge: string; childGrade: string };
export const emptyChild: ChildValues = { childFirstName: "", childAge: "", childGrade: "" };

type Props = { values: ChildValues; onChange: (values: ChildValues) => void };

export function ChildFields({ values, onChange }: Props) {
  const set = (key: keyof ChildValues) => (value: string) => onChange({ ...values, [key]: value });
  return (
    <fieldset
      className="grid gap-4 sm:col-span-2 sm:grid-cols-3"
      aria-describedby="booking-child-hint"
    >
      <legend className="text-brand-900 font-semibold">About your child</legend>
      <p id="booking-child-hint" className="-mt-2 text-sm text-slate-700 sm:col-span-3">
        Optional: it helps us prepare, and you can also tell us on the call.
      </p>
      <TextField
        id="booking-child-first-name"
        label="Child's First Name"
        autoComplete="off"
        maxLength={CHILD_NAME_MAX}
        value={values.childFirstName}
        onChange={set("childFirstName")}
      />
      <TextField
        id="booking-child-age"
        label="Child's Age"
        autoComplete="off"
        maxLength={CHILD_AGE_MAX}
        value={values.childAge}
        onChange={set("childAge")}
      />
      <div>
        <label htmlFor="booking-child-grade" className="mb-1 block font-medium text-slate-800">
          Grade <RequiredMark required={false} />
        </label>
        <select
          id="booking-child-grade"
          value={values.childGrade}
          onChange={(event) => set("childGrade")(event.target.value)}
          className={inputClass}
        >
          <option value="">Choose a grade</option>
          {childGrades.map((grade) => (
            <option key={grade} value={grade}>
              {grade}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
