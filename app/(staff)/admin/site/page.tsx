import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { PageHeader } from "@/components/admin/page-header";
import { BusinessFactsForm } from "@/components/admin/site/business-facts-form";
import { SiteEditorsList } from "@/components/admin/site/site-editors-list";
import { cardClass } from "@/components/admin/ui";
import { ButtonLink } from "@/components/ui/button";
import { readBusinessFacts } from "@/lib/site-content/business-facts";
import { listTeacherPermissions, requireSiteEditorPage } from "@/lib/site-content/editors";
import { saveBusinessFactsAction, setSiteEditorAction } from "@/lib/site-content/actions";

export const metadata: Metadata = { title: "Site content" };

export default async function SiteContentPage() {
  const editor = await requireSiteEditorPage("/admin/site");
  const db = await getDb();
  // Straight from the database, never the cache: the form must show what is saved.
  const [facts, teachers] = await Promise.all([
    readBusinessFacts(db),
    editor.role === "admin" ? listTeacherPermissions(db) : Promise.resolve(null),
  ]);
  return (
    <>
      <PageHeader
        title="Site content"
        description="What parents read about the practice. Saving publishes at once: the next visitor to any page sees the change, no rebuild needed."
      />
      <div className="space-y-6">
        <section aria-labelledby="facts-heading" className={cardClass}>
          <h2 id="facts-heading" className="text-brand-900 mb-3 text-lg font-semibold">
            Business facts
          </h2>
          <BusinessFactsForm facts={facts} action={saveBusinessFactsAction} />
        </section>
        <section aria-labelledby="staff-heading" className={cardClass}>
          <h2 id="staff-heading" className="text-brand-900 mb-1 text-lg font-semibold">
            Staff profiles
          </h2>
          <p className="mb-3 text-slate-700">
            Who parents meet on Meet Our Staff: add people, change their bios and photos, reorder or
            hide them.
          </p>
          <ButtonLink href="/admin/site/staff" size="compact">
            Edit staff profiles
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
        {teachers ? (
          <section aria-labelledby="site-editors-heading" className={cardClass}>
            <SiteEditorsList teachers={teachers} action={setSiteEditorAction} />
          </section>
        ) : null}
      </div>
    </>
  );
}
