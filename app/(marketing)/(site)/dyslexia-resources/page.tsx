import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { CtaBand, PageHero } from "@/components/marketing/layout-blocks";
import { ResourceGroupSection } from "@/components/marketing/resource-group";
import { resourceGroups } from "@/lib/content/resources";
import { consultationHref } from "@/lib/content/services";
import { pageMetadata } from "@/lib/seo/metadata";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Dyslexia Resources for Parents",
    description:
      "Our recommended dyslexia resources for families: trusted websites, books, podcasts, videos, courses and parent support, including Utah organisations.",
    path: "/dyslexia-resources",
  });
}

export default function DyslexiaResourcesPage() {
  return (
    <>
      <PageHero
        title="Dyslexia resources"
        lead={
          <p>
            The websites, books, podcasts, videos and courses we recommend most often to families.
            They are independent of us, and we do not earn anything from them; they are simply good.
          </p>
        }
      >
        <nav aria-label="Resource types" className="w-full">
          <ul className="flex flex-wrap gap-2">
            {resourceGroups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="text-brand-800 ring-brand-200 hover:bg-brand-50 inline-flex min-h-11 items-center rounded-full bg-white px-4 font-medium ring-1"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-14 px-4 py-6">
        {resourceGroups.map((group) => (
          <ResourceGroupSection key={group.id} group={group} />
        ))}
      </div>
      <CtaBand
        title="Want advice for your own child?"
        actions={
          <ButtonLink href={consultationHref} variant="sun">
            Book a free consultation
          </ButtonLink>
        }
      >
        <p>
          Reading about dyslexia helps. Talking to a specialist about your child helps even more.
        </p>
      </CtaBand>
    </>
  );
}
