import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { FaqForm } from "@/components/admin/site/faq-form";
import { cardClass } from "@/components/admin/ui";
import { requireSiteEditorPage } from "@/lib/site-content/editors";
import { saveFaqAction } from "@/lib/site-content/list-draft-actions";

export const metadata: Metadata = { title: "Add a question" };

export default async function NewFaqPage() {
  await requireSiteEditorPage("/admin/site/faqs/new");
  return (
    <>
      <PageHeader
        title="Add a question"
        description="It joins the draft, last on its page; move it from the list, then preview and publish."
      />
      <section className={cardClass}>
        <FaqForm
          values={{ id: null, page: "structured-literacy", question: "", answer: "" }}
          action={saveFaqAction}
        />
      </section>
    </>
  );
}
