import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { PageHeader } from "@/components/admin/page-header";
import { DraftItemList } from "@/components/admin/site/draft-item-list";
import { KindDraftPanel } from "@/components/admin/site/kind-draft-panel";
import { cardClass } from "@/components/admin/ui";
import { ButtonLink } from "@/components/ui/button";
import { requireSiteEditorPage } from "@/lib/site-content/editors";
import {
  deleteServiceAction,
  moveServiceAction,
  setServiceHiddenAction,
} from "@/lib/site-content/list-draft-actions";
import { richTextToPlain } from "@/lib/site-content/rich-text";
import { formatPrice } from "@/lib/site-content/service-schema";
import { servicesKind } from "@/lib/site-content/services";
import { readDraft } from "@/lib/site-content/versions/store";

export const metadata: Metadata = { title: "Services and prices" };

export default async function ServicesEditorPage() {
  await requireSiteEditorPage("/admin/site/services");
  const db = await getDb();
  // Straight from the database, never the cache: the list shows the draft, else what is live.
  const [live, draft] = await Promise.all([servicesKind.readLive(db), readDraft(db, servicesKind)]);
  const list = (draft?.snapshot ?? live).services;
  return (
    <>
      <PageHeader
        title="Services and prices"
        description="The cards of /services-offered, in the order parents see them. Every change goes into a draft: preview it on the real page, then publish."
        actions={
          <>
            <ButtonLink href="/admin/site" variant="secondary" size="compact">
              Back to site content
            </ButtonLink>
            <ButtonLink href="/admin/site/services/new" size="compact">
              Add a service
            </ButtonLink>
          </>
        }
      />
      <div className="space-y-6">
        <KindDraftPanel kind={servicesKind} live={live} draft={draft} />
        <section aria-label="Services" className={cardClass}>
          <DraftItemList
            label="Services in page order"
            editPath="/admin/site/services"
            emptyText="No services yet. Add the first one above."
            rows={list.map((s, index) => ({
              id: s.id,
              name: s.name,
              summary: `${formatPrice(s)}${s.note ? ` · ${s.note}` : ""} · ${richTextToPlain(s.description)}`,
              hidden: s.hidden,
              canMoveUp: index > 0,
              canMoveDown: index < list.length - 1,
            }))}
            move={moveServiceAction}
            setHidden={setServiceHiddenAction}
            remove={deleteServiceAction}
          />
        </section>
      </div>
    </>
  );
}
