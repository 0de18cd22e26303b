import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { PageHeader } from "@/components/admin/page-header";
import { StaffProfileForm } from "@/components/admin/site/staff-profile-form";
import { cardClass } from "@/components/admin/ui";
import { saveStaffProfileAction } from "@/lib/site-content/actions";
import { requireSiteEditorPage } from "@/lib/site-content/editors";
import { listStaffAccounts } from "@/lib/site-content/staff-profiles";

export const metadata: Metadata = { title: "Add a staff member" };

export default async function NewStaffProfilePage() {
  await requireSiteEditorPage("/admin/site/staff/new");
  const accounts = await listStaffAccounts(await getDb());
  return (
    <>
      <PageHeader
        title="Add a staff member"
        description="Saving adds them to the draft, last on Meet Our Staff; move them from the list, and publish when the draft is ready."
      />
      <section className={cardClass}>
        <StaffProfileForm
          values={{
            id: null,
            name: "",
            role: "",
            credentials: [],
            bio: [],
            specialties: [],
            photo: null,
            hasIllustration: false,
            altText: "",
            userId: null,
          }}
          accounts={accounts}
          action={saveStaffProfileAction}
        />
      </section>
    </>
  );
}
