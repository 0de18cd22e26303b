"use client";
// "Forgot password?": asks for a link by email. The answer is the same whether or not the address
// has an account, so the page only ever says where the link would have gone.
import { useState, type FormEvent } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { authClient } from "@/lib/auth/client";
import { useBotCheckedSubmit } from "@/lib/bot-check/use-bot-checked-submit";
import { SECURITY_CHECK_FAILED } from "@/lib/auth/messages";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { SubmitError } from "@/components/forms/fields";
import { buttonClasses } from "@/components/ui/button";

const RESET_FAILED = "We couldn't send that right now. Please try again in a minute.";

export function ForgotPasswordForm() {
  const { bot, pending, error, submit } = useBotCheckedSubmit("login", SECURITY_CHECK_FAILED);
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useAdoptedValue(email, setEmail);

  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit(async (headers) => {
      const { error: authError } = await authClient.requestPasswordReset(
        { email: email.trim(), redirectTo: "/reset-password" },
        { headers },
      );
      if (authError)
        return authError.status === 429 || authError.status === 400
          ? (authError.message ?? RESET_FAILED)
          : RESET_FAILED;
      setSentTo(email.trim());
      return null;
    });
  };

  if (sentTo)
    return (
      <div role="status" className="border-brand-100 rounded-2xl border bg-white p-6 shadow-sm">
        <h2 className="text-brand-900 text-xl font-bold">Check your email</h2>
        <p className="mt-3 text-slate-700">
          If <strong className="break-all">{sentTo}</strong> belongs to an account, we&apos;ve sent
          it a link to choose a new password. The link works once, for the next hour.
        </p>
        <p className="mt-3 text-sm text-slate-600">
          It can take a minute or two to arrive. If you can&apos;t find it, please look in your spam
          or junk folder.
        </p>
        <p className="mt-4 text-sm">
          <a href="/login" className="text-brand-700 font-semibold underline">
            Back to sign in
          </a>
        </p>
      </div>
    );

  return (
    <form
      onSubmit={send}
      className="border-brand-100 relative space-y-4 rounded-2xl border bg-white p-6 shadow-sm"
    >
      <HoneypotField bot={bot} />
      <div>
        <label htmlFor="forgot-email" className="mb-1 block text-sm font-medium text-slate-800">
          Email
        </label>
        <input
          ref={emailRef}
          id="forgot-email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="min-h-11 w-full rounded-lg border border-slate-300 px-3"
        />
      </div>
      <SubmitError message={error} />
      <button type="submit" disabled={pending} className={buttonClasses("primary", "w-full")}>
        {pending ? "Sending..." : "Email me a link"}
      </button>
      <p className="text-center text-sm">
        <a href="/login" className="text-brand-700 font-semibold underline">
          Back to sign in
        </a>
      </p>
    </form>
  );
}
