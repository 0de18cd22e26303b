import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { PageHeader } from "@/components/admin/page-header";
import { KindDraftPanel } from "@/components/admin/site/kind-draft-panel";
import { StaffProfileList } from "@/components/admin/site/staff-profile-list";
import { cardClass } from "@/components/admin/ui";
import { ButtonLink } from "@/components/ui/button";
import {
  deleteStaffProfileAction,
  moveStaffProfileAction,
  setStaffProfileHiddenAction,
} from "@/lib/site-content/actions";
import { requireSiteEditorPage } from "@/lib/site-content/editors";
import { staffProfilesKind } from "@/lib/site-content/staff-profiles";
import { readDraft } from "@/lib/site-content/versions/store";

export const metadata: Metadata = { title: "Staff profiles" };

export default async function StaffProfilesPage() {
  await requireSiteEditorPage("/admin/site/staff");
  const db = await getDb();
  // Straight from the database, never the cache: the list shows the draft, else what is live.
  const [live, draft] = await Promise.all([
    staffProfilesKind.readLive(db),
    readDraft(db, staffProfilesKind),
  ]);
  const profiles = (draft?.snapshot ?? live).profiles;
  return (
    <>
      <PageHeader
        title="Staff profiles"
        description="The people on Meet Our Staff, in the order parents see them. Changes wait in a draft: preview it on the real page, then publish."
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
      <div className="mb-4">
        <KindDraftPanel kind={staffProfilesKind} live={live} draft={draft} />
      </div>
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
