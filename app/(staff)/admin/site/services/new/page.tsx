import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { ServiceForm } from "@/components/admin/site/service-form";
import { cardClass } from "@/components/admin/ui";
import { requireSiteEditorPage } from "@/lib/site-content/editors";
import { saveServiceAction } from "@/lib/site-content/list-draft-actions";

export const metadata: Metadata = { title: "Add a service" };

export default async function NewServicePage() {
  await requireSiteEditorPage("/admin/site/services/new");
  return (
    <>
      <PageHeader
        title="Add a service"
        description="It joins the draft, last in the list; move it from the list, then preview and publish."
      />
      <section className={cardClass}>
        <ServiceForm
          values={{
            id: null,
            name: "",
            priceUsd: 70,
            unit: "hour",
            note: "",
            description: "",
            ctaLabel: "Start with a free call",
            booking: "consultation",
          }}
          action={saveServiceAction}
        />
      </section>
    </>
  );
}
