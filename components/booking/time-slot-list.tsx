"use client";
// The chosen day's free times, in MT, with the visitor's own clock beside each when it differs.
import { useSyncExternalStore } from "react";
import {
  browserTimeZone,
  differsFromBusiness,
  longDate,
  slotInZone,
} from "@/lib/booking/calendar/calendar";
import type { Slot } from "@/lib/booking/calendar/slots";
import { siteConfig } from "@/lib/site-config";

const noSubscribe = () => () => {};

/** The browser's zone, read after hydration (the server renders without it). */
export function useVisitorTimeZone(): string | undefined {
  return useSyncExternalStore(noSubscribe, browserTimeZone, () => undefined);
}

type Props = {
  date: string;
  slots: Slot[];
  selected: Slot | null;
  pending: boolean;
  onSelect: (slot: Slot) => void;
};

export function TimeSlotList({ date, slots, selected, pending, onSelect }: Props) {
  const zone = useVisitorTimeZone();
  const headingId = `times-${date}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-brand-900 text-lg font-semibold">
        Times on {longDate(date)}
      </h3>
      {slots.length === 0 ? (
        <p className="mt-3 text-slate-700">
          No times are free on this day. Please choose another day.
        </p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {slots.map((slot) => {
            const chosen = selected?.start === slot.start;
            const local =
              zone && differsFromBusiness(zone, Date.parse(slot.start), siteConfig.timeZone)
                ? slotInZone(slot, zone, date)
                : null;
            return (
              <li key={slot.start}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  aria-busy={chosen && pending}
                  onClick={() => onSelect(slot)}
                  className={`focus-visible:ring-brand-400 flex min-h-11 w-full flex-col items-start rounded-xl border-2 px-4 py-2 text-left transition-colors focus-visible:ring-4 focus-visible:outline-none ${
                    chosen
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-brand-200 text-brand-900 hover:border-brand-500 hover:bg-brand-50 bg-white"
                  }`}
                >
                  <span className="font-semibold">{slot.label}</span>
                  {local ? (
                    <span className={`text-sm ${chosen ? "text-white" : "text-slate-600"}`}>
                      {local} your time
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
