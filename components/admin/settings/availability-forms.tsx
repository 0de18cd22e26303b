// The availability settings form (weekly hours and booking rules) and the date-override form.
import type { Settings } from "@/lib/booking/calendar/availability-settings";
import {
  slotLengths,
  WEEKDAYS,
  weekdayNames,
  WINDOWS_PER_DAY,
} from "@/lib/booking/calendar/availability-settings";
import { ActionForm, type AdminFormAction } from "../action-form";
import { inputClass, labelClass } from "../ui";

function NumberField({
  id,
  label,
  name,
  value,
  min,
  max,
  hint,
}: {
  id: string;
  label: string;
  name: string;
  value: number;
  min: number;
  max: number;
  hint: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required
        defaultValue={value}
        aria-describedby={`${id}-hint`}
        className={inputClass}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}

export function SettingsForm({
  settings,
  action,
}: {
  settings: Settings;
  action: AdminFormAction;
}) {
  return (
    <ActionForm
      action={action}
      submitLabel="Save availability"
      pendingLabel="Saving..."
      label="Availability settings"
      className="space-y-6"
    >
      <fieldset>
        <legend className="text-brand-900 text-lg font-semibold">Weekly hours (MT)</legend>
        <p className="mb-3 text-sm text-slate-700">
          Up to {WINDOWS_PER_DAY} windows a day. Leave a day empty to close it.
        </p>
        <div className="overflow-x-auto">
          <table className="text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Day
                </th>
                {Array.from({ length: WINDOWS_PER_DAY }, (_, i) => (
                  <th key={i} scope="col" className="py-1 pr-3 font-medium">
                    Window {i + 1}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {WEEKDAYS.map((day) => (
                <tr key={day} className="border-t border-slate-200">
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {weekdayNames[Number(day)]}
                  </th>
                  {Array.from({ length: WINDOWS_PER_DAY }, (_, i) => {
                    const window = settings.weeklyHours[day]?.[i];
                    const name = weekdayNames[Number(day)];
                    return (
                      <td key={i} className="py-2 pr-3">
                        <div className="flex items-center gap-1">
                          <input
                            type="time"
                            step={300}
                            name={`d${day}w${i}start`}
                            defaultValue={window?.start ?? ""}
                            aria-label={`${name} window ${i + 1} start`}
                            className={`${inputClass} w-32`}
                          />
                          <span aria-hidden="true">–</span>
                          <input
                            type="time"
                            step={300}
                            name={`d${day}w${i}end`}
                            defaultValue={window?.end ?? ""}
                            aria-label={`${name} window ${i + 1} end`}
                            className={`${inputClass} w-32`}
                          />
                        </div>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="text-brand-900 mb-2 text-lg font-semibold">Booking rules</legend>
        <div>
          <label htmlFor="slot-minutes" className={labelClass}>
            Slot length
          </label>
          <select
            id="slot-minutes"
            name="slotMinutes"
            defaultValue={String(settings.slotMinutes)}
            className={inputClass}
          >
            {slotLengths.map((n) => (
              <option key={n} value={n}>
                {n} minutes
              </option>
            ))}
          </select>
        </div>
        <NumberField
          id="buffer"
          label="Buffer between consultations (minutes)"
          name="bufferMinutes"
          value={settings.bufferMinutes}
          min={0}
          max={240}
          hint="Free time kept before and after each booking."
        />
        <NumberField
          id="notice"
          label="Minimum notice (hours)"
          name="minNoticeHours"
          value={Math.round(settings.minNoticeMinutes / 60)}
          min={0}
          max={336}
          hint="How soon from now a visitor can book."
        />
        <NumberField
          id="horizon"
          label="Booking horizon (days)"
          name="horizonDays"
          value={settings.horizonDays}
          min={1}
          max={365}
          hint="How far ahead visitors can book."
        />
        <NumberField
          id="hold"
          label="Hold length (minutes)"
          name="holdMinutes"
          value={Math.round(settings.holdSeconds / 60)}
          min={1}
          max={30}
          hint="How long a chosen time is held while the visitor fills in the form."
        />
      </fieldset>
    </ActionForm>
  );
}

export function OverrideForm({ action }: { action: AdminFormAction }) {
  return (
    <ActionForm
      action={action}
      submitLabel="Add override"
      pendingLabel="Adding..."
      label="Add a date override"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <label htmlFor="override-date" className={labelClass}>
            Date
          </label>
          <input id="override-date" name="date" type="date" required className={inputClass} />
        </div>
        <div>
          <label htmlFor="override-kind" className={labelClass}>
            Change
          </label>
          <select id="override-kind" name="kind" className={inputClass} defaultValue="closed">
            <option value="closed">Closed all day (holiday)</option>
            <option value="extra">Extra hours</option>
          </select>
        </div>
        <div>
          <label htmlFor="override-start" className={labelClass}>
            Extra hours from
          </label>
          <input id="override-start" name="start" type="time" step={300} className={inputClass} />
        </div>
        <div>
          <label htmlFor="override-end" className={labelClass}>
            Extra hours to
          </label>
          <input id="override-end" name="end" type="time" step={300} className={inputClass} />
        </div>
        <div>
          <label htmlFor="override-note" className={labelClass}>
            Note (optional)
          </label>
          <input id="override-note" name="note" maxLength={200} className={inputClass} />
        </div>
      </div>
    </ActionForm>
  );
}

export function ReminderForm({
  settings,
  action,
}: {
  settings: Pick<Settings, "remindDayBefore" | "remindHourBefore">;
  action: AdminFormAction;
}) {
  return (
    <ActionForm
      action={action}
      submitLabel="Save reminders"
      pendingLabel="Saving..."
      label="Reminder emails"
    >
      <fieldset className="space-y-2">
        <legend className="text-brand-900 mb-1 text-lg font-semibold">Reminder emails</legend>
        <p className="text-sm text-slate-700">
          Parents get a short reminder with the time, the calendar invitation and a link to change
          or cancel. A reminder is skipped when someone books after its moment.
        </p>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="remindDayBefore"
            defaultChecked={settings.remindDayBefore}
            className="size-5"
          />
          24 hours before the consultation
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="remindHourBefore"
            defaultChecked={settings.remindHourBefore}
            className="size-5"
          />
          1 hour before the consultation
        </label>
      </fieldset>
    </ActionForm>
  );
}
