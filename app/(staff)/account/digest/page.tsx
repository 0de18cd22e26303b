import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { ActionForm } from "@/components/admin/action-form";
import { requireAdminPage } from "@/lib/crm/access";
import { hasMorningDigest } from "@/lib/crm/reports/morning-digest";
import { formatClock } from "@/lib/practice/time-zone";
import { serverEnv } from "@/lib/env";
import { siteConfig } from "@/lib/site-config";
import { saveDigestAction } from "./actions";

export const metadata: Metadata = { title: "Morning digest", robots: { index: false } };

// Each admin's own choice: one short email a morning with what needs them today.
export default async function MorningDigestPage() {
  const me = await requireAdminPage("/account/digest");
  const on = await hasMorningDigest(await getDb(), me.id);
  const hour = `${formatClock(serverEnv().MORNING_DIGEST_HOUR * 60)} ${siteConfig.timeZoneLabel}`;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-brand-900 text-2xl font-bold sm:text-3xl">Morning digest</h1>
      <p className="mt-2 text-slate-700">
        One email each morning, from {hour}, to {me.email}: how many new leads came in since the
        last one, the times of today&apos;s consultations and how many follow-ups are due. It holds
        counts and times only, no names or details about families; open the dashboard for those.
      </p>
      <div className="border-brand-100 mt-6 rounded-2xl border bg-white p-6 shadow-sm">
        <ActionForm
          action={saveDigestAction}
          submitLabel="Save"
          pendingLabel="Saving..."
          label="Morning digest"
        >
          <label className="flex min-h-11 items-center gap-3 text-slate-800">
            <input type="checkbox" name="morningDigest" defaultChecked={on} className="size-5" />
            Send me the morning digest
          </label>
        </ActionForm>
      </div>
    </section>
  );
}
