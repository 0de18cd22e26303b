// holdSlot: a visitor's short claim on a slot while they fill in the form. The unique index on
// slot_holds.start_at allows one row per slot; a single INSERT … ON CONFLICT DO UPDATE … WHERE
// takes the row only when it is free, expired or already the visitor's own, so of any number of
// simultaneous requests exactly one wins and the rest get the spec's conflict message.
import { sql } from "drizzle-orm";
import { sqlState, type AppDatabase } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { AppError } from "@/lib/http/responses";
import { bookingMessages } from "./schemas";
import {
  checkSlot,
  clientKeyOf,
  loadSnapshotAround,
  type Clock,
  type Visitor,
} from "./calendar/snapshot";

/**
 * Live holds one network address may have at once. Each visitor (cookie) keeps at most one, so
 * this is how many people behind one address (a household, an office) can be choosing a time
 * together; a script that keeps discarding its cookie cannot hide more of the calendar than that.
 */
export const MAX_LIVE_HOLDS_PER_NETWORK = 5;

/**
 * Live holds across the whole site. A small practice rarely has more than a handful of families
 * choosing a time in the same five minutes; 30 leaves room for a busy evening while an attacker
 * with any number of addresses can hide at most 30 of the several hundred free times at once.
 */
export const MAX_LIVE_HOLDS = 30;

/**
 * The fair share once the calendar is busy (half the overall cap in use): one live hold per
 * address, so the last free places go to many families rather than a few addresses.
 */
export const BUSY_HOLDS_PER_NETWORK = 1;

/** Every hold takes this transaction-scoped lock, so the caps are counted one hold at a time. */
const HOLD_CAPS_LOCK = 731_002;

export type HoldInput = {
  start: Date;
  end: Date;
  dateISO?: string | null;
  visitor: Visitor;
  /** Test servers only: a shorter hold so browser tests can watch one expire. */
  holdSecondsOverride?: number;
};

export async function holdSlot(
  db: AppDatabase,
  clock: Clock,
  input: HoldInput,
): Promise<{ lockId: string; expiresInSeconds: number }> {
  const now = clock();
  const snapshot = await loadSnapshotAround(db, input.start);
  const check = checkSlot(snapshot, {
    start: input.start,
    end: input.end,
    now,
    visitorKey: input.visitor.key,
  });
  if (!check.ok && check.reason === "off_grid")
    throw new AppError(400, bookingMessages.invalidSlot);
  if (check.ok && input.dateISO && input.dateISO !== check.date)
    throw new AppError(400, bookingMessages.invalidSlot);
  if (!check.ok) throw new AppError(409, bookingMessages.slotTaken);

  const seconds = input.holdSecondsOverride ?? snapshot.holdSeconds;
  const expiresAt = new Date(now.getTime() + seconds * 1000).toISOString();
  const clientKey = clientKeyOf(input.visitor);
  const start = input.start.toISOString();
  const end = input.end.toISOString();
  const nowIso = now.toISOString();

  const lockId = await db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${HOLD_CAPS_LOCK})`);
      // The visitor's own live hold does not count: choosing another time replaces it.
      const [live] = rowsOf<{ network: number | string; everyone: number | string }>(
        await tx.execute(sql`
        select count(*) filter (where split_part(client_key, ':', 1) = ${input.visitor.network}) as network,
               count(*) as everyone
        from slot_holds
        where split_part(client_key, ':', 2) <> ${input.visitor.key}
          and expires_at > ${nowIso}::timestamptz`),
      );
      const everyone = Number(live?.everyone ?? 0);
      if (everyone >= MAX_LIVE_HOLDS)
        throw new AppError(429, bookingMessages.holdsFull, { code: "holds_full" });
      const share =
        everyone >= MAX_LIVE_HOLDS / 2 ? BUSY_HOLDS_PER_NETWORK : MAX_LIVE_HOLDS_PER_NETWORK;
      if (Number(live?.network ?? 0) >= share)
        throw new AppError(429, bookingMessages.tooManyHolds);

      // The visitor's own live hold keeps its lockId (a second click restarts the countdown).
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`
        insert into slot_holds (id, start_at, end_at, client_key, expires_at, created_at)
        select gen_random_uuid(), ${start}::timestamptz, ${end}::timestamptz, ${clientKey}, ${expiresAt}::timestamptz, ${nowIso}::timestamptz
        where not exists (
          select 1 from consultation_bookings b
          where b.kind = 'booking' and b.booking_status = 'confirmed'
            and b.start_at < ${end}::timestamptz and b.end_at > ${start}::timestamptz)
        on conflict (start_at) do update set
          id = case when slot_holds.client_key = excluded.client_key and slot_holds.expires_at > ${nowIso}::timestamptz
                    then slot_holds.id else excluded.id end,
          end_at = excluded.end_at,
          client_key = excluded.client_key,
          expires_at = excluded.expires_at,
          created_at = excluded.created_at
        where slot_holds.expires_at <= ${nowIso}::timestamptz
           or split_part(slot_holds.client_key, ':', 2) = ${input.visitor.key}
        returning id`),
      );
      if (!row) throw new AppError(409, bookingMessages.slotTaken);

      // Choosing another time releases the previous one.
      await tx.execute(sql`
      delete from slot_holds
      where split_part(client_key, ':', 2) = ${input.visitor.key} and start_at <> ${start}::timestamptz`);
      return row.id;
    })
    .catch((error: unknown) => {
      // Two simultaneous holds by one visitor can deadlock on each other's rows; one loses.
      if (sqlState(error) === "40P01" || sqlState(error) === "40001")
        throw new AppError(409, bookingMessages.slotTaken);
      throw error;
    });
  // Rows of slots that have passed are tidied away outside the transaction (best effort).
  await db
    .execute(sql`delete from slot_holds where end_at < ${nowIso}::timestamptz`)
    .catch(() => undefined);
  return { lockId, expiresInSeconds: seconds };
}

/** Gives a hold back (new date chosen, modal closed). Only its lockId can release it. */
export async function releaseHold(db: AppDatabase, lockId: string): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`delete from slot_holds where id = ${lockId}::uuid returning id`),
  );
  return rows.length > 0;
}
