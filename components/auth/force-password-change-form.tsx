"use client";
// Changing one's password with the current one: forced after a temporary password, or by choice
// under Account security (`stayOnPage`). Either way every other session of the account ends.
import { useState, type FormEvent } from "react";
import { useAdoptedValue } from "@/lib/forms/use-adopted-value";
import { useRouter } from "next/navigation";
import { authClient } from "@/lib/auth/client";
import { PASSWORD_UNCHANGED } from "@/lib/auth/messages";
import { NewPasswordFields } from "./new-password-fields";
import { PasswordInput } from "./password-input";
import { SubmitError } from "@/components/forms/fields";
import { buttonClasses } from "@/components/ui/button";

export function ForcePasswordChangeForm({
  email,
  stayOnPage = false,
}: {
  email: string;
  stayOnPage?: boolean;
}) {
  const router = useRouter();
  const [saved, setSaved] = useState(false);
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const currentRef = useAdoptedValue(current, setCurrent);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    if (next !== confirm) return setError("The two new passwords don't match.");
    if (next === current) return setError(PASSWORD_UNCHANGED);
    setPending(true);
    try {
      const { error: authError } = await authClient.changePassword({
        currentPassword: current,
        newPassword: next,
        revokeOtherSessions: true,
      });
      if (authError) {
        // A 400 carries the password rule that was broken, except better-auth's own "wrong current password".
        const ruleBroken =
          authError.status === 400 && authError.code !== "INVALID_PASSWORD"
            ? authError.message
            : null;
        setError(ruleBroken || "That current password isn't right. Please try again.");
        return;
      }
      if (stayOnPage) {
        setCurrent("");
        setNext("");
        setConfirm("");
        setSaved(true);
        router.refresh(); // the list of sessions now holds only this one
        return;
      }
      // A full navigation through the server lifts the forced-change redirect cookie (HttpOnly).
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a route handler, not a page
      window.location.assign("/api/account/password-changed");
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="border-brand-100 mt-6 space-y-4 rounded-2xl border bg-white p-6"
    >
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <PasswordInput
        ref={currentRef}
        id="current-password"
        label="Current password"
        required
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <NewPasswordFields
        id="new-password"
        value={next}
        onChange={setNext}
        confirm={confirm}
        onConfirmChange={setConfirm}
      />
      <SubmitError message={error} />
      {saved ? (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          Your new password is saved. You&apos;ve been signed out everywhere else.
        </p>
      ) : null}
      <button type="submit" disabled={pending} className={buttonClasses("primary", "w-full")}>
        {pending ? "Saving..." : "Save new password"}
      </button>
    </form>
  );
}
