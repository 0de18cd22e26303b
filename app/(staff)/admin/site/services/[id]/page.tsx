import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { PageHeader } from "@/components/admin/page-header";
import { ServiceForm } from "@/components/admin/site/service-form";
import { cardClass } from "@/components/admin/ui";
import { requireSiteEditorPage } from "@/lib/site-content/editors";
import { saveServiceAction } from "@/lib/site-content/list-draft-actions";
import { servicesKind } from "@/lib/site-content/services";
import { readDraftOrLive } from "@/lib/site-content/versions/store";

export const metadata: Metadata = { title: "Edit a service" };

export default async function EditServicePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireSiteEditorPage(`/admin/site/services/${encodeURIComponent(id)}`);
  const { services } = await readDraftOrLive(await getDb(), servicesKind);
  const service = services.find((s) => s.id === id);
  if (!service) notFound();
  const { hidden: _hidden, ...values } = service;
  return (
    <>
      <PageHeader title={`Edit ${service.name}`} />
      <section className={cardClass}>
        <ServiceForm values={values} action={saveServiceAction} />
      </section>
    </>
  );
}
