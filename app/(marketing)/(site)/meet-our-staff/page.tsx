import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { CtaBand, PageHero } from "@/components/marketing/layout-blocks";
import { JsonLd } from "@/components/marketing/json-ld";
import { StaffCard } from "@/components/marketing/staff-card";
import { staffJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { getStaffProfiles } from "@/lib/site-content/staff-profiles";
import { consultationHref } from "@/lib/content/services";

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Meet Our Staff",
    description:
      "Meet the Orton-Gillingham trained reading, math and writing tutors who work one to one with every student, and the family coordinator who helps you get started.",
    path: "/meet-our-staff",
  });
}

// Prerendered; a save in Admin → Site expires it through the staff-profiles cache tag.
export default async function MeetOurStaffPage() {
  const staff = await getStaffProfiles();
  return (
    <>
      <JsonLd data={staffJsonLd(staff)} />
      <PageHero
        title="Meet our staff"
        lead={
          <p>
            Every tutor on our team is trained in Orton-Gillingham structured literacy and works
            with students one to one. Between us we bring classroom teaching, special education,
            speech and language, and many years of helping children who learn differently. Here are
            the people your child will meet.
          </p>
        }
      />
      <section aria-label="Our team" className="mx-auto max-w-5xl space-y-6 px-4 pb-8">
        {staff.map((member) => (
          <StaffCard key={member.id} member={member} />
        ))}
      </section>
      <CtaBand
        title="Find the right tutor for your child"
        actions={
          <ButtonLink href={consultationHref} variant="sun">
            Book a free consultation
          </ButtonLink>
        }
      >
        <p>
          Tell us about your child on a free 30-minute call and we will suggest the best match from
          our team.
        </p>
      </CtaBand>
    </>
  );
}
