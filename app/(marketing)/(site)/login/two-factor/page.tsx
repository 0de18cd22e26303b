import type { Metadata } from "next";
import { TwoFactorChallenge } from "@/components/admin/accounts/two-factor-challenge";
import { safeReturnPath } from "@/lib/auth/return-path";
import { serverEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Enter your sign-in code", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The second sign-in step for accounts with two-factor on (better-auth keeps the session back
// until the code is confirmed).
export default async function TwoFactorPage({ searchParams }: Props) {
  const next = (await searchParams).next;
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-brand-900 text-2xl font-bold">Enter your sign-in code</h1>
      <p className="mt-2 mb-6 text-slate-700">
        Your account uses two-factor sign-in. Open your authenticator app for the current code.
      </p>
      <TwoFactorChallenge next={safeReturnPath(next, serverEnv().SITE_URL)} />
    </section>
  );
}
