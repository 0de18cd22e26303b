"use client";
// The second sign-in step: a code from the authenticator app, or a recovery code.
import { buttonClasses } from "@/components/ui/button";
import { useState, type FormEvent } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { useRouter } from "next/navigation";
import { authClient } from "@/lib/auth/client";
import { useBotCheckedSubmit } from "@/lib/bot-check/use-bot-checked-submit";
import { twoFactorError } from "./two-factor-messages";
import { inputClass, labelClass, linkClass } from "../ui";
import { SubmitError } from "@/components/forms/fields";

export function TwoFactorChallenge({ next }: { next: string }) {
  const router = useRouter();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState("");
  const codeRef = useAdoptedValue(code, setCode);
  // The server checks no bot token on this step (the password step had one); the same submit
  // hook keeps pending and error handling in one place.
  const { pending, error, setError, submit: submitChecked } = useBotCheckedSubmit(null, "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitChecked(async () => {
      const trimmed = code.replace(/\s+/g, "");
      const { error: failure } = useRecovery
        ? await authClient.twoFactor.verifyBackupCode({ code: trimmed })
        : await authClient.twoFactor.verifyTotp({ code: trimmed });
      if (failure) return twoFactorError(failure);
      router.replace(next);
      router.refresh();
      return null;
    });
  };

  return (
    <form
      onSubmit={submit}
      className="border-brand-100 space-y-4 rounded-2xl border bg-white p-6 shadow-sm"
    >
      <div>
        <label htmlFor="two-factor-code" className={labelClass}>
          {useRecovery ? "Recovery code" : "6-digit code from your authenticator app"}
        </label>
        <input
          ref={codeRef}
          id="two-factor-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          required
          autoFocus
          autoComplete="one-time-code"
          inputMode={useRecovery ? "text" : "numeric"}
          pattern={useRecovery ? undefined : "[0-9 ]{6,7}"}
          maxLength={useRecovery ? 32 : 7}
          className={`${inputClass} font-mono tracking-widest`}
        />
      </div>
      <SubmitError message={error} />
      <button
        type="submit"
        disabled={pending}
        className={buttonClasses("primary", "w-full", "compact")}
      >
        {pending ? "Checking..." : "Continue"}
      </button>
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={() => {
            setUseRecovery((v) => !v);
            setCode("");
            setError(null);
          }}
          className={`${linkClass} min-h-11`}
        >
          {useRecovery ? "Use a code from the app instead" : "Lost your phone? Use a recovery code"}
        </button>
      </p>
    </form>
  );
}
