import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { PageHeader } from "@/components/admin/page-header";
import { TestimonialForm } from "@/components/admin/site/testimonial-form";
import { cardClass } from "@/components/admin/ui";
import { saveTestimonialAction } from "@/lib/site-content/actions";
import { requireSiteEditorPage } from "@/lib/site-content/editors";
import { readTestimonialsDraftOrLive } from "@/lib/site-content/testimonial-drafts";

export const metadata: Metadata = { title: "Edit a testimonial" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function EditTestimonialPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireSiteEditorPage(`/admin/site/testimonials/${encodeURIComponent(id)}`);
  const testimonial = (await readTestimonialsDraftOrLive(await getDb())).find((t) => t.id === id);
  if (!testimonial) notFound();
  const added = (await searchParams).added === "1";
  return (
    <>
      <PageHeader title={`Edit ${testimonial.name}'s testimonial`} />
      {added ? (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          {testimonial.name}&apos;s testimonial was added to the draft.
        </p>
      ) : null}
      <section className={cardClass}>
        <TestimonialForm values={testimonial} action={saveTestimonialAction} />
      </section>
    </>
  );
}
