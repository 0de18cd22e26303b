import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { PageHeader } from "@/components/admin/page-header";
import { DraftItemList } from "@/components/admin/site/draft-item-list";
import { KindDraftPanel } from "@/components/admin/site/kind-draft-panel";
import { cardClass } from "@/components/admin/ui";
import { ButtonLink } from "@/components/ui/button";
import { requireSiteEditorPage } from "@/lib/site-content/editors";
import { FAQ_PAGE_IDS, FAQ_PAGES } from "@/lib/site-content/faq-schema";
import { faqsKind } from "@/lib/site-content/faqs";
import {
  deleteFaqAction,
  moveFaqAction,
  setFaqHiddenAction,
} from "@/lib/site-content/list-draft-actions";
import { richTextToPlain } from "@/lib/site-content/rich-text";
import { readDraft } from "@/lib/site-content/versions/store";

export const metadata: Metadata = { title: "FAQs" };

export default async function FaqsEditorPage() {
  await requireSiteEditorPage("/admin/site/faqs");
  const db = await getDb();
  const [live, draft] = await Promise.all([faqsKind.readLive(db), readDraft(db, faqsKind)]);
  const items = (draft?.snapshot ?? live).items;
  return (
    <>
      <PageHeader
        title="FAQs"
        description="The questions parents read on /structured-literacy and /services-offered, in the order each page shows them. Every change goes into a draft: preview it on the real page, then publish."
        actions={
          <>
            <ButtonLink href="/admin/site" variant="secondary" size="compact">
              Back to site content
            </ButtonLink>
            <ButtonLink href="/admin/site/faqs/new" size="compact">
              Add a question
            </ButtonLink>
          </>
        }
      />
      <div className="space-y-6">
        <KindDraftPanel kind={faqsKind} live={live} draft={draft} />
        {FAQ_PAGE_IDS.map((page) => {
          const onPage = items.filter((item) => item.page === page);
          return (
            <section key={page} aria-labelledby={`faq-${page}`} className={cardClass}>
              <h2 id={`faq-${page}`} className="text-brand-900 mb-3 text-lg font-semibold">
                {FAQ_PAGES[page].label} ({FAQ_PAGES[page].path})
              </h2>
              <DraftItemList
                label={`Questions on ${FAQ_PAGES[page].path}, in page order`}
                editPath="/admin/site/faqs"
                emptyText="No questions on this page: it shows no FAQ."
                rows={onPage.map((item, index) => ({
                  id: item.id,
                  name: `“${item.question}”`,
                  summary: richTextToPlain(item.answer),
                  hidden: item.hidden,
                  canMoveUp: index > 0,
                  canMoveDown: index < onPage.length - 1,
                }))}
                move={moveFaqAction}
                setHidden={setFaqHiddenAction}
                remove={deleteFaqAction}
              />
            </section>
          );
        })}
      </div>
    </>
  );
}
