import { buttonClasses } from "@/components/ui/button";
import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { ActionForm } from "@/components/admin/action-form";
import { CalendarFeedForm } from "@/components/admin/settings/calendar-feed-form";
import { requireAdminPage } from "@/lib/crm/access";
import { hasCalendarFeed } from "@/lib/crm/consultations/calendar-feed";
import { issueFeedAction, revokeFeedAction } from "./actions";

export const metadata: Metadata = { title: "Calendar feed", robots: { index: false } };

// An admin's private subscription address, so booked consultations appear in Google Calendar,
// Apple Calendar or Outlook next to everything else in their day.
export default async function CalendarFeedPage() {
  const me = await requireAdminPage("/account/calendar");
  const hasFeed = await hasCalendarFeed(await getDb(), me.id);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-brand-900 text-2xl font-bold sm:text-3xl">Calendar feed</h1>
      <p className="mt-2 text-slate-700">
        Subscribe to your consultations from your own calendar app. New bookings, moves and
        cancellations show up there on their own, usually within a few hours (each calendar app
        decides how often it checks).
      </p>
      <div className="border-brand-100 mt-6 space-y-4 rounded-2xl border bg-white p-6 shadow-sm">
        <h2 className="text-brand-900 text-lg font-semibold">Your private address</h2>
        <p className="text-slate-700">
          {hasFeed
            ? "You have a calendar address. If you have lost it, or think someone else has it, replace it: the old one stops working at once."
            : "You have no calendar address yet."}{" "}
          Anyone with the address can see the consultations in it, including parents&apos; names and
          phone numbers, so keep it to yourself.
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Google Calendar: Other calendars, then From URL, and paste the address.</li>
          <li>Apple Calendar: File, then New Calendar Subscription, and paste the address.</li>
        </ul>
        <CalendarFeedForm action={issueFeedAction} hasFeed={hasFeed} />
        {hasFeed ? (
          <ActionForm
            action={revokeFeedAction}
            submitLabel="Turn off my calendar address"
            pendingLabel="Turning off..."
            submitClassName={buttonClasses("secondary", "", "compact")}
            label="Turn off the calendar address"
          >
            <span className="sr-only">Calendars subscribed to the address will stop updating.</span>
          </ActionForm>
        ) : null}
      </div>
    </section>
  );
}
