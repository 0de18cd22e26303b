"use client";
// Calendar, times, hold countdown and hold messages, side by side on wide screens. Shared by the
// consultation booking and the manage page (moving a consultation).
import { useEffect, useRef } from "react";
import { useReducedMotion } from "@/games/kit/feedback/motion";
import { BookingCalendar } from "./booking-calendar";
import { HoldCountdown } from "./hold-countdown";
import { TimeSlotList } from "./time-slot-list";
import type { SlotPicker } from "./use-slot-picker";

type Props = {
  picker: SlotPicker;
  /** False when the countdown is shown elsewhere (pinned above the booking's details). */
  showHold?: boolean;
};

export function SlotPickerView({ picker, showHold = true }: Props) {
  const [timesRef, dayPicked] = useTimesIntoView(picker.date);
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
        onSelect={(date) => {
          dayPicked();
          picker.selectDate(date);
        }}
      />
      <div ref={timesRef} className="scroll-mt-2 space-y-4">
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
        {showHold && picker.hold && picker.slot ? (
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

/**
 * On a phone the times sit below the calendar, out of sight: once a day is picked, they scroll
 * up into view (at once with reduced motion). Where they already show, beside the calendar,
 * nothing moves; the page never scrolls when the day changes for another reason.
 */
function useTimesIntoView(date: string | null) {
  const ref = useRef<HTMLDivElement>(null);
  const pickedRef = useRef(false);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    const box = ref.current;
    if (!pickedRef.current || !date || !box) return;
    pickedRef.current = false;
    const { top, bottom } = (box.querySelector("button") ?? box).getBoundingClientRect();
    const frame = visibleFrame(box);
    if (top >= frame.top && bottom <= frame.bottom) return;
    box.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
  }, [date, reducedMotion]);
  const picked = () => {
    pickedRef.current = true;
  };
  return [ref, picked] as const;
}

/** The part of the screen the element can show in: its scrolling box (the modal's) or the window. */
function visibleFrame(element: HTMLElement): { top: number; bottom: number } {
  for (let box = element.parentElement; box; box = box.parentElement) {
    if (box.scrollHeight > box.clientHeight && getComputedStyle(box).overflowY !== "visible") {
      const { top, bottom } = box.getBoundingClientRect();
      return { top: Math.max(top, 0), bottom: Math.min(bottom, window.innerHeight) };
    }
  }
  return { top: 0, bottom: window.innerHeight };
}
