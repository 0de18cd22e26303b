import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { Notice } from "@/components/admin/notice";
import { TwoFactorSettings } from "@/components/admin/accounts/two-factor-settings";
import { twoFactorStatus } from "@/lib/crm/staff/two-factor-policy";
import { requirePageRole } from "@/lib/auth/guards";
import { listSessionsOf } from "@/lib/auth/sign-ins/sessions";
import { ActionForm } from "@/components/admin/action-form";
import { SessionList } from "@/components/admin/accounts/session-list";
import { LazyForcePasswordChange } from "@/components/auth/lazy-force-password-change";
import { buttonClasses } from "@/components/ui/button";
import { endMyOtherSessionsAction, endMySessionAction } from "./session-actions";

export const metadata: Metadata = { title: "Account security", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Staff (teachers and admins) change their password, see where they are signed in and end those
// sessions, and turn two-factor sign-in on here; admins are sent here when the practice requires
// two-factor sign-in and they have not set it up yet.
export default async function AccountSecurityPage({ searchParams }: Props) {
  const me = await requirePageRole(["teacher", "admin"], "/account/security");
  const db = await getDb();
  const [status, sessions] = await Promise.all([
    twoFactorStatus(db, me.id),
    listSessionsOf(db, me.id, new Date(), me.sessionId),
  ]);
  const required =
    (await searchParams).required === "1" &&
    me.role === "admin" &&
    status.required &&
    !status.enabled;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-brand-900 text-2xl font-bold sm:text-3xl">Account security</h1>
      <p className="mt-2 text-slate-700">Signed in as {me.email}.</p>
      {required ? (
        <Notice tone="warning" className="mt-4">
          The practice requires two-factor sign-in for admins. Set it up below to continue to the
          admin area.
        </Notice>
      ) : null}
      <section
        aria-labelledby="password-heading"
        className="border-brand-100 mt-6 rounded-2xl border bg-white p-6 shadow-sm"
      >
        <h2 id="password-heading" className="text-brand-900 text-lg font-semibold">
          Change your password
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          You need your current password. Saving a new one signs you out everywhere else, and we
          email you a note that it changed.
        </p>
        <LazyForcePasswordChange email={me.email} stayOnPage />
      </section>
      <section
        aria-labelledby="sessions-heading"
        className="border-brand-100 mt-6 space-y-3 rounded-2xl border bg-white p-6 shadow-sm"
      >
        <h2 id="sessions-heading" className="text-brand-900 text-lg font-semibold">
          Where you&apos;re signed in
        </h2>
        <p className="text-sm text-slate-700">
          Lost a laptop or used a shared computer? End that session and it is signed out at once.
        </p>
        <SessionList sessions={sessions} endAction={endMySessionAction} whose="your account" />
        {sessions.some((s) => !s.current) ? (
          <ActionForm
            action={endMyOtherSessionsAction}
            submitLabel="Sign out everywhere else"
            pendingLabel="Signing out..."
            submitClassName={buttonClasses("secondary", "", "compact")}
            label="Sign out everywhere else"
          >
            {null}
          </ActionForm>
        ) : null}
      </section>
      <section
        id="two-factor"
        aria-labelledby="two-factor-heading"
        className="border-brand-100 mt-6 rounded-2xl border bg-white p-6 shadow-sm"
      >
        <h2 id="two-factor-heading" className="text-brand-900 mb-1 text-lg font-semibold">
          Two-factor sign-in
        </h2>
        <p className="mb-4 text-sm text-slate-700">
          Two-factor sign-in asks for a code from an authenticator app on your phone after your
          password, so a stolen password alone is not enough.
        </p>
        <TwoFactorSettings
          enabled={status.enabled}
          canDisable={!(me.role === "admin" && status.required)}
        />
      </section>
    </section>
  );
}
