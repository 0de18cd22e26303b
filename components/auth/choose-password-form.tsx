"use client";
// Choosing a password from an emailed link: a password reset (better-auth checks and spends the
// link) or a staff invitation (our server action does). Then the person signs in with it.
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { authClient } from "@/lib/auth/client";
import { acceptInvitationAction } from "@/lib/auth/invitation-actions";
import { NewPasswordFields } from "./new-password-fields";
import { SubmitError } from "@/components/forms/fields";
import { buttonClasses } from "@/components/ui/button";

const LINK_DEAD =
  "This link has expired or was already used. Please ask for a new one with “Forgot password?”.";

export function ChoosePasswordForm({
  kind,
  token,
  email,
}: {
  kind: "reset" | "invitation";
  token: string;
  email: string;
}) {
  const router = useRouter();
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const save = async (): Promise<string | null> => {
    if (kind === "invitation") {
      const result = await acceptInvitationAction({ token, password: next });
      return result.ok ? null : result.message;
    }
    const { error: authError } = await authClient.resetPassword({ newPassword: next, token });
    if (!authError) return null;
    if (authError.code === "INVALID_TOKEN") return LINK_DEAD;
    return authError.status === 400 || authError.status === 429
      ? (authError.message ?? LINK_DEAD)
      : "We couldn't save that right now. Please try again.";
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (next !== confirm) return setError("The two passwords don't match.");
    setPending(true);
    try {
      const problem = await save();
      if (problem) return setError(problem);
      router.replace(`/login?password=${kind === "invitation" ? "chosen" : "reset"}`);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="border-brand-100 mt-6 space-y-4 rounded-2xl border bg-white p-6"
    >
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        id="chosen-password"
        value={next}
        onChange={setNext}
        confirm={confirm}
        onConfirmChange={setConfirm}
      />
      <SubmitError message={error} />
      <button type="submit" disabled={pending} className={buttonClasses("primary", "w-full")}>
        {pending ? "Saving..." : kind === "invitation" ? "Set my password" : "Save new password"}
      </button>
    </form>
  );
}
