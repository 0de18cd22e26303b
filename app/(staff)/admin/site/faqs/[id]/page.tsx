import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { PageHeader } from "@/components/admin/page-header";
import { FaqForm } from "@/components/admin/site/faq-form";
import { cardClass } from "@/components/admin/ui";
import { requireSiteEditorPage } from "@/lib/site-content/editors";
import { faqsKind } from "@/lib/site-content/faqs";
import { saveFaqAction } from "@/lib/site-content/list-draft-actions";
import { readDraftOrLive } from "@/lib/site-content/versions/store";

export const metadata: Metadata = { title: "Edit a question" };

export default async function EditFaqPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireSiteEditorPage(`/admin/site/faqs/${encodeURIComponent(id)}`);
  const { items } = await readDraftOrLive(await getDb(), faqsKind);
  const item = items.find((i) => i.id === id);
  if (!item) notFound();
  const { hidden: _hidden, ...values } = item;
  return (
    <>
      <PageHeader title="Edit a question" />
      <section className={cardClass}>
        <FaqForm values={values} action={saveFaqAction} />
      </section>
    </>
  );
}
