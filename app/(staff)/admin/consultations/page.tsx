import { buttonClasses } from "@/components/ui/button";
import type { Metadata } from "next";
import { z } from "zod";
import Link from "next/link";
import { getDb } from "@/db/client";
import { Badge } from "@/components/admin/badge";
import {
  CancelConsultationForm,
  OutcomeForms,
} from "@/components/admin/settings/consultation-controls";
import { Notice } from "@/components/admin/notice";
import { PageHeader } from "@/components/admin/page-header";
import { Pagination } from "@/components/admin/pagination";
import { cardClass, linkClass } from "@/components/admin/ui";
import { describeChild } from "@/lib/booking/child";
import { requireAdminPage } from "@/lib/crm/access";
import { oneOf, pageNumber, readPageQuery } from "@/lib/http/page-query";
import { formatDateTime, formatLongDay } from "@/lib/practice/business-time";
import {
  consultationViews,
  listConsultations,
  type ConsultationView,
} from "@/lib/crm/consultations/consultation-list";
import { leadHref } from "@/lib/crm/leads/inbox";
import { noticeOf } from "@/lib/crm/notices";
import { bookingStatusLabels, labelOf } from "@/lib/practice/vocabulary";
import { cancelConsultationAction, markOutcomeAction } from "./actions";

export const metadata: Metadata = { title: "Consultations" };

const viewLabels: Record<ConsultationView, string> = {
  upcoming: "Upcoming",
  past: "Past",
  requests: "Get Started requests",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const consultationsQuery = z.object({
  view: oneOf(
    consultationViews,
    "That view is not known. Choose Upcoming, Past or Get Started requests.",
  ).default("upcoming"),
  page: pageNumber(),
});

export default async function ConsultationsPage({ searchParams }: Props) {
  await requireAdminPage("/admin/consultations");
  const params = await searchParams;
  const {
    value: { view, page },
    error,
  } = readPageQuery(consultationsQuery, params);
  const notice = noticeOf(params.notice);
  const path = `/admin/consultations${view === "upcoming" ? "" : `?view=${view}`}`;
  const now = new Date();
  const list = error ? null : await listConsultations(await getDb(), view, now, page);
  return (
    <>
      <PageHeader
        title="Consultations"
        description="Free consultation calls by day, in Mountain Time (MT)."
      />
      <nav aria-label="Consultation views" className="mb-6 flex flex-wrap gap-2">
        {consultationViews.map((v) => (
          <Link
            key={v}
            href={v === "upcoming" ? "/admin/consultations" : `/admin/consultations?view=${v}`}
            aria-current={v === view ? "page" : undefined}
            className={buttonClasses(v === view ? "primary" : "secondary", "", "compact")}
          >
            {viewLabels[v]}
          </Link>
        ))}
      </nav>
      {notice ? (
        <Notice tone="success" className="mb-4">
          {notice}
        </Notice>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      {list && list.days.length === 0 ? (
        <Notice>
          {view === "requests"
            ? "No Get Started requests are waiting."
            : view === "upcoming"
              ? "No consultations are booked from today on."
              : "No past consultations yet."}
        </Notice>
      ) : null}
      <div className="space-y-6">
        {list?.days.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`} className={cardClass}>
            <h2 id={`day-${day.date}`} className="text-brand-900 text-lg font-semibold">
              {view === "requests"
                ? `Requested ${formatLongDay(day.date)}`
                : formatLongDay(day.date)}
            </h2>
            <ul className="mt-3 divide-y divide-slate-200">
              {day.items.map((c) => {
                const facts = {
                  id: c.id,
                  version: c.version,
                  kind: c.kind,
                  bookingStatus: c.bookingStatus,
                  startAt: c.startAt,
                  returnTo: path,
                };
                const started = c.startAt.getTime() <= now.getTime();
                return (
                  <li key={c.id} className="flex flex-wrap items-start justify-between gap-4 py-3">
                    <div>
                      <p className="font-semibold">
                        {view === "requests" ? formatDateTime(c.createdAt) : c.label}
                        {" · "}
                        <Link
                          href={leadHref({
                            kind: c.kind === "booking" ? "consultation" : "request",
                            id: c.id,
                          })}
                          className={linkClass}
                        >
                          {c.parentName}
                        </Link>
                      </p>
                      <p className="text-sm text-slate-700">
                        {c.email} · {c.phone}
                      </p>
                      {describeChild(c) ? (
                        <p className="mt-1 text-sm">Child: {describeChild(c)}</p>
                      ) : null}
                      {c.notes ? (
                        <p className="mt-1 max-w-xl text-sm break-words whitespace-pre-wrap">
                          {c.notes}
                        </p>
                      ) : null}
                      <p className="mt-1">
                        <Badge
                          tone={
                            c.bookingStatus === "confirmed"
                              ? "green"
                              : c.bookingStatus === "cancelled"
                                ? "neutral"
                                : "amber"
                          }
                        >
                          {labelOf(bookingStatusLabels, c.bookingStatus)}
                        </Badge>
                      </p>
                    </div>
                    <div className="min-w-64">
                      {view === "requests" ? (
                        <Link
                          href={`${leadHref({ kind: "request", id: c.id })}#consultation-heading`}
                          className={linkClass}
                        >
                          Book into a time
                        </Link>
                      ) : c.bookingStatus === "confirmed" ? (
                        started ? (
                          <OutcomeForms facts={facts} action={markOutcomeAction} />
                        ) : (
                          <CancelConsultationForm facts={facts} action={cancelConsultationAction} />
                        )
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      {list ? (
        <Pagination
          page={page}
          pages={null}
          hasNext={list.more}
          hrefFor={(p) => `/admin/consultations?view=${view}${p > 1 ? `&page=${p}` : ""}`}
          label="Consultation pages"
        />
      ) : null}
    </>
  );
}
