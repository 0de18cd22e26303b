// Federal holidays in Admin → Availability: each is closed unless staff reopen it here.
import { buttonClasses } from "@/components/ui/button";
import type { HolidayClosure } from "@/lib/booking/calendar/holidays";
import { formatDay } from "@/lib/practice/business-time";
import { ActionForm, type AdminFormAction } from "../action-form";

export function HolidayList({
  holidays,
  action,
}: {
  holidays: HolidayClosure[];
  action: AdminFormAction;
}) {
  return (
    <>
      <h2 id="holidays-heading" className="text-brand-900 text-lg font-semibold">
        Federal holidays
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        US federal holidays are closed for consultations unless you reopen them. A date override on
        a holiday still applies.
      </p>
      <ul className="mt-3 divide-y divide-slate-200">
        {holidays.map((h) => (
          <li key={h.date} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span>
              <strong>{formatDay(h.date)}</strong>: {h.name} ·{" "}
              {h.reopened ? "open (usual hours)" : "closed"}
            </span>
            <ActionForm
              action={action}
              submitLabel={h.reopened ? "Close again" : "Reopen"}
              pendingLabel="Saving..."
              submitClassName={buttonClasses("secondary", "", "compact")}
              className="flex items-center gap-2"
              label={`${h.reopened ? "Close" : "Reopen"} ${h.name}, ${formatDay(h.date)}`}
            >
              <input type="hidden" name="date" value={h.date} />
              <input type="hidden" name="open" value={h.reopened ? "no" : "yes"} />
            </ActionForm>
          </li>
        ))}
      </ul>
    </>
  );
}
