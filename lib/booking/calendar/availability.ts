// getAvailability: the free consultation slots of a date range for one visitor. Another
// visitor's live hold hides a slot; the asker's own hold does not.
//
// The snapshot of a range is cached with the availability version it was read at. Each call reads
// only that counter, which the database bumps in the same transaction as every change to bookings,
// holds, settings or overrides, whichever instance or code path made it (migration 0009); an equal
// version means a fresh read would return the same rows. What changes with time alone (holds
// expiring, minimum notice, the horizon) is applied per call from `now`, never cached across it.
//
// Simultaneous calls share database reads, but never one that started before they arrived: a call
// joins the next read to start, so every answer reflects every booking and hold committed before
// the call was made. On the embedded database (one connection) this turns 50 concurrent calls into
// two counter reads instead of fifty queued ones.
import { generateAvailability, type DayAvailability } from "./slots";
import {
  holdsBlocking,
  loadAvailabilityVersion,
  loadSnapshot,
  type Clock,
  type Executor,
  type Snapshot,
} from "./snapshot";

type Batch = { running: Promise<unknown> | null; next: Promise<unknown> | null };
type Cache = { reads: Map<string, Batch>; snapshots: Map<string, Snapshot> };

// Ranges come from visitors; a bound keeps odd ones from growing the cache without end.
const MAX_CACHED_RANGES = 16;
const MAX_ANSWERS_PER_SNAPSHOT = 64;

const caches = new WeakMap<Executor, Cache>();

function cacheOf(db: Executor): Cache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { reads: new Map(), snapshots: new Map() }));
  return cache;
}

/** read() shared with callers who arrive while it is still to start; never one already running. */
function sharedRead<T>(reads: Map<string, Batch>, key: string, read: () => Promise<T>): Promise<T> {
  let batch = reads.get(key);
  if (!batch) reads.set(key, (batch = { running: null, next: null }));
  const state = batch;
  const start = (): Promise<T> => {
    const run = read().finally(() => {
      if (state.running === run) state.running = null;
      if (!state.running && !state.next) reads.delete(key);
    });
    state.running = run;
    return run;
  };
  if (!state.running) return start();
  // A read is under way but may predate this call: wait for it, then share the next one.
  state.next ??= state.running
    .catch(() => undefined)
    .then(() => {
      state.next = null;
      return start();
    });
  return state.next as Promise<T>;
}

async function currentSnapshot(
  db: Executor,
  startDate: string,
  endDate: string,
): Promise<Snapshot> {
  const cache = cacheOf(db);
  const range = `${startDate}|${endDate}`;
  const version = await sharedRead(cache.reads, "version", () => loadAvailabilityVersion(db));
  let snapshot = cache.snapshots.get(range);
  // Equal, not "at least": a counter that went back (a restored database) is a miss, not a hit.
  if (snapshot?.version !== version) {
    snapshot = await sharedRead(cache.reads, `snapshot|${range}`, () =>
      loadSnapshot(db, { startDate, endDate }),
    );
  }
  // Most recently used last, so the bound drops the range nobody asked for longest.
  cache.snapshots.delete(range);
  cache.snapshots.set(range, snapshot);
  if (cache.snapshots.size > MAX_CACHED_RANGES)
    cache.snapshots.delete(cache.snapshots.keys().next().value!);
  return snapshot;
}

// Callers that share a snapshot, ask within the same second and are blocked by the same holds get
// the same answer, so it is computed once (treated as read-only by everyone who receives it).
const answers = new WeakMap<Snapshot, Map<string, DayAvailability[]>>();

export async function getAvailability(
  db: Executor,
  clock: Clock,
  input: { startDate: string; endDate: string; visitorKey?: string | null },
): Promise<DayAvailability[]> {
  const snapshot = await currentSnapshot(db, input.startDate, input.endDate);
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
    // A cached snapshot lives on while time moves: keep only the answers of recent seconds.
    if (byKey.size >= MAX_ANSWERS_PER_SNAPSHOT) byKey.clear();
    byKey.set(key, days);
  }
  return days;
}
