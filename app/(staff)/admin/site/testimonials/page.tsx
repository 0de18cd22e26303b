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
import { readEditableTestimonials } from "@/lib/site-content/testimonials";

export const metadata: Metadata = { title: "Testimonials" };

export default async function TestimonialsPage() {
  await requireSiteEditorPage("/admin/site/testimonials");
  const testimonials = await readEditableTestimonials(await getDb());
  return (
    <>
      <PageHeader
        title="Testimonials"
        description="Parents' words on the home page, /dyslexia and /free-consultation, in the order parents see them. Every change publishes at once."
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
