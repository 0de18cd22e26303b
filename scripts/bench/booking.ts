// Booking benchmarks (ARCHITECTURE.md, "Budgets"): server time of the availability service for a
// 42-day month grid with 180 bookings (answered from its cache, and re-read after a write), its
// latency under 50 concurrent calls, and 200 simultaneous holds of one slot, all on a fresh
// in-memory PGlite database in this one process (one core).
import { sql } from "drizzle-orm";
import { openDatabase, type AppDatabase } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { getAvailability } from "../../lib/booking/calendar/availability";
import { holdSlot } from "../../lib/booking/holds";
import { monthGrid, monthOf } from "../../lib/booking/calendar/calendar";
import { bookingMessages } from "../../lib/booking/schemas";
import { gridSlotsForDate, DEFAULT_RULES } from "../../lib/booking/calendar/slots";
import { addDays, zonedDateISO } from "@/lib/practice/time-zone";

const CONCURRENCY = 50;
const BOOKINGS = 180;
const ROUNDS = Number(process.env.BENCH_BOOKING_ROUNDS ?? 6);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Every third future slot of the grid booked (up to 180), and a few live holds (10: a busy
 * moment, below the site-wide cap of lib/booking/holds.ts, which would otherwise refuse the race
 * below). Shared with the benchmark over HTTP (availability-http.ts).
 */
export async function seedBenchBookings(
  db: AppDatabase,
  now: Date,
  grid: string[],
): Promise<{ booked: number; held: number }> {
  let booked = 0;
  let held = 0;
  for (const date of grid) {
    const slots = gridSlotsForDate(DEFAULT_RULES, [], date).filter((s) => s.start > now.getTime());
    for (const [i, slot] of slots.entries()) {
      const start = new Date(slot.start).toISOString();
      const end = new Date(slot.end).toISOString();
      if (i % 3 === 0 && booked < BOOKINGS) {
        booked++;
        await db.execute(sql`insert into consultation_bookings (kind, booking_status, parent_name, email, phone, date_iso, start_at, end_at, label, lead_source, conversion_stage)
          values ('booking', 'confirmed', 'Bench', ${`bench${booked}@example.com`}, '1', ${date}, ${start}::timestamptz, ${end}::timestamptz, ${slot.label}, 'consultation_booking', 'consultation_booked')`);
      } else if (i % 7 === 1 && held < 10) {
        held++;
        await db.execute(
          sql`insert into slot_holds (start_at, end_at, client_key, expires_at) values (${start}::timestamptz, ${end}::timestamptz, ${`n:bench-${i}-${date}`}, ${new Date(now.getTime() + 300_000).toISOString()}::timestamptz)`,
        );
      }
    }
  }
  return { booked, held };
}

export async function benchBooking(): Promise<string[]> {
  const handle = await openDatabase({ memory: true });
  try {
    await runMigrations(handle);
    const db = handle.db;
    const now = new Date();
    const today = zonedDateISO(now.getTime(), DEFAULT_RULES.timeZone);
    const grid = monthGrid(monthOf(addDays(today, 14)));
    const [startDate, endDate] = [grid[0]!, grid[grid.length - 1]!];

    const { booked } = await seedBenchBookings(db, now, grid);

    const clock = () => new Date();
    // Each client is its own visitor, and its answer is serialised as the route would send it.
    let client = 0;
    const call = async () => {
      const visitorKey = `bench-visitor-${client++ % CONCURRENCY}`;
      const started = performance.now();
      const availability = await getAvailability(db, clock, { startDate, endDate, visitorKey });
      JSON.stringify({ availability });
      return performance.now() - started;
    };
    for (let i = 0; i < 10; i++) await call(); // warm-up
    const latencies: number[] = [];
    for (let round = 0; round < ROUNDS; round++)
      latencies.push(...(await Promise.all(Array.from({ length: CONCURRENCY }, call))));
    const serial: number[] = [];
    for (let i = 0; i < 50; i++) serial.push(await call());
    // After each write (a hold taken and given back at a time outside the grid) the range is read
    // again: what the first visitor after every booking or hold pays.
    const afterWrite: number[] = [];
    const outside = new Date(Date.parse(`${addDays(endDate, 7)}T18:00:00Z`));
    for (let i = 0; i < 20; i++) {
      await db.execute(
        sql`insert into slot_holds (start_at, end_at, client_key, expires_at) values (${outside.toISOString()}::timestamptz, ${new Date(outside.getTime() + 1_800_000).toISOString()}::timestamptz, 'n:bench-writer', ${new Date(now.getTime() + 300_000).toISOString()}::timestamptz)`,
      );
      await db.execute(sql`delete from slot_holds where client_key = 'n:bench-writer'`);
      afterWrite.push(await call());
    }

    // 200 simultaneous holds of one free slot.
    const target = grid
      .filter((d) => d > addDays(today, 1))
      .flatMap((d) => gridSlotsForDate(DEFAULT_RULES, [], d))
      .find((_, i) => i % 3 === 2)!;
    const started = performance.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        holdSlot(db, clock, {
          start: new Date(target.start),
          end: new Date(target.end),
          visitor: { key: `bench-holder-${i}`, network: `net-${i}` },
        }),
      ),
    );
    const contentionMs = performance.now() - started;
    const wins = outcomes.filter((o) => o.status === "fulfilled").length;
    const conflicts = outcomes.filter(
      (o) => o.status === "rejected" && (o.reason as Error).message === bookingMessages.slotTaken,
    ).length;
    const errors = outcomes.length - wins - conflicts;

    return [
      `booking: availability server time, 42-day grid ${startDate}..${endDate} with ${booked} bookings, one call at a time: p50 ${ms(percentile(serial, 50))}, p95 ${ms(percentile(serial, 95))} (budget <= 5 ms)`,
      `booking: availability server time, first call after a write: p50 ${ms(percentile(afterWrite, 50))}, p95 ${ms(percentile(afterWrite, 95))}`,
      `booking: availability, ${CONCURRENCY} concurrent x ${ROUNDS} rounds on one core: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))} (budget p95 < 100 ms)`,
      `booking: 200 simultaneous holds of one slot: ${wins} won, ${conflicts} got the conflict message, ${errors} errors, ${ms(contentionMs)} in all (expected 1 / 199 / 0)`,
    ];
  } finally {
    await handle.close();
  }
}

// Run directly: npx tsx scripts/bench/booking.ts
if (process.argv[1] && /bench[\\/]booking\.ts$/.test(process.argv[1])) {
  void benchBooking().then((lines) => console.log(lines.join("\n")));
}
