// What a person sees after "Create Account". The same words whether the email was new or
// already had an account: the email itself says which.
export function CheckYourEmail({ email }: { email: string }) {
  return (
    <div role="status" className="border-brand-100 rounded-2xl border bg-white p-6 shadow-sm">
      <h1 className="text-brand-900 text-2xl font-bold">Check your email to continue</h1>
      <p className="mt-3 text-slate-700">
        We&apos;ve sent a message to <strong className="break-all">{email}</strong>. Open the link
        in it to confirm your address, and you&apos;ll be signed in.
      </p>
      <p className="mt-3 text-slate-700">
        If you already have an account with us, the message explains how to sign in instead.
      </p>
      <p className="mt-3 text-sm text-slate-600">
        It can take a minute or two to arrive. If you can&apos;t find it, please look in your spam
        or junk folder.
      </p>
    </div>
  );
}
