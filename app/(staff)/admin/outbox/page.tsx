import { buttonClasses } from "@/components/ui/button";
import type { Metadata } from "next";
import { z } from "zod";
import Link from "next/link";
import { getDb } from "@/db/client";
import { ActionForm } from "@/components/admin/action-form";
import { Badge, type BadgeTone } from "@/components/admin/badge";
import { Notice } from "@/components/admin/notice";
import { PageHeader } from "@/components/admin/page-header";
import { Pagination } from "@/components/admin/pagination";
import { requireAdminPage } from "@/lib/crm/access";
import { oneOf, pageNumber, readPageQuery } from "@/lib/http/page-query";
import { formatDateTime } from "@/lib/practice/business-time";
import { deliveryWords, emailKindLabel } from "@/lib/crm/outbox/outbox-words";
import {
  listOutbox,
  OUTBOX_PAGE_SIZE,
  outboxStatuses,
  type OutboxStatus,
} from "@/lib/crm/outbox/outbox-admin";
import { mailTransport } from "@/lib/email/transport";
import { retryEmailAction } from "./actions";

export const metadata: Metadata = { title: "Outbox" };

const statusLabels: Record<OutboxStatus, string> = {
  pending: "Waiting",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  withdrawn: "Withdrawn",
  interrupted: "Interrupted",
};

/** What a status means for the email, in a sentence, where the label alone does not say it. */
const statusNotes: Partial<Record<OutboxStatus, string>> = {
  sending: "Being handed to the mail server now.",
  withdrawn:
    "Not sent: the consultation it is about was cancelled, moved or has already started, so it no longer applies.",
  interrupted:
    "The site stopped while handing this to the mail server, so it may already have arrived. It is not sent again on its own, so nobody gets it twice; send it again only if the recipient did not get it.",
};

const badgeTones: Record<OutboxStatus, BadgeTone> = {
  pending: "amber",
  sending: "amber",
  sent: "green",
  failed: "red",
  withdrawn: "neutral",
  interrupted: "red",
};
const outboxQuery = z.object({
  status: oneOf(
    outboxStatuses,
    "That status is not known. Choose waiting, sending, sent, failed, withdrawn or interrupted.",
  ).optional(),
  page: pageNumber(),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OutboxPage({ searchParams }: Props) {
  await requireAdminPage("/admin/outbox");
  const {
    value: { status, page },
    error,
  } = readPageQuery(outboxQuery, await searchParams);
  const { rows, total, byStatus } = await listOutbox(await getDb(), { status, page });
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const smtp = mailTransport() !== null;
  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every email the site sends is written here first, in the same step as the record it is about."
        actions={
          byStatus.failed > 0 ? (
            <ActionForm
              action={retryEmailAction}
              submitLabel={`Retry all ${byStatus.failed} failed`}
              pendingLabel="Retrying..."
              submitClassName={buttonClasses("secondary", "", "compact")}
              className="flex flex-col items-end gap-2"
              label="Retry all failed emails"
            >
              <input type="hidden" name="id" value="all" />
            </ActionForm>
          ) : null
        }
      />
      {smtp ? null : (
        <Notice tone="warning" className="mb-4">
          No mail server is configured (SMTP_URL), so emails are not sent: they wait here and
          nothing is lost. Set SMTP_URL and they go out with their retries.
        </Notice>
      )}
      <nav aria-label="Email status" className="mb-4 flex flex-wrap gap-2">
        {[undefined, ...outboxStatuses].map((s) => (
          <Link
            key={s ?? "all"}
            href={s ? `/admin/outbox?status=${s}` : "/admin/outbox"}
            aria-current={s === status ? "page" : undefined}
            className={buttonClasses(s === status ? "primary" : "secondary", "", "compact")}
          >
            {s ? `${statusLabels[s]} (${byStatus[s]})` : "All"}
          </Link>
        ))}
      </nav>
      {error ? (
        <Notice tone="error" className="mb-4">
          {error}
        </Notice>
      ) : null}
      {rows.length === 0 ? <Notice>No emails here.</Notice> : null}
      <ul className="space-y-3">
        {rows.map((email) => (
          <li key={email.id} className="border-brand-100 rounded-2xl border bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="font-semibold">{email.subject}</p>
                <p className="text-sm text-slate-700">
                  To {email.toAddress} · {emailKindLabel(email.kind)} · queued{" "}
                  {formatDateTime(email.createdAt)}
                </p>
                <p className="mt-1 text-sm">
                  <Badge tone={badgeTones[email.status]}>{statusLabels[email.status]}</Badge>{" "}
                  {deliveryWords(email, smtp)}
                </p>
                {statusNotes[email.status] ? (
                  <p className="mt-1 text-sm text-slate-700">{statusNotes[email.status]}</p>
                ) : null}
                {email.lastError ? (
                  <p className="mt-1 text-sm text-red-800">Last error: {email.lastError}</p>
                ) : null}
              </div>
              {email.status === "failed" || email.status === "interrupted" ? (
                <ActionForm
                  action={retryEmailAction}
                  submitLabel={email.status === "failed" ? "Retry" : "Send again"}
                  pendingLabel="Retrying..."
                  submitClassName={buttonClasses("secondary", "", "compact")}
                  className="flex flex-col items-end gap-2"
                  label={`${email.status === "failed" ? "Retry" : "Send again"}: ${email.subject}`}
                >
                  <input type="hidden" name="id" value={email.id} />
                </ActionForm>
              ) : null}
            </div>
            <details className="mt-2">
              <summary className="text-brand-700 min-h-11 cursor-pointer py-2 text-sm font-medium">
                Show the message
              </summary>
              <pre className="mt-2 max-h-80 overflow-auto rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap">
                {email.textBody}
              </pre>
              {email.icsContent ? (
                <p className="mt-1 text-xs text-slate-600">With a calendar invitation (.ics).</p>
              ) : null}
            </details>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(p) =>
          `/admin/outbox?${new URLSearchParams({ ...(status ? { status } : {}), page: String(p) })}`
        }
        label="Outbox pages"
      />
    </>
  );
}
