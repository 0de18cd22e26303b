import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { PageHeader } from "@/components/admin/page-header";
import { TestimonialList } from "@/components/admin/site/testimonial-list";
import { cardClass } from "@/components/admin/ui";
import { ButtonLink } from "@/components/ui/button";
import {
  deleteTestimonialAction,
  moveTestimonialAction,
  setTestimonialHiddenAction,
} from "@/lib/site-content/actions";
import { requireSiteEditorPage } from "@/lib/site-content/editors";
import { hasPermission, TESTIMONIAL_PAGES } from "@/lib/site-content/testimonial-schema";
import { KindDraftPanel } from "@/components/admin/site/kind-draft-panel";
import { testimonialsKind } from "@/lib/site-content/testimonials";
import { readDraft } from "@/lib/site-content/versions/store";

export const metadata: Metadata = { title: "Testimonials" };

export default async function TestimonialsPage() {
  await requireSiteEditorPage("/admin/site/testimonials");
  const db = await getDb();
  // Straight from the database, never the cache: the list shows the draft, else what is live.
  const [live, draft] = await Promise.all([
    testimonialsKind.readLive(db),
    readDraft(db, testimonialsKind),
  ]);
  const testimonials = (draft?.snapshot ?? live).testimonials;
  return (
    <>
      <PageHeader
        title="Testimonials"
        description="Parents' words on the home page, /dyslexia and /free-consultation, in the order parents see them. Changes wait in a draft: preview it on the real pages, then publish."
        actions={
          <>
            <ButtonLink href="/admin/site" variant="secondary" size="compact">
              Back to site content
            </ButtonLink>
            <ButtonLink href="/admin/site/testimonials/new" size="compact">
              Add a testimonial
            </ButtonLink>
          </>
        }
      />
      <div className="mb-4">
        <KindDraftPanel kind={testimonialsKind} live={live} draft={draft} />
      </div>
      <section aria-label="Testimonials" className={cardClass}>
        <TestimonialList
          testimonials={testimonials.map((t) => ({
            id: t.id,
            name: t.name,
            quote: t.quote,
            hidden: t.hidden,
            permission: hasPermission(t),
            where: t.pages.length
              ? `On ${t.pages.map((p) => TESTIMONIAL_PAGES[p].path).join(", ")}`
              : "On no page",
          }))}
          move={moveTestimonialAction}
          setHidden={setTestimonialHiddenAction}
          remove={deleteTestimonialAction}
        />
      </section>
    </>
  );
}
