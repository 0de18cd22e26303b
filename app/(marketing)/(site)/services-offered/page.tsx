import type { Metadata } from "next";
import Link from "next/link";
import { ButtonLink } from "@/components/ui/button";
import { CtaBand, PageHero } from "@/components/marketing/layout-blocks";
import { JsonLd } from "@/components/marketing/json-ld";
import { ServiceCard } from "@/components/marketing/service-card";
import { consultationHref, services } from "@/lib/content/services";
import { servicesJsonLd } from "@/lib/seo/json-ld";
import { getBusinessFacts } from "@/lib/site-content/business-facts";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Services and Prices",
    description:
      "Free consultation, $100 student assessments, 1:1 online reading and math tutoring at $70/hour, the $1,200 Reading Discovery Program and 1:1 writing at $50/hour.",
    path: "/services-offered",
  });
}

export default async function ServicesOfferedPage() {
  const { name } = await getBusinessFacts();
  return (
    <>
      <JsonLd data={servicesJsonLd(services, name)} />
      <PageHero
        title="Services offered"
        lead={
          <p>
            Every service is one to one and online, taught by an Orton-Gillingham trained tutor. Our
            prices are published here so you can plan with confidence. Not sure where to begin?
            Start with a free consultation.
          </p>
        }
      />
      <section aria-label="Services and prices" className="mx-auto max-w-6xl px-4 pb-6">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-slate-700">
          Utah families can pay for tutoring with a Utah Fits All scholarship.{" "}
          <Link
            href="/utah-fits-all"
            className="text-brand-700 font-semibold underline underline-offset-4"
          >
            See how the scholarship works
          </Link>
          . Read more about our{" "}
          <Link
            href="/assessments"
            className="text-brand-700 font-semibold underline underline-offset-4"
          >
            student assessments
          </Link>
          .
        </p>
      </section>
      <CtaBand
        title="Not sure which service fits?"
        actions={
          <ButtonLink href={consultationHref} variant="sun">
            Book a free consultation
          </ButtonLink>
        }
      >
        <p>
          Tell us about your child and we will recommend the right starting point. The call is free,
          and so is the advice.
        </p>
      </CtaBand>
    </>
  );
}
