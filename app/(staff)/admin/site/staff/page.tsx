import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { PageHeader } from "@/components/admin/page-header";
import { StaffProfileList } from "@/components/admin/site/staff-profile-list";
import { cardClass } from "@/components/admin/ui";
import { ButtonLink } from "@/components/ui/button";
import {
  deleteStaffProfileAction,
  moveStaffProfileAction,
  setStaffProfileHiddenAction,
} from "@/lib/site-content/actions";
import { requireSiteEditorPage } from "@/lib/site-content/editors";
import { readEditableProfiles } from "@/lib/site-content/staff-profiles";

export const metadata: Metadata = { title: "Staff profiles" };

export default async function StaffProfilesPage() {
  await requireSiteEditorPage("/admin/site/staff");
  const profiles = await readEditableProfiles(await getDb());
  return (
    <>
      <PageHeader
        title="Staff profiles"
        description="The people on Meet Our Staff, in the order parents see them. Every change publishes at once."
        actions={
          <>
            <ButtonLink href="/admin/site" variant="secondary" size="compact">
              Back to site content
            </ButtonLink>
            <ButtonLink href="/admin/site/staff/new" size="compact">
              Add a staff member
            </ButtonLink>
          </>
        }
      />
      <section aria-label="Staff profiles" className={cardClass}>
        <StaffProfileList
          profiles={profiles.map(({ id, name, role, hidden }) => ({ id, name, role, hidden }))}
          move={moveStaffProfileAction}
          setHidden={setStaffProfileHiddenAction}
          remove={deleteStaffProfileAction}
        />
      </section>
    </>
  );
}
