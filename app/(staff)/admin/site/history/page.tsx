import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { PageHeader } from "@/components/admin/page-header";
import { VersionHistory } from "@/components/admin/site/version-history";
import { cardClass } from "@/components/admin/ui";
import { formatDateTime } from "@/lib/practice/business-time";
import { requireSiteEditorPage } from "@/lib/site-content/editors";
import { restoreVersionAction } from "@/lib/site-content/versions/actions";
import { CONTENT_KINDS } from "@/lib/site-content/versions/registry";
import { listVersions } from "@/lib/site-content/versions/store";

export const metadata: Metadata = { title: "Site content history" };

export default async function SiteContentHistoryPage() {
  await requireSiteEditorPage("/admin/site/history");
  const db = await getDb();
  const kinds = await Promise.all(
    CONTENT_KINDS.map(async (kind) => ({ kind, versions: await listVersions(db, kind) })),
  );
  return (
    <>
      <PageHeader
        title="Site content history"
        description="Every publish, newest first, with who published it, when, and what it changed. Restoring a version publishes it again as a new version; nothing is lost."
      />
      <div className="space-y-6">
        {kinds.map(({ kind, versions }) => (
          <section key={kind.key} aria-labelledby={`${kind.key}-heading`} className={cardClass}>
            <h2 id={`${kind.key}-heading`} className="text-brand-900 mb-3 text-lg font-semibold">
              {kind.label}
            </h2>
            <VersionHistory
              label={kind.label}
              versions={versions.map((v) => ({
                id: v.id,
                publishedBy: v.publishedBy,
                publishedAt: formatDateTime(v.publishedAt),
                restoredFrom: v.restoredFrom,
                changes: v.changes,
                live: v.live,
              }))}
              restore={restoreVersionAction}
            />
          </section>
        ))}
      </div>
    </>
  );
}
