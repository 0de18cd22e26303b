import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { Notice } from "@/components/admin/notice";
import { TwoFactorSettings } from "@/components/admin/two-factor-settings";
import { twoFactorStatus } from "@/lib/crm/two-factor-policy";
import { requirePageRole } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Account security", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Staff (teachers and admins) turn two-factor sign-in on here; admins are sent here when the
// practice requires it and they have not set it up yet.
export default async function AccountSecurityPage({ searchParams }: Props) {
  const me = await requirePageRole(["teacher", "admin"], "/account/security");
  const status = await twoFactorStatus(await getDb(), me.id);
  const required =
    (await searchParams).required === "1" &&
    me.role === "admin" &&
    status.required &&
    !status.enabled;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-brand-900 text-2xl font-bold sm:text-3xl">Account security</h1>
      <p className="mt-2 text-slate-700">
        Signed in as {me.email}. Two-factor sign-in asks for a code from an authenticator app on
        your phone after your password, so a stolen password alone is not enough.
      </p>
      {required ? (
        <Notice tone="warning" className="mt-4">
          The practice requires two-factor sign-in for admins. Set it up below to continue to the
          admin area.
        </Notice>
      ) : null}
      <div className="border-brand-100 mt-6 rounded-2xl border bg-white p-6 shadow-sm">
        <h2 className="text-brand-900 mb-4 text-lg font-semibold">Two-factor sign-in</h2>
        <TwoFactorSettings
          enabled={status.enabled}
          canDisable={!(me.role === "admin" && status.required)}
        />
      </div>
    </section>
  );
}
