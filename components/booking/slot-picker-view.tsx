"use client";
// Calendar, times, hold countdown and hold messages, side by side on wide screens. Shared by the
// Start Here modal and the manage page (moving a consultation).
import { BookingCalendar } from "./booking-calendar";
import { HoldCountdown } from "./hold-countdown";
import { TimeSlotList } from "./time-slot-list";
import type { SlotPicker } from "./use-slot-picker";

export function SlotPickerView({ picker }: { picker: SlotPicker }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <BookingCalendar
        month={picker.month}
        onMonthChange={picker.setMonth}
        canGoBack={picker.canGoBack}
        canGoForward={picker.canGoForward}
        days={picker.days}
        loading={picker.loading}
        today={picker.today}
        selected={picker.date}
        onSelect={picker.selectDate}
      />
      <div className="space-y-4">
        {picker.date ? (
          <TimeSlotList
            date={picker.date}
            slots={picker.days.get(picker.date) ?? []}
            selected={picker.slot}
            pending={picker.holdPending}
            onSelect={picker.selectSlot}
          />
        ) : (
          <p className="border-brand-200 rounded-2xl border-2 border-dashed p-5 text-slate-700">
            Choose a day in the calendar to see its free times.
          </p>
        )}
        {picker.hold && picker.slot ? (
          <HoldCountdown hold={picker.hold} label={picker.slot.label} />
        ) : null}
        {picker.holdPending ? (
          <p className="text-sm text-slate-600">Holding this time for you…</p>
        ) : null}
        <div aria-live="polite">
          {picker.notice ? (
            <p
              className={`rounded-xl px-4 py-3 ${picker.notice.tone === "error" ? "bg-red-50 text-red-800" : "bg-brand-50 text-brand-900"}`}
              data-testid="hold-notice"
            >
              {picker.notice.text}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
