// Everything availability depends on for a date range, read in ONE statement (one round trip):
// the settings row, the range's overrides, confirmed bookings and live holds, together with the
// availability version they were read at. Used by the availability call (which caches it) and,
// inside their transactions, by holds and bookings.
import { sql } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { siteConfig } from "@/lib/site-config";
import { holidayOverrides } from "./holidays";
import {
  DEFAULT_RULES,
  gridSlotsForDate,
  slotBlocker,
  type AvailabilityRules,
  type Blocker,
  type DateOverride,
  type GridSlot,
  type Interval,
} from "./slots";
import { addDays, zonedDateISO } from "@/lib/practice/time-zone";

export type Executor = Pick<AppDatabase, "execute">;
export type Clock = () => Date;

/** Who is asking: a random per-browser key (cookie) and a keyed hash of their network address. */
export type Visitor = { key: string; network: string };

export function clientKeyOf(visitor: Visitor): string {
  return `${visitor.network}:${visitor.key}`;
}

/** A hold row; whose it is and whether it is live depend on the asker and their clock. */
export type HoldRow = Interval & { id: string; visitorKey: string; expiresAt: number };
export type BookedRow = Interval & { id: string };

export type Snapshot = {
  /** The availability_version counter in the same read: equal versions mean equal contents. */
  version: number;
  rules: AvailabilityRules;
  holdSeconds: number;
  overrides: DateOverride[];
  booked: BookedRow[];
  holds: HoldRow[];
};

const DAY_MS = 86_400_000;

function json<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

export async function loadSnapshot(
  db: Executor,
  range: { startDate: string; endDate: string },
): Promise<Snapshot> {
  // A day either side covers any zone's offset and a buffer around the range's edges.
  const from = new Date(Date.parse(`${range.startDate}T00:00:00Z`) - 2 * DAY_MS).toISOString();
  const to = new Date(
    Date.parse(`${addDays(range.endDate, 1)}T00:00:00Z`) + 2 * DAY_MS,
  ).toISOString();
  const epoch = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::bigint`);
  const result = await db.execute(sql`
    select
      (select version from availability_version where id = 1) as version,
      (select json_build_object(
          'weeklyHours', weekly_hours, 'slotMinutes', slot_minutes,
          'bufferMinutes', buffer_minutes, 'minNoticeMinutes', min_notice_minutes,
          'horizonDays', horizon_days, 'holdSeconds', hold_seconds,
          'reopenedHolidays', reopened_holidays)
        from availability_settings where id = 1) as settings,
      (select coalesce(json_agg(json_build_object('date', o.date::text, 'kind', o.kind, 'windows', o.windows)), '[]'::json)
        from availability_overrides o
        where o.date between ${range.startDate}::date - 1 and ${range.endDate}::date + 1) as overrides,
      (select coalesce(json_agg(json_build_array(${epoch("b.start_at")}, ${epoch("b.end_at")}, b.id)), '[]'::json)
        from consultation_bookings b
        where b.kind = 'booking' and b.booking_status = 'confirmed'
          and b.start_at < ${to}::timestamptz and b.end_at > ${from}::timestamptz) as booked,
      (select coalesce(json_agg(json_build_array(${epoch("h.start_at")}, ${epoch("h.end_at")}, h.id,
          split_part(h.client_key, ':', 2), ${epoch("h.expires_at")})), '[]'::json)
        from slot_holds h
        where h.start_at < ${to}::timestamptz and h.end_at > ${from}::timestamptz) as holds
  `);
  const row = rowsOf<Record<string, unknown>>(result)[0] ?? {};
  // The business time zone is configuration (lib/public-env.ts), not a setting staff change.
  const settings = json<
    | (Omit<AvailabilityRules, "timeZone"> & { holdSeconds: number; reopenedHolidays: string[] })
    | null
  >(row.settings, null);
  const {
    holdSeconds = 300,
    reopenedHolidays = [],
    ...rules
  } = settings ?? { ...DEFAULT_RULES, holdSeconds: 300, reopenedHolidays: [] };
  // Federal holidays staff have not reopened close like a "closed" override, so holds, bookings
  // and moves refuse them exactly as the calendar hides them.
  const holidays = holidayOverrides(
    addDays(range.startDate, -1),
    addDays(range.endDate, 1),
    reopenedHolidays,
  );
  return {
    version: Number(row.version ?? 0),
    rules: { ...rules, timeZone: siteConfig.timeZone },
    holdSeconds,
    overrides: [...json<DateOverride[]>(row.overrides, []), ...holidays],
    booked: json<[number, number, string][]>(row.booked, []).map(([start, end, id]) => ({
      start: Number(start),
      end: Number(end),
      id,
    })),
    holds: json<[number, number, string, string, number][]>(row.holds, []).map(
      ([start, end, id, visitorKey, expiresAt]) => ({
        start: Number(start),
        end: Number(end),
        id,
        visitorKey,
        expiresAt: Number(expiresAt),
      }),
    ),
  };
}

/**
 * The availability version now: the database bumps it in the same transaction as every change to
 * bookings, holds, settings or overrides (migration 0009), on whichever instance made it.
 */
export async function loadAvailabilityVersion(db: Executor): Promise<number> {
  const [row] = rowsOf<{ version: number | string }>(
    await db.execute(sql`select version from availability_version where id = 1`),
  );
  return Number(row?.version ?? 0);
}

/** A snapshot around one slot (its business date, whatever the configured zone). */
export function loadSnapshotAround(db: Executor, start: Date): Promise<Snapshot> {
  const date = new Date(start.getTime()).toISOString().slice(0, 10);
  return loadSnapshot(db, { startDate: addDays(date, -1), endDate: addDays(date, 1) });
}

/** Live holds that block this asker: not theirs (by visitor cookie or the lockId they present). */
export function holdsBlocking(
  snapshot: Snapshot,
  asker: { now: Date; visitorKey?: string | null; lockId?: string | null },
): HoldRow[] {
  const now = asker.now.getTime();
  return snapshot.holds.filter(
    (h) => h.expiresAt > now && h.visitorKey !== asker.visitorKey && h.id !== asker.lockId,
  );
}

export type SlotCheck =
  { ok: true; slot: GridSlot; date: string } | { ok: false; reason: "off_grid" | Blocker };

/**
 * Whether [start, end) is one of the calendar's slots and free for this asker. Holds that are the
 * asker's own (by visitor cookie or by the lockId they present) do not block; bookings listed in
 * `ignoreBookings` (the one being moved) do not either.
 */
export function checkSlot(
  snapshot: Snapshot,
  request: {
    start: Date;
    end: Date;
    now: Date;
    visitorKey?: string | null;
    lockId?: string | null;
    ignoreBookings?: string[];
  },
): SlotCheck {
  const date = zonedDateISO(request.start.getTime(), snapshot.rules.timeZone);
  const slot = gridSlotsForDate(snapshot.rules, snapshot.overrides, date).find(
    (s) => s.start === request.start.getTime() && s.end === request.end.getTime(),
  );
  if (!slot) return { ok: false, reason: "off_grid" };
  const blocker = slotBlocker({
    rules: snapshot.rules,
    booked: snapshot.booked.filter((b) => !request.ignoreBookings?.includes(b.id)),
    heldByOthers: holdsBlocking(snapshot, request),
    now: request.now,
  })(slot, date);
  return blocker ? { ok: false, reason: blocker } : { ok: true, slot, date };
}
