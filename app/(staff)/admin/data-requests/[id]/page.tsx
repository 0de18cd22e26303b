import { buttonClasses } from "@/components/ui/button";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { getDb } from "@/db/client";
import { ActionForm } from "@/components/admin/action-form";
import { Badge } from "@/components/admin/badge";
import { PageHeader } from "@/components/admin/page-header";
import { PersonalDataWorkspace } from "@/components/admin/accounts/personal-data-workspace";
import { cardClass, inputClass, labelClass, linkClass } from "@/components/admin/ui";
import { requireAdminPage } from "@/lib/crm/access";
import { formatDateTime } from "@/lib/practice/business-time";
import { requestDeadlines } from "@/lib/crm/privacy/data-request-deadlines";
import {
  getRequest,
  requestKindLabels,
  requestStatusLabels,
} from "@/lib/crm/privacy/data-requests";
import { labelOf } from "@/lib/practice/vocabulary";
import {
  closeRequestAction,
  deleteDataAction,
  exportDataAction,
  findDataAction,
  fulfilAccessAction,
  markStageAction,
} from "../actions";

export const metadata: Metadata = { title: "Data request" };

type Props = { params: Promise<{ id: string }> };

export default async function DataRequestPage({ params }: Props) {
  const { id } = await params;
  await requireAdminPage(`/admin/data-requests/${encodeURIComponent(id)}`);
  if (!z.uuid().safeParse(id).success) notFound();
  const request = await getRequest(await getDb(), id);
  if (!request) notFound();
  const now = new Date();
  const open = request.status !== "completed" && request.status !== "closed";
  const stages = requestDeadlines(request, now);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/data-requests" className={linkClass}>
          Back to data requests
        </Link>
      </p>
      <PageHeader
        title={`${requestKindLabels[request.kind]} request`}
        description={`Received ${formatDateTime(request.receivedAt)}. Status: ${labelOf(requestStatusLabels, request.status)}.`}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="deadlines-heading" className={cardClass}>
          <h2 id="deadlines-heading" className="text-brand-900 text-lg font-semibold">
            Deadlines
          </h2>
          <ol className="mt-3 space-y-3">
            {stages.map((stage) => (
              <li key={stage.key} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="block font-medium">{stage.label}</span>
                  <span className="text-sm text-slate-700">
                    Due {formatDateTime(stage.due)}
                    {stage.doneAt ? ` · done ${formatDateTime(stage.doneAt)}` : ""}
                  </span>
                </span>
                {stage.doneAt ? (
                  <Badge tone="green">Done</Badge>
                ) : stage.overdue ? (
                  <Badge tone="red">Overdue</Badge>
                ) : stage.key === "backups" ? (
                  <Badge>Automatic</Badge>
                ) : (
                  <Badge tone="amber">To do</Badge>
                )}
              </li>
            ))}
          </ol>
          {open ? (
            <div className="mt-4 flex flex-wrap gap-3">
              {!request.acknowledgedAt ? (
                <ActionForm
                  action={markStageAction}
                  submitLabel="Mark acknowledged"
                  pendingLabel="Saving..."
                  submitClassName={buttonClasses("secondary", "", "compact")}
                  label="Mark acknowledged"
                >
                  <input type="hidden" name="id" value={request.id} />
                  <input type="hidden" name="stage" value="acknowledged" />
                </ActionForm>
              ) : !request.verifiedAt ? (
                <ActionForm
                  action={markStageAction}
                  submitLabel="Mark identity verified"
                  pendingLabel="Saving..."
                  submitClassName={buttonClasses("secondary", "", "compact")}
                  label="Mark identity verified"
                >
                  <input type="hidden" name="id" value={request.id} />
                  <input type="hidden" name="stage" value="verified" />
                </ActionForm>
              ) : null}
            </div>
          ) : null}
          {request.notes ? (
            <p className="mt-4 text-sm break-words whitespace-pre-wrap text-slate-800">
              {request.notes}
            </p>
          ) : null}
        </section>
        <section aria-labelledby="data-heading" className={cardClass}>
          <h2 id="data-heading" className="text-brand-900 mb-3 text-lg font-semibold">
            Their data
          </h2>
          <PersonalDataWorkspace
            requestId={request.id}
            kind={request.kind}
            open={open && Boolean(request.verifiedAt)}
            actions={{
              find: findDataAction,
              exportData: exportDataAction,
              remove: deleteDataAction,
              access: fulfilAccessAction,
            }}
          />
          {open && !request.verifiedAt ? (
            <p className="mt-3 text-sm text-slate-700">
              Deleting or completing becomes possible once the identity is verified.
            </p>
          ) : null}
        </section>
      </div>
      {open ? (
        <section aria-labelledby="close-heading" className={`${cardClass} mt-6`}>
          <h2 id="close-heading" className="text-brand-900 mb-3 text-lg font-semibold">
            Close without action
          </h2>
          <ActionForm
            action={closeRequestAction}
            submitLabel="Close request"
            pendingLabel="Closing..."
            submitClassName={buttonClasses("secondary", "", "compact")}
            label="Close without action"
          >
            <input type="hidden" name="id" value={request.id} />
            <div>
              <label htmlFor="close-reason" className={labelClass}>
                Reason (for example, identity could not be verified)
              </label>
              <input
                id="close-reason"
                name="reason"
                required
                maxLength={1000}
                className={inputClass}
              />
            </div>
          </ActionForm>
        </section>
      ) : null}
    </>
  );
}
