import type { Metadata } from "next";
import Link from "next/link";
import { ButtonLink } from "@/components/ui/button";
import { CtaBand, PageHero, Section } from "@/components/marketing/layout-blocks";
import { JsonLd } from "@/components/marketing/json-ld";
import { FaqList } from "@/components/marketing/cards";
import { ServiceCard } from "@/components/marketing/service-card";
import { consultationHref } from "@/lib/content/services";
import { faqPageJsonLd, servicesJsonLd } from "@/lib/seo/json-ld";
import { getBusinessFacts } from "@/lib/site-content/business-facts";
import { getFaqs } from "@/lib/site-content/faqs";
import { getServices } from "@/lib/site-content/services";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  // The description names today's prices, so it follows a published change like the cards do.
  const services = await getServices();
  return pageMetadata({
    title: "Services and Prices",
    description: `One-to-one online tutoring and assessments with published prices: ${services
      .map((s) => `${s.name} ${s.price}`)
      .join(", ")}.`,
    path: "/services-offered",
  });
}

export default async function ServicesOfferedPage() {
  const [{ name }, services, faqs] = await Promise.all([
    getBusinessFacts(),
    getServices(),
    getFaqs("services-offered"),
  ]);
  return (
    <>
      <JsonLd data={servicesJsonLd(services, name)} />
      {faqs.length ? <JsonLd data={faqPageJsonLd(faqs)} /> : null}
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
      {faqs.length ? (
        <Section id="faq" eyebrow="Questions parents ask" title="Sessions, prices and billing">
          <FaqList items={faqs} />
        </Section>
      ) : null}
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
