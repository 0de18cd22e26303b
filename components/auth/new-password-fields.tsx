"use client";
// The new password and its confirmation, with the rule beside them: the same on every form that
// sets a password (forced change, reset, invitation).
import type { Dispatch, SetStateAction } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { PasswordInput } from "./password-input";

type Props = {
  id: string;
  value: string;
  onChange: Dispatch<SetStateAction<string>>;
  confirm: string;
  onConfirmChange: Dispatch<SetStateAction<string>>;
};

export function NewPasswordFields({ id, value, onChange, confirm, onConfirmChange }: Props) {
  const valueRef = useAdoptedValue(value, onChange);
  const confirmRef = useAdoptedValue(confirm, onConfirmChange);
  return (
    <>
      <PasswordInput
        ref={valueRef}
        id={id}
        label="New password"
        required
        minLength={8}
        maxLength={128}
        autoComplete="new-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        At least 8 characters; 12 or more is better. A short phrase you&apos;ll remember works well.
      </p>
      <PasswordInput
        ref={confirmRef}
        id={`${id}-confirm`}
        label="Confirm new password"
        required
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirmChange(e.target.value)}
      />
    </>
  );
}
