// The free consultation times of one day, for booking a Get Started request: the same
// availability visitors see (weekly hours, overrides, bookings, holds, notice, horizon).
import type { AppDatabase } from "@/db/client";
import { getAvailability } from "@/lib/booking/calendar/availability";
import type { Slot } from "@/lib/booking/calendar/slots";
import { addDays, isDateISO } from "@/lib/practice/time-zone";
import { businessToday } from "@/lib/practice/business-time";

export type ScheduleChoice = { date: string; slots: Slot[] | null; error: string | null };

export async function loadScheduleSlots(
  db: Pick<AppDatabase, "execute">,
  requested: string | undefined,
  now: Date,
): Promise<ScheduleChoice> {
  const today = businessToday(now);
  const date = requested ?? addDays(today, 1);
  if (!isDateISO(date))
    return {
      date: today,
      slots: null,
      error: `"${date.slice(0, 20)}" is not a real date; use YYYY-MM-DD.`,
    };
  if (date < today)
    return { date, slots: null, error: "That day has passed. Please choose today or a later day." };
  const [day] = await getAvailability(db, () => now, {
    startDate: date,
    endDate: date,
    visitorKey: null,
  });
  return { date, slots: day?.slots ?? [], error: null };
}
