"use client";
// The header's Members Login modal: email (trimmed), password with show/hide, Sign In.
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Dialog } from "@/components/ui/dialog";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { PasswordInput } from "./password-input";
import { authClient } from "@/lib/auth/client";
import { useBotCheckedSubmit } from "@/lib/bot-check/use-bot-checked-submit";
import { signInErrorMessage, SECURITY_CHECK_FAILED } from "@/lib/auth/messages";
import { SubmitError } from "@/components/forms/fields";
import { buttonClasses } from "@/components/ui/button";

export function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const {
    bot,
    pending,
    error,
    submit: submitChecked,
  } = useBotCheckedSubmit("login", SECURITY_CHECK_FAILED);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitChecked(async (headers) => {
      const { data, error: authError } = await authClient.signIn.email(
        { email: email.trim(), password },
        { headers },
      );
      if (authError) return signInErrorMessage(authError);
      setPassword("");
      onClose();
      const mustChange = (data?.user as { mustChangePassword?: boolean } | undefined)
        ?.mustChangePassword;
      if (mustChange) router.push("/force-password-change");
      router.refresh();
      return null;
    });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Members Login"
      description="Sign in to your account."
      size="sm"
    >
      <form onSubmit={submit} className="relative space-y-4" noValidate={false}>
        <HoneypotField bot={bot} />
        <div>
          <label
            htmlFor="login-modal-email"
            className="mb-1 block text-sm font-medium text-slate-800"
          >
            Email
          </label>
          <input
            id="login-modal-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base"
          />
        </div>
        <PasswordInput
          id="login-modal-password"
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="-mt-2 text-right text-sm">
          <a href="/forgot-password" className="text-brand-700 font-medium underline">
            Forgot password?
          </a>
        </p>
        <SubmitError message={error} />
        <button type="submit" disabled={pending} className={buttonClasses("primary", "w-full")}>
          {pending ? "Signing in..." : "Sign In"}
        </button>
        <p className="text-center text-sm text-slate-600">
          New here?{" "}
          <a href="/login?mode=sign-up" className="text-brand-700 font-medium underline">
            Create an account
          </a>
        </p>
      </form>
    </Dialog>
  );
}
