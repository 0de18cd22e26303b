import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { FirstReplyList } from "@/components/admin/leads/first-reply-list";
import { PageHeader } from "@/components/admin/page-header";
import { StatTile } from "@/components/admin/reports/stat-tile";
import { TallyTable } from "@/components/admin/reports/tally-table";
import { cardClass, linkClass } from "@/components/admin/ui";
import { sourceKeyLabel } from "@/lib/attribution/words";
import { requireAdminPage } from "@/lib/crm/access";
import { formatBusinessDate, formatDateTime, formatLongDay } from "@/lib/practice/business-time";
import { loadDashboard } from "@/lib/crm/reports/dashboard";
import { leadHref } from "@/lib/crm/leads/inbox";
import { inboxHref } from "@/lib/crm/leads/inbox-query";
import { conversionStageLabels, labelOf } from "@/lib/practice/vocabulary";

export const metadata: Metadata = { title: "Dashboard" };

export default async function AdminDashboardPage() {
  const admin = await requireAdminPage("/admin");
  const now = new Date();
  const d = await loadDashboard(await getDb(), now);
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`${formatLongDay(d.today)}. Signed in as ${admin.email}.`}
      />
      <FirstReplyList queue={d.waiting} />
      <div className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatTile
          label="New leads this week"
          value={d.newThisWeek}
          href={inboxHref({ from: d.weekStart })}
          hint={`Since Monday; ${d.newToday} today`}
        />
        <StatTile
          label="Consultations today"
          value={d.consultationsToday.length}
          href="/admin/consultations"
          hint={`${d.upcomingNextWeek} more in the next 7 days`}
        />
        <StatTile
          label="Follow-ups due (today or overdue)"
          value={d.followUpsDue}
          href={inboxHref({ followUp: "due", sort: "follow_up" })}
          hint={`${d.followUpsOverdue} overdue`}
          tone="alert"
        />
        <StatTile
          label="Get Started requests to book"
          value={d.requestsWaiting}
          href="/admin/consultations?view=requests"
          tone="alert"
        />
        <StatTile
          label="Overdue follow-ups"
          value={d.followUpsOverdue}
          href={inboxHref({ followUp: "overdue", sort: "follow_up" })}
          tone="alert"
        />
        <StatTile
          label="Messages to review"
          value={d.needsReview}
          href={inboxHref({ review: true })}
          hint="Sent through alternative verification"
          tone="alert"
        />
        <StatTile
          label="Emails that failed to send"
          value={d.failedEmails}
          href={`/admin/outbox?status=${d.interruptedEmails === d.failedEmails && d.failedEmails > 0 ? "interrupted" : "failed"}`}
          hint={
            d.interruptedEmails > 0
              ? `${d.interruptedEmails} interrupted while sending: check before sending again`
              : undefined
          }
          tone="alert"
        />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="today-heading" className={cardClass}>
          <h2 id="today-heading" className="text-brand-900 text-lg font-semibold">
            Today&apos;s consultations
          </h2>
          {d.consultationsToday.length === 0 ? (
            <p className="mt-2 text-slate-700">None today.</p>
          ) : (
            <ul className="mt-3 space-y-2">
              {d.consultationsToday.map((c) => (
                <li key={c.id}>
                  <Link href={leadHref({ kind: "consultation", id: c.id })} className={linkClass}>
                    {c.label}: {c.parentName}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="follow-ups-heading" className={cardClass}>
          <h2 id="follow-ups-heading" className="text-brand-900 text-lg font-semibold">
            Follow-ups due
          </h2>
          {d.followUpList.length === 0 ? (
            <p className="mt-2 text-slate-700">
              {d.waiting.total
                ? "No follow-ups due. The families above are still waiting for a first reply."
                : "Nothing due. Well done."}
            </p>
          ) : (
            <ul className="mt-3 space-y-2">
              {d.followUpList.map((lead) => (
                <li key={lead.id}>
                  <Link href={leadHref(lead)} className={linkClass}>
                    {lead.name}
                  </Link>
                  <span className="text-sm text-slate-700">
                    {" "}
                    · due {formatBusinessDate(lead.nextFollowUpDate)} · received{" "}
                    {formatDateTime(lead.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <TallyTable
          title="Leads by conversion stage"
          rows={d.byStage}
          labelOf={(key) => labelOf(conversionStageLabels, key)}
          hrefOf={(key) => inboxHref({ stage: key as never })}
        />
        <TallyTable
          title="Leads by source"
          rows={d.bySource}
          labelOf={sourceKeyLabel}
          hrefOf={(key) => inboxHref({ source: key })}
          note="Leads that came through a Google Ads click count as Google Ads; the rest by the source their link was tagged with."
        />
      </div>
    </>
  );
}
