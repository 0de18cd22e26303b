import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { PageHeader } from "@/components/admin/page-header";
import { BusinessFactsForm } from "@/components/admin/site/business-facts-form";
import { SiteEditorsList } from "@/components/admin/site/site-editors-list";
import { cardClass } from "@/components/admin/ui";
import { ButtonLink } from "@/components/ui/button";
import { KindDraftPanel } from "@/components/admin/site/kind-draft-panel";
import { businessFactsKind } from "@/lib/site-content/business-facts";
import { readDraft } from "@/lib/site-content/versions/store";
import { listTeacherPermissions, requireSiteEditorPage } from "@/lib/site-content/editors";
import { saveBusinessFactsAction, setSiteEditorAction } from "@/lib/site-content/actions";

export const metadata: Metadata = { title: "Site content" };

export default async function SiteContentPage() {
  const editor = await requireSiteEditorPage("/admin/site");
  const db = await getDb();
  // Straight from the database, never the cache: the form shows the draft, else what is live.
  const [live, draft, teachers] = await Promise.all([
    businessFactsKind.readLive(db),
    readDraft(db, businessFactsKind),
    editor.role === "admin" ? listTeacherPermissions(db) : Promise.resolve(null),
  ]);
  const facts = draft?.snapshot ?? live;
  return (
    <>
      <PageHeader
        title="Site content"
        description="What parents read about the practice. Save a draft to preview it on the real page, then publish; or publish a simple change at once. The next visitor to any page sees what you publish, no rebuild needed."
      />
      <div className="space-y-6">
        <section aria-labelledby="facts-heading" className={cardClass}>
          <h2 id="facts-heading" className="text-brand-900 mb-3 text-lg font-semibold">
            Business facts
          </h2>
          <div className="mb-3">
            <KindDraftPanel kind={businessFactsKind} live={live} draft={draft} />
          </div>
          <BusinessFactsForm facts={facts} action={saveBusinessFactsAction} />
        </section>
        <section aria-labelledby="history-heading" className={cardClass}>
          <h2 id="history-heading" className="text-brand-900 mb-1 text-lg font-semibold">
            History
          </h2>
          <p className="mb-3 text-slate-700">
            Every publish is kept, with who and when. Any earlier version can be put back in one
            step.
          </p>
          <ButtonLink href="/admin/site/history" size="compact">
            See the history
          </ButtonLink>
        </section>
        <section aria-labelledby="staff-heading" className={cardClass}>
          <h2 id="staff-heading" className="text-brand-900 mb-1 text-lg font-semibold">
            Staff profiles
          </h2>
          <p className="mb-3 text-slate-700">
            Who parents meet on Meet Our Staff: add people, change their bios and photos, reorder or
            hide them, then preview and publish.
          </p>
          <ButtonLink href="/admin/site/staff" size="compact">
            Edit staff profiles
          </ButtonLink>
        </section>
        <section aria-labelledby="hero-heading" className={cardClass}>
          <h2 id="hero-heading" className="text-brand-900 mb-1 text-lg font-semibold">
            Hero photos
          </h2>
          <p className="mb-3 text-slate-700">
            A photo beside the heading of the home page and of the free consultation page, in place
            of the drawing of an online lesson.
          </p>
          <ButtonLink href="/admin/site/hero" size="compact">
            Edit hero photos
          </ButtonLink>
        </section>
        <section aria-labelledby="testimonials-heading" className={cardClass}>
          <h2 id="testimonials-heading" className="text-brand-900 mb-1 text-lg font-semibold">
            Testimonials
          </h2>
          <p className="mb-3 text-slate-700">
            Parents&apos; words on the home page, /dyslexia and /free-consultation: add them with
            the family&apos;s permission, choose where each appears, reorder or hide them.
          </p>
          <ButtonLink href="/admin/site/testimonials" size="compact">
            Edit testimonials
          </ButtonLink>
        </section>
        <section aria-labelledby="services-heading" className={cardClass}>
          <h2 id="services-heading" className="text-brand-900 mb-1 text-lg font-semibold">
            Services and prices
          </h2>
          <p className="mb-3 text-slate-700">
            The cards of /services-offered: change a price or a description, add, reorder or hide a
            service, then preview and publish.
          </p>
          <ButtonLink href="/admin/site/services" size="compact">
            Edit services and prices
          </ButtonLink>
        </section>
        <section aria-labelledby="faqs-heading" className={cardClass}>
          <h2 id="faqs-heading" className="text-brand-900 mb-1 text-lg font-semibold">
            FAQs
          </h2>
          <p className="mb-3 text-slate-700">
            The questions and answers on /structured-literacy and /services-offered: edit, add,
            reorder or hide them, then preview and publish.
          </p>
          <ButtonLink href="/admin/site/faqs" size="compact">
            Edit FAQs
          </ButtonLink>
        </section>
        {teachers ? (
          <section aria-labelledby="site-editors-heading" className={cardClass}>
            <SiteEditorsList teachers={teachers} action={setSiteEditorAction} />
          </section>
        ) : null}
      </div>
    </>
  );
}
