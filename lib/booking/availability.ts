// getAvailability: the free consultation slots of a date range for one visitor. Another
// visitor's live hold hides a slot; the asker's own hold does not.
//
// Simultaneous calls for the same range share database reads, but never one that started before
// they arrived: a call joins the next read to start, so every answer reflects every booking and
// hold committed before the call was made. On the embedded database (one connection) this turns
// 50 concurrent calls into two reads instead of fifty queued ones.
import { generateAvailability, type DayAvailability } from "./slots";
import { holdsBlocking, loadSnapshot, type Clock, type Executor, type Snapshot } from "./snapshot";

type Batch = { running: Promise<Snapshot> | null; next: Promise<Snapshot> | null };
const batches = new WeakMap<Executor, Map<string, Batch>>();

function freshSnapshot(db: Executor, startDate: string, endDate: string): Promise<Snapshot> {
  let byRange = batches.get(db);
  if (!byRange) batches.set(db, (byRange = new Map<string, Batch>()));
  const key = `${startDate}|${endDate}`;
  let batch = byRange.get(key);
  if (!batch) byRange.set(key, (batch = { running: null, next: null }));
  const state = batch;
  const start = (): Promise<Snapshot> => {
    const read = loadSnapshot(db, { startDate, endDate }).finally(() => {
      if (state.running === read) state.running = null;
      if (!state.running && !state.next) byRange.delete(key);
    });
    state.running = read;
    return read;
  };
  if (!state.running) return start();
  // A read is under way but may predate this call: wait for it, then share the next one.
  state.next ??= state.running
    .catch(() => undefined)
    .then(() => {
      state.next = null;
      return start();
    });
  return state.next;
}

// Callers that share a snapshot, ask within the same second and are blocked by the same holds get
// the same answer, so it is computed once (treated as read-only by everyone who receives it).
const answers = new WeakMap<Snapshot, Map<string, DayAvailability[]>>();

export async function getAvailability(
  db: Executor,
  clock: Clock,
  input: { startDate: string; endDate: string; visitorKey?: string | null },
): Promise<DayAvailability[]> {
  const snapshot = await freshSnapshot(db, input.startDate, input.endDate);
  // Rounded up to the whole second: at most one second more cautious about minimum notice, never
  // less, so a slot shown is never one a booking would refuse for being too soon.
  const now = new Date(Math.ceil(clock().getTime() / 1000) * 1000);
  const heldByOthers = holdsBlocking(snapshot, { now, visitorKey: input.visitorKey });
  const key = `${now.getTime()}|${heldByOthers.map((h) => h.id).join(",")}`;
  let byKey = answers.get(snapshot);
  if (!byKey) answers.set(snapshot, (byKey = new Map<string, DayAvailability[]>()));
  let days = byKey.get(key);
  if (!days) {
    days = generateAvailability({
      rules: snapshot.rules,
      overrides: snapshot.overrides,
      booked: snapshot.booked,
      heldByOthers,
      startDate: input.startDate,
      endDate: input.endDate,
      now,
    });
    byKey.set(key, days);
  }
  return days;
}
