import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { TestimonialForm } from "@/components/admin/site/testimonial-form";
import { cardClass } from "@/components/admin/ui";
import { saveTestimonialAction } from "@/lib/site-content/actions";
import { requireSiteEditorPage } from "@/lib/site-content/editors";

export const metadata: Metadata = { title: "Add a testimonial" };

export default async function NewTestimonialPage() {
  await requireSiteEditorPage("/admin/site/testimonials/new");
  return (
    <>
      <PageHeader
        title="Add a testimonial"
        description="It appears last on the pages you tick once you save; move it from the list."
      />
      <section className={cardClass}>
        <TestimonialForm
          values={{
            id: null,
            quote: "",
            name: "",
            detail: "",
            ageGroup: "",
            source: "",
            permissionGiven: false,
            permissionDate: null,
            pages: [],
            hidden: false,
          }}
          action={saveTestimonialAction}
        />
      </section>
    </>
  );
}
