import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { adminSummary } from "@/lib/admin/summary";
import { requirePageRole } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Admin", robots: { index: false } };

export default async function AdminPage() {
  const admin = await requirePageRole(["admin"], "/admin");
  const summary = await adminSummary(await getDb());
  const tiles = [
    { label: "Intake forms", value: summary.intakeForms },
    { label: "Consultations", value: summary.consultations },
    { label: "Contact messages", value: summary.contactMessages },
    { label: "Emails waiting in the outbox", value: summary.pendingEmails },
    { label: "Accounts", value: summary.users },
  ];
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">Admin</h1>
      <p className="mt-2 text-slate-700">Signed in as {admin.email}.</p>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-2xl border border-brand-100 bg-white p-5">
            <dt className="text-sm text-slate-600">{tile.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-900">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
