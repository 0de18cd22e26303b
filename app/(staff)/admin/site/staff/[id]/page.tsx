import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { PageHeader } from "@/components/admin/page-header";
import { StaffProfileForm } from "@/components/admin/site/staff-profile-form";
import { cardClass } from "@/components/admin/ui";
import { saveStaffProfileAction } from "@/lib/site-content/actions";
import { requireSiteEditorPage } from "@/lib/site-content/editors";
import { readEditableProfile } from "@/lib/site-content/staff-drafts";
import { listStaffAccounts } from "@/lib/site-content/staff-profiles";

export const metadata: Metadata = { title: "Edit a staff profile" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function EditStaffProfilePage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireSiteEditorPage(`/admin/site/staff/${encodeURIComponent(id)}`);
  const db = await getDb();
  const [profile, accounts] = await Promise.all([
    readEditableProfile(db, id),
    listStaffAccounts(db),
  ]);
  if (!profile) notFound();
  const added = (await searchParams).added === "1";
  return (
    <>
      <PageHeader title={`Edit ${profile.name}`} />
      {added ? (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          {profile.name} was added to the draft. Preview it from the staff list, then publish.
        </p>
      ) : null}
      <section className={cardClass}>
        <StaffProfileForm
          values={{
            id: profile.id,
            name: profile.name,
            role: profile.role,
            credentials: profile.credentials,
            bio: profile.bio,
            specialties: profile.specialties,
            photo: profile.photo,
            hasIllustration: Boolean(profile.avatarSrc),
            altText: profile.altText,
            userId: profile.userId,
          }}
          accounts={accounts}
          action={saveStaffProfileAction}
        />
      </section>
    </>
  );
}
