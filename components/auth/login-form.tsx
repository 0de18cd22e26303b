"use client";
// The /login page: sign in, or create a member account. Messages never reveal whether an email
// is registered.
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { authClient } from "@/lib/auth/client";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { useBotCheckedSubmit } from "@/lib/bot-check/use-bot-checked-submit";
import { SECURITY_CHECK_FAILED, signInErrorMessage, signUpErrorMessage } from "@/lib/auth/messages";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { CheckYourEmail } from "./check-your-email";
import { PasswordInput } from "./password-input";
import { SubmitError } from "@/components/forms/fields";
import { buttonClasses } from "@/components/ui/button";

type Mode = "sign-in" | "sign-up";

export function LoginForm({ initialMode, returnTo }: { initialMode: Mode; returnTo: string }) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>(initialMode);
  const {
    bot,
    pending,
    error,
    setError,
    submit: submitChecked,
  } = useBotCheckedSubmit(mode === "sign-in" ? "login" : "register", SECURITY_CHECK_FAILED);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  // What was typed before the page hydrated is kept (lib/forms/use-adopted-value.ts).
  const nameRef = useAdoptedValue(name, setName);
  const emailRef = useAdoptedValue(email, setEmail);
  const passwordRef = useAdoptedValue(password, setPassword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitChecked(async (headers) => {
      if (mode === "sign-in") {
        const { data, error: authError } = await authClient.signIn.email(
          { email: email.trim(), password },
          { headers },
        );
        if (authError) return signInErrorMessage(authError);
        const mustChange = (data?.user as { mustChangePassword?: boolean } | undefined)
          ?.mustChangePassword;
        router.replace(mustChange ? "/force-password-change" : returnTo);
      } else {
        const { error: authError } = await authClient.signUp.email(
          {
            name: name.trim(),
            email: email.trim(),
            password,
            // Confirming signs nobody in; the link lands on the sign-in page, which says so.
            callbackURL: `/login?confirmed=1&next=${encodeURIComponent(returnTo)}`,
          },
          { headers },
        );
        if (authError) return signUpErrorMessage(authError);
        // Sign-up answers alike whether or not the email has an account, so nobody is signed in
        // here: the email either confirms a new account or explains how to sign in.
        setSentTo(email.trim());
        return null;
      }
      router.refresh();
      return null;
    });
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setError(null);
  };

  if (sentTo) return <CheckYourEmail email={sentTo} />;

  return (
    <div className="border-brand-100 rounded-2xl border bg-white p-6 shadow-sm">
      <h1 className="text-brand-900 text-2xl font-bold">
        {mode === "sign-in" ? "Sign in" : "Create your account"}
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        {mode === "sign-in"
          ? "Welcome back. Sign in with your email and password."
          : "Members can sign in to reach their tools."}
      </p>
      <form onSubmit={submit} className="relative mt-6 space-y-4">
        <HoneypotField bot={bot} />
        {mode === "sign-up" ? (
          <div>
            <label htmlFor="login-name" className="mb-1 block text-sm font-medium text-slate-800">
              Your name
            </label>
            <input
              ref={nameRef}
              id="login-name"
              required
              autoComplete="name"
              maxLength={100}
              value={name}
              onChange={(e) => setName(e.target.value)}
              className="min-h-11 w-full rounded-lg border border-slate-300 px-3"
            />
          </div>
        ) : null}
        <div>
          <label htmlFor="login-email" className="mb-1 block text-sm font-medium text-slate-800">
            Email
          </label>
          <input
            ref={emailRef}
            id="login-email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="min-h-11 w-full rounded-lg border border-slate-300 px-3"
          />
        </div>
        <PasswordInput
          ref={passwordRef}
          id="login-password"
          label="Password"
          required
          minLength={mode === "sign-up" ? 8 : undefined}
          maxLength={128}
          autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby={mode === "sign-up" ? "password-hint" : undefined}
        />
        {mode === "sign-up" ? (
          <p id="password-hint" className="text-sm text-slate-600">
            At least 8 characters; 12 or more is better. A short phrase you&apos;ll remember works
            well.
          </p>
        ) : null}
        {mode === "sign-in" ? (
          <p className="-mt-2 text-right text-sm">
            <a href="/forgot-password" className="text-brand-700 font-medium underline">
              Forgot password?
            </a>
          </p>
        ) : null}
        <SubmitError message={error} />
        <button type="submit" disabled={pending} className={buttonClasses("primary", "w-full")}>
          {pending
            ? mode === "sign-in"
              ? "Signing in..."
              : "Creating account..."
            : mode === "sign-in"
              ? "Sign In"
              : "Create Account"}
        </button>
      </form>
      <p className="mt-4 text-center text-sm text-slate-700">
        {mode === "sign-in" ? "New here? " : "Already have an account? "}
        <button
          type="button"
          onClick={() => switchMode(mode === "sign-in" ? "sign-up" : "sign-in")}
          className="text-brand-700 min-h-11 font-semibold underline"
        >
          {mode === "sign-in" ? "Create an account" : "Sign in instead"}
        </button>
      </p>
    </div>
  );
}
