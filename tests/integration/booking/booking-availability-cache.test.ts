// Cached availability (lib/booking/calendar/availability.ts): an answer is reused only while the database's
// availability_version is unchanged, so every kind of write changes the next answer, whether it
// went through this handle or another instance's (PostgreSQL); time alone (a hold expiring, the
// minimum notice passing) changes it without any write.
import { eq, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { openDatabase, type AppDatabase, type DatabaseHandle } from "@/db/client";
import { availabilityOverrides, consultationBookings } from "@/db/schema";
import {
  addOverride,
  overrideSchema,
  removeOverride,
  saveSettings,
  settingsSchema,
} from "@/lib/booking/calendar/availability-settings";
import { deletePersonalData } from "@/lib/crm/privacy/personal-data";
import { getAvailability } from "@/lib/booking/calendar/availability";
import { bookConsultation } from "@/lib/booking/bookings";
import { holdSlot, releaseHold } from "@/lib/booking/holds";
import { cancelConsultation, rescheduleConsultation } from "@/lib/booking/changes/manage";
import { loadAvailabilityVersion, type Executor } from "@/lib/booking/calendar/snapshot";
import { cancelByStaff, scheduleRequest } from "@/lib/booking/changes/staff-actions";
import { testDatabaseTargets } from "../../helpers/test-db";
import { actorOf, seedRequest, seedUser } from "../admin/admin-fixtures";
import {
  bookingInput,
  clockAt,
  later,
  mail,
  NOW,
  tuesdaySlot,
  useBookingDatabase,
  visitor,
} from "./booking-fixtures";

jest.setTimeout(180_000);

const week = { startDate: "2030-01-07", endDate: "2030-01-13" };
const ten = tuesdaySlot(10);
const eleven = tuesdaySlot(11);

/** The database as the availability call sees it, recording each statement it runs. */
function watched(db: AppDatabase): { executor: Executor; statements: string[] } {
  const dialect = new PgDialect();
  const statements: string[] = [];
  const executor = {
    execute: (query: SQL) => {
      statements.push(dialect.sqlToQuery(query).sql);
      return db.execute(query);
    },
  };
  return { executor, statements };
}

async function freeStarts(db: Executor, options: { at?: Date; visitorKey?: string | null } = {}) {
  const days = await getAvailability(db, clockAt(options.at ?? NOW), {
    ...week,
    visitorKey: options.visitorKey ?? null,
  });
  return days.flatMap((d) => d.slots.map((s) => s.start));
}

const reads = (statements: string[]) =>
  statements.map((s) =>
    /consultation_bookings/.test(s)
      ? "snapshot"
      : /availability_version/.test(s)
        ? "version"
        : "other",
  );

type Write = {
  name: string;
  arrange?: (db: AppDatabase) => Promise<string>;
  act: (db: AppDatabase, arranged: string) => Promise<unknown>;
  tenFree: [before: boolean, after: boolean];
};

const staff = async (db: AppDatabase) => actorOf(await seedUser(db, "admin"));
const book = async (db: AppDatabase) =>
  (await bookConsultation(db, clockAt(NOW), bookingInput(ten), { mail })).id;
const tuesdayAfternoonOnly = settingsSchema.parse({
  slotMinutes: "30",
  bufferMinutes: "0",
  minNoticeHours: "2",
  horizonDays: "60",
  holdMinutes: "5",
  d2w0start: "13:00",
  d2w0end: "17:00",
});

const writes: Write[] = [
  {
    name: "another visitor's hold",
    act: (db) => holdSlot(db, clockAt(NOW), { ...ten, visitor: visitor() }),
    tenFree: [true, false],
  },
  {
    name: "a hold given back",
    arrange: async (db) =>
      (await holdSlot(db, clockAt(NOW), { ...ten, visitor: visitor() })).lockId,
    act: (db, lockId) => releaseHold(db, lockId),
    tenFree: [false, true],
  },
  { name: "a booking", act: book, tenFree: [true, false] },
  {
    name: "the parent's cancellation",
    arrange: book,
    act: (db, id) => cancelConsultation(db, clockAt(NOW), id, mail),
    tenFree: [false, true],
  },
  {
    name: "the parent moving the consultation",
    arrange: book,
    act: (db, id) => rescheduleConsultation(db, clockAt(NOW), { id, ...eleven }, mail),
    tenFree: [false, true],
  },
  {
    name: "a staff cancellation",
    arrange: book,
    act: async (db, id) => cancelByStaff(db, await staff(db), { id, version: 1 }, NOW, mail),
    tenFree: [false, true],
  },
  {
    name: "staff scheduling a request",
    arrange: async (db) => (await seedRequest(db)).id,
    act: async (db, id) =>
      scheduleRequest(db, await staff(db), { id, version: 1, ...ten }, NOW, mail),
    tenFree: [true, false],
  },
  {
    name: "new weekly hours",
    act: async (db) => saveSettings(db, await staff(db), tuesdayAfternoonOnly),
    tenFree: [true, false],
  },
  {
    name: "a closed day",
    act: async (db) =>
      addOverride(
        db,
        await staff(db),
        overrideSchema.parse({ date: ten.dateISO, kind: "closed" }),
        NOW,
      ),
    tenFree: [true, false],
  },
  {
    name: "a closed day removed",
    arrange: async (db) => {
      await addOverride(
        db,
        await staff(db),
        overrideSchema.parse({ date: ten.dateISO, kind: "closed" }),
        NOW,
      );
      const [row] = await db.select({ id: availabilityOverrides.id }).from(availabilityOverrides);
      return row!.id;
    },
    act: async (db, id) => removeOverride(db, await staff(db), id),
    tenFree: [false, true],
  },
  {
    name: "a family's data deleted",
    arrange: book,
    act: (db) => db.transaction((tx) => deletePersonalData(tx, "jordan@example.com")),
    tenFree: [false, true],
  },
];

describe.each(testDatabaseTargets())("cached availability on $label", (target) => {
  const db = useBookingDatabase(target);
  // A second instance of the app: its own connections, its own cache (PostgreSQL only; an
  // embedded database has one owner).
  let other: DatabaseHandle | null = null;
  beforeAll(async () => {
    if (target.url) other = await openDatabase({ url: target.url });
  });
  afterAll(async () => {
    await other?.close();
  });
  const writers = target.url
    ? (["this instance", "another instance"] as const)
    : (["this instance"] as const);

  describe.each(writers)("written through %s", (writer) => {
    it.each(writes.map((w) => [w.name, w] as const))(
      "changes the answer after %s",
      async (_name, write) => {
        const through = writer === "this instance" ? db() : other!.db;
        const arranged = write.arrange ? await write.arrange(through) : "";
        const { executor, statements } = watched(db());
        expect((await freeStarts(executor)).includes(ten.start.toISOString())).toBe(
          write.tenFree[0],
        );
        expect(await freeStarts(executor)).toBeDefined();
        // The second answer came from the cache: only the version was read.
        expect(reads(statements)).toEqual(["version", "snapshot", "version"]);

        await write.act(through, arranged);
        expect((await freeStarts(executor)).includes(ten.start.toISOString())).toBe(
          write.tenFree[1],
        );
        expect(reads(statements)).toEqual([
          "version",
          "snapshot",
          "version",
          "version",
          "snapshot",
        ]);
      },
    );
  });

  it("lets another visitor's hold expire by the clock alone, and never hides the holder's own", async () => {
    const holder = visitor();
    await holdSlot(db(), clockAt(NOW), { ...ten, visitor: holder });
    const { executor, statements } = watched(db());
    expect(await freeStarts(executor, { at: later(299) })).not.toContain(ten.start.toISOString());
    expect(await freeStarts(executor, { at: later(299), visitorKey: holder.key })).toContain(
      ten.start.toISOString(),
    );
    expect(await freeStarts(executor, { at: later(300) })).toContain(ten.start.toISOString());
    expect(reads(statements)).toEqual(["version", "snapshot", "version", "version"]);
  });

  it("answers 50 simultaneous callers from the cache with two reads of the version", async () => {
    const { executor, statements } = watched(db());
    const first = await freeStarts(executor);
    statements.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => freeStarts(executor, { visitorKey: `caller-${i}` })),
    );
    expect(answers.every((a) => a.join() === first.join())).toBe(true);
    // The first caller's read, and one shared by everyone who arrived while it was under way.
    expect(reads(statements)).toEqual(["version", "version"]);
  });

  it("drops slots inside the minimum notice as the clock moves, without a write", async () => {
    const { executor } = watched(db());
    // Monday 2030-01-07: at 8:00 AM MT the first slot two hours ahead is 10:00; an hour later, 11:00.
    const monday = (hour: number) => new Date(Date.UTC(2030, 0, 7, hour + 7)).toISOString();
    expect((await freeStarts(executor)).filter((s) => s < "2030-01-08")[0]).toBe(monday(10));
    expect(
      (await freeStarts(executor, { at: later(3600) })).filter((s) => s < "2030-01-08")[0],
    ).toBe(monday(11));
  });

  it("keeps the version for requests and CRM edits, which block no calendar time", async () => {
    const before = await loadAvailabilityVersion(db());
    const request = await seedRequest(db());
    await db()
      .update(consultationBookings)
      .set({ status: "contacted", crmNotes: [], priority: "high" })
      .where(eq(consultationBookings.id, request.id));
    expect(await loadAvailabilityVersion(db())).toBe(before);
    await db().execute(
      sql`update consultation_bookings set kind = 'booking', booking_status = 'confirmed' where id = ${request.id}`,
    );
    expect(await loadAvailabilityVersion(db())).toBeGreaterThan(before);
  });
});
