"use client";
// The manual-verification answers (spec section 5, "Fallback verification"): a phone number we can
// call to confirm the message (required), an alternate email and a reason (both optional).
import type { FallbackValues } from "@/lib/leads/form-state";
import { EMAIL_MAX, PHONE_MAX, TEXTAREA_MAX } from "@/lib/leads/form-limits";
import { TextAreaField, TextField } from "@/components/forms/fields";

type Props = {
  values: FallbackValues;
  onChange: (values: FallbackValues) => void;
  errors: Record<string, string>;
};

export function FallbackFields({ values, onChange, errors }: Props) {
  const set = (key: keyof FallbackValues) => (value: string) =>
    onChange({ ...values, [key]: value });
  return (
    <div className="space-y-4">
      <TextField
        id="fallback-phone"
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        required
        value={values.phone}
        onChange={set("phone")}
        error={errors.phone}
        maxLength={PHONE_MAX}
      />
      <TextField
        id="fallback-alternateEmail"
        name="alternateEmail"
        label="Alternate Email"
        type="email"
        autoComplete="email"
        value={values.alternateEmail}
        onChange={set("alternateEmail")}
        error={errors.alternateEmail}
        maxLength={EMAIL_MAX}
      />
      <TextAreaField
        id="fallback-reason"
        name="reason"
        label="Reason"
        value={values.reason}
        onChange={set("reason")}
        error={errors.reason}
        maxLength={TEXTAREA_MAX}
      />
    </div>
  );
}
