// The staff's consultation pages: upcoming and past bookings by business day (MT), and the Get
// Started requests waiting to be scheduled, oldest first.
import { and, asc, desc, eq, gte, lt } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { consultationBookings } from "@/db/schema";
import type { Consultation } from "@/lib/booking/changes/lifecycle";
import { businessDateOf, businessToday, startOfBusinessDay } from "@/lib/practice/business-time";

export const consultationViews = ["upcoming", "past", "requests"] as const;
export type ConsultationView = (typeof consultationViews)[number];
export const CONSULTATIONS_PAGE_SIZE = 100;

export type ConsultationDay = { date: string; items: Consultation[] };

/** Groups rows (already in display order) by their business date. */
export function groupByDay(
  rows: Consultation[],
  dateOf: (row: Consultation) => Date = (r) => r.startAt,
): ConsultationDay[] {
  const days: ConsultationDay[] = [];
  for (const row of rows) {
    const date = businessDateOf(dateOf(row));
    const last = days[days.length - 1];
    if (last?.date === date) last.items.push(row);
    else days.push({ date, items: [row] });
  }
  return days;
}

export async function listConsultations(
  db: Pick<AppDatabase, "select">,
  view: ConsultationView,
  now: Date,
  page = 1,
): Promise<{ days: ConsultationDay[]; more: boolean }> {
  const offset = (page - 1) * CONSULTATIONS_PAGE_SIZE;
  const todayStart = startOfBusinessDay(businessToday(now));
  const base = db.select().from(consultationBookings);
  const rows =
    view === "requests"
      ? await base
          .where(
            and(
              eq(consultationBookings.kind, "request"),
              eq(consultationBookings.bookingStatus, "requested"),
            ),
          )
          .orderBy(asc(consultationBookings.createdAt))
          .limit(CONSULTATIONS_PAGE_SIZE + 1)
          .offset(offset)
      : view === "upcoming"
        ? await base
            .where(
              and(
                eq(consultationBookings.kind, "booking"),
                eq(consultationBookings.bookingStatus, "confirmed"),
                gte(consultationBookings.startAt, todayStart),
              ),
            )
            .orderBy(asc(consultationBookings.startAt))
            .limit(CONSULTATIONS_PAGE_SIZE + 1)
            .offset(offset)
        : await base
            .where(
              and(eq(consultationBookings.kind, "booking"), lt(consultationBookings.startAt, now)),
            )
            .orderBy(desc(consultationBookings.startAt))
            .limit(CONSULTATIONS_PAGE_SIZE + 1)
            .offset(offset);
  const more = rows.length > CONSULTATIONS_PAGE_SIZE;
  const shown = rows.slice(0, CONSULTATIONS_PAGE_SIZE);
  return { days: groupByDay(shown, view === "requests" ? (r) => r.createdAt : undefined), more };
}
