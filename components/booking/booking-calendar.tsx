"use client";
// The month calendar: 42 days from the Sunday on or before the 1st, as an ARIA grid. Arrow keys
// move by day and week (into the next or previous month at the edges), Home/End to the week's
// ends, Page Up/Down by month; Enter or Space chooses a day that has future times.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import {
  longDate,
  monthGrid,
  monthOf,
  monthTitle,
  shiftMonth,
  type MonthRef,
} from "@/lib/booking/calendar/calendar";
import type { Slot } from "@/lib/booking/calendar/slots";
import { addDays, weekdayOf } from "@/lib/practice/time-zone";

const weekdays = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;

type Props = {
  month: MonthRef;
  onMonthChange: (month: MonthRef) => void;
  canGoBack: boolean;
  canGoForward: boolean;
  days: ReadonlyMap<string, Slot[]>;
  loading: boolean;
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
};

export function BookingCalendar({
  month,
  onMonthChange,
  canGoBack,
  canGoForward,
  days,
  loading,
  today,
  selected,
  onSelect,
}: Props) {
  const grid = monthGrid(month);
  const [focused, setFocused] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const active =
    focused && grid.includes(focused)
      ? focused
      : selected && grid.includes(selected)
        ? selected
        : (grid.find((d) => monthOf(d).month === month.month) ?? grid[0]!);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    cells.current.get(active)?.focus();
  }, [active]);

  const selectable = (date: string) => date >= today && (days.get(date)?.length ?? 0) > 0;

  const focusDate = (date: string) => {
    moveFocus.current = true;
    setFocused(date);
  };

  const onKeyDown = (event: KeyboardEvent, date: string) => {
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
    };
    let next: string | null = null;
    if (event.key in moves) next = addDays(date, moves[event.key]!);
    else if (event.key === "Home") next = addDays(date, -weekdayOf(date));
    else if (event.key === "End") next = addDays(date, 6 - weekdayOf(date));
    else if (event.key === "PageUp" || event.key === "PageDown") {
      const target = shiftMonth(monthOf(date), event.key === "PageUp" ? -1 : 1);
      if ((event.key === "PageUp" && !canGoBack) || (event.key === "PageDown" && !canGoForward))
        return;
      event.preventDefault();
      onMonthChange(target);
      moveFocus.current = true;
      setFocused(monthGrid(target).find((d) => monthOf(d).month === target.month) ?? null);
      return;
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (selectable(date)) onSelect(date);
      return;
    }
    if (!next) return;
    event.preventDefault();
    const leavingBack = !grid.includes(next) && next < grid[0]! && !canGoBack;
    const leavingForward = !grid.includes(next) && next > grid[grid.length - 1]! && !canGoForward;
    if (leavingBack || leavingForward) return;
    if (!grid.includes(next)) onMonthChange(monthOf(next));
    focusDate(next);
  };

  const weeks = Array.from({ length: 6 }, (_, w) => grid.slice(w * 7, w * 7 + 7));
  const title = monthTitle(month);

  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
          disabled={!canGoBack}
          className="text-brand-800 hover:bg-brand-50 inline-flex h-11 w-11 items-center justify-center rounded-full disabled:cursor-not-allowed disabled:opacity-40"
          aria-label="Previous month"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <h3
          id="booking-month-title"
          className="text-brand-900 text-lg font-semibold"
          aria-live="polite"
        >
          {title}
        </h3>
        <button
          type="button"
          onClick={() => onMonthChange(shiftMonth(month, 1))}
          disabled={!canGoForward}
          className="text-brand-800 hover:bg-brand-50 inline-flex h-11 w-11 items-center justify-center rounded-full disabled:cursor-not-allowed disabled:opacity-40"
          aria-label="Next month"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <table
        role="grid"
        aria-labelledby="booking-month-title"
        aria-busy={loading}
        className="w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {weekdays.map(([short, full]) => (
              <th
                key={short}
                scope="col"
                abbr={full}
                className="pb-1 text-center text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const count = date >= today ? (days.get(date)?.length ?? 0) : 0;
                const open = count > 0;
                const inMonth = monthOf(date).month === month.month;
                const isSelected = date === selected;
                const day = Number(date.slice(8));
                return (
                  <td
                    key={date}
                    ref={(el) => {
                      if (el) cells.current.set(date, el);
                      else cells.current.delete(date);
                    }}
                    role="gridcell"
                    tabIndex={date === active ? 0 : -1}
                    aria-selected={isSelected}
                    aria-disabled={!open}
                    aria-label={`${longDate(date)}${date === today ? ", today" : ""}: ${open ? `${count} ${count === 1 ? "time" : "times"} available` : "no times available"}`}
                    data-date={date}
                    onClick={() => open && onSelect(date)}
                    onFocus={() => setFocused(date)}
                    onKeyDown={(event) => onKeyDown(event, date)}
                    className={`focus-visible:ring-brand-400 h-11 rounded-xl text-center align-middle text-base transition-colors outline-none focus-visible:ring-4 ${
                      isSelected
                        ? "bg-brand-700 font-bold text-white"
                        : open
                          ? "bg-brand-100 text-brand-900 hover:bg-brand-200 cursor-pointer font-semibold"
                          : `cursor-default ${inMonth ? "text-slate-600" : "text-sm text-slate-500"}`
                    } ${date === today && !isSelected ? "underline decoration-2 underline-offset-4" : ""}`}
                  >
                    {day}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-600" role="status">
        {loading ? "Loading available times…" : "Days in blue have free times."}
      </p>
    </div>
  );
}
