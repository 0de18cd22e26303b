// "Waiting for a first reply": the families no one has answered yet, oldest first, each with its
// clock against the 24-hour promise. The colour repeats what the words say, never alone.
import Link from "next/link";
import { formatDateTime } from "@/lib/practice/business-time";
import type { FirstReplyQueue } from "@/lib/crm/leads/first-reply";
import { leadHref } from "@/lib/crm/leads/inbox";
import { inboxHref } from "@/lib/crm/leads/inbox-query";
import { leadKindLabels } from "@/lib/practice/vocabulary";
import { ReplyClockBadge } from "./reply-clock-badge";
import { cardClass, linkClass } from "../ui";

export function FirstReplyList({ queue }: { queue: FirstReplyQueue }) {
  const more = queue.total - queue.leads.length;
  return (
    <section aria-labelledby="first-reply-heading" className={cardClass}>
      <h2 id="first-reply-heading" className="text-brand-900 text-lg font-semibold">
        Waiting for a first reply
        {queue.total ? <span className="font-normal text-slate-700"> ({queue.total})</span> : null}
      </h2>
      {queue.total === 0 ? (
        <p className="mt-2 text-slate-700">Every family has had a first reply.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Oldest first. We promise families a reply within 24 hours; a reply, a logged call or a
            booked time takes a family off this list.
          </p>
          <ol className="mt-3 divide-y divide-slate-200" data-testid="first-reply-list">
            {queue.leads.map((lead) => (
              <li
                key={lead.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
                data-tone={lead.clock.tone}
              >
                <span>
                  <Link href={leadHref({ kind: lead.kind, id: lead.id })} className={linkClass}>
                    {lead.name}
                  </Link>
                  <span className="text-sm text-slate-700">
                    {" "}
                    · {leadKindLabels[lead.kind]} · received {formatDateTime(lead.createdAt)}
                  </span>
                </span>
                <ReplyClockBadge clock={lead.clock} />
              </li>
            ))}
          </ol>
          {more > 0 ? (
            <p className="mt-2 text-sm">
              <Link href={inboxHref({ status: "new", sort: "oldest" })} className={linkClass}>
                {more} more waiting
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
