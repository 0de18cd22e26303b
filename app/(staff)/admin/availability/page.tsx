import { buttonClasses } from "@/components/ui/button";
import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { ActionForm } from "@/components/admin/action-form";
import {
  OverrideForm,
  ReminderForm,
  SettingsForm,
} from "@/components/admin/settings/availability-forms";
import { ConsultationFormatForm } from "@/components/admin/settings/consultation-format-form";
import { HolidayList } from "@/components/admin/settings/holiday-list";
import { PageHeader } from "@/components/admin/page-header";
import { cardClass } from "@/components/admin/ui";
import { requireAdminPage } from "@/lib/crm/access";
import {
  loadSettings,
  PREVIEW_DAYS,
  previewSlots,
} from "@/lib/booking/calendar/availability-settings";
import { upcomingHolidays } from "@/lib/booking/calendar/holidays";
import { listStaffOptions } from "@/lib/crm/staff/staff";
import { businessToday, formatDay } from "@/lib/practice/business-time";
import {
  addOverrideAction,
  holidayAction,
  removeOverrideAction,
  saveMeetingAction,
  saveRemindersAction,
  saveSettingsAction,
} from "./actions";

export const metadata: Metadata = { title: "Availability" };

export default async function AvailabilityPage() {
  await requireAdminPage("/admin/availability");
  const db = await getDb();
  const now = new Date();
  const [{ settings, overrides }, preview, staff] = await Promise.all([
    loadSettings(db),
    previewSlots(db, now),
    listStaffOptions(db),
  ]);
  const holidays = upcomingHolidays(businessToday(now), settings.reopenedHolidays);
  return (
    <>
      <PageHeader
        title="Availability"
        description="When parents can book a free consultation. Changes apply to new bookings only; booked consultations keep their times."
      />
      <div className="space-y-6">
        <section aria-label="Weekly hours and booking rules" className={cardClass}>
          <SettingsForm settings={settings} action={saveSettingsAction} />
        </section>
        <section aria-label="How the call happens" className={cardClass}>
          <ConsultationFormatForm settings={settings} staff={staff} action={saveMeetingAction} />
        </section>
        <section aria-label="Reminder emails" className={cardClass}>
          <ReminderForm settings={settings} action={saveRemindersAction} />
        </section>
        <section aria-labelledby="holidays-heading" className={cardClass}>
          <HolidayList holidays={holidays} action={holidayAction} />
        </section>
        <section aria-labelledby="overrides-heading" className={cardClass}>
          <h2 id="overrides-heading" className="text-brand-900 mb-3 text-lg font-semibold">
            Date overrides
          </h2>
          <OverrideForm action={addOverrideAction} />
          {overrides.length ? (
            <ul className="mt-4 divide-y divide-slate-200">
              {overrides.map((o) => (
                <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                  <span>
                    <strong>{formatDay(o.date)}</strong>:{" "}
                    {o.kind === "closed"
                      ? "closed"
                      : `extra hours ${o.windows.map((w) => `${w.start}–${w.end}`).join(", ")}`}
                    {o.note ? ` · ${o.note}` : ""}
                  </span>
                  <ActionForm
                    action={removeOverrideAction}
                    submitLabel="Remove"
                    pendingLabel="Removing..."
                    submitClassName={buttonClasses("secondary", "", "compact")}
                    className="flex items-center gap-2"
                    label={`Remove the special hours for ${formatDay(o.date)}`}
                  >
                    <input type="hidden" name="id" value={o.id} />
                  </ActionForm>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-700">No overrides.</p>
          )}
        </section>
        <section aria-labelledby="preview-heading" className={cardClass}>
          <h2 id="preview-heading" className="text-brand-900 text-lg font-semibold">
            Free times over the next {PREVIEW_DAYS} days
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            What parents see right now, after bookings, holds, notice and buffer.
          </p>
          <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
            {preview.map((day) => (
              <div key={day.date} className="contents">
                <dt className="font-medium">{formatDay(day.date)}</dt>
                <dd className="text-sm">
                  {day.closedFor
                    ? `Closed: ${day.closedFor}`
                    : day.slots.length
                      ? `${day.slots.length} free: ${day.slots.map((s) => s.label.split(" - ")[0]).join(", ")}`
                      : "No free times"}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
