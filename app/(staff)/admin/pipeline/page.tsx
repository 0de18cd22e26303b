import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { InboxFilters } from "@/components/admin/leads/inbox-filters";
import { Notice } from "@/components/admin/notice";
import { PageHeader } from "@/components/admin/page-header";
import { PipelineBoard } from "@/components/admin/leads/pipeline-board";
import { linkClass } from "@/components/admin/ui";
import { requireAdminPage } from "@/lib/crm/access";
import { readInboxQuery } from "@/lib/crm/leads/inbox-page";
import { inboxHref } from "@/lib/crm/leads/inbox-query";
import { loadPipeline } from "@/lib/crm/leads/pipeline";
import { moveStageAction } from "./actions";

export const metadata: Metadata = { title: "Pipeline" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PipelinePage({ searchParams }: Props) {
  const admin = await requireAdminPage("/admin/pipeline");
  const db = await getDb();
  const now = new Date();
  const { query, staff, error } = await readInboxQuery(db, await searchParams, admin, now);
  const columns = error ? null : await loadPipeline(db, query, now);
  return (
    <>
      <PageHeader
        title="Pipeline"
        description="Every lead by conversion stage. Drag a card to another column, or use its Move menu; each move is saved on the lead's timeline."
        actions={
          <Link href={inboxHref(query)} className={linkClass}>
            Same filters as a list
          </Link>
        }
      />
      <InboxFilters query={query} staff={staff} path="/admin/pipeline" folded />
      <div className="mt-6">
        {error ? (
          <Notice tone="error">{error}</Notice>
        ) : columns ? (
          <PipelineBoard columns={columns} action={moveStageAction} />
        ) : null}
      </div>
    </>
  );
}
