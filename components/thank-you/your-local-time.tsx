"use client";
// The booked time in the parent's own time zone, which only their browser knows. Nothing shows
// when that zone reads the same clock as Mountain Time.
import { useVisitorTimeZone } from "@/components/booking/time-slot-list";
import { differsFromBusiness, longDate, slotInZone } from "@/lib/booking/calendar/calendar";
import { zonedDateISO } from "@/lib/practice/time-zone";
import { siteConfig } from "@/lib/site-config";

export function YourLocalTime({
  start,
  end,
  dateISO,
}: {
  start: string;
  end: string;
  dateISO: string;
}) {
  const zone = useVisitorTimeZone();
  if (!zone || !differsFromBusiness(zone, Date.parse(start), siteConfig.timeZone)) return null;
  return (
    <p data-testid="booked-local-time">
      Your time: {longDate(zonedDateISO(Date.parse(start), zone))},{" "}
      {slotInZone({ start, end }, zone, dateISO)}
    </p>
  );
}
