import { count } from "drizzle-orm";
import { availabilitySettings, consultationBookings } from "@/db/schema";
import { sqlState } from "@/db/client";
import { openTestDatabase, testDatabaseTargets, type TestDatabase } from "../../helpers/test-db";

describe.each(testDatabaseTargets())("database on $label", (target) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await openTestDatabase(target);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("seeds Monday-to-Friday consultation hours", async () => {
    const [settings] = await handle.db.select().from(availabilitySettings);
    expect(settings?.weeklyHours["1"]).toEqual([{ start: "09:00", end: "17:00" }]);
    expect(settings?.weeklyHours["0"]).toEqual([]);
    expect(settings?.holdSeconds).toBe(300);
  });

  it("refuses overlapping confirmed consultations with SQLSTATE 23P01", async () => {
    const base = {
      kind: "booking" as const,
      bookingStatus: "confirmed" as const,
      parentName: "A",
      email: "a@example.com",
      phone: "1",
      dateISO: "2030-01-07",
      label: "9:00 AM - 9:30 AM MT",
      leadSource: "consultation_booking",
      conversionStage: "consultation_booked",
    };
    await handle.db.insert(consultationBookings).values({
      ...base,
      startAt: new Date("2030-01-07T16:00:00Z"),
      endAt: new Date("2030-01-07T16:30:00Z"),
    });
    // Back-to-back is allowed: ranges are half-open.
    await handle.db.insert(consultationBookings).values({
      ...base,
      startAt: new Date("2030-01-07T16:30:00Z"),
      endAt: new Date("2030-01-07T17:00:00Z"),
    });
    const overlap = handle.db.insert(consultationBookings).values({
      ...base,
      startAt: new Date("2030-01-07T16:15:00Z"),
      endAt: new Date("2030-01-07T16:45:00Z"),
    });
    const error = await overlap.then(
      () => null,
      (e: unknown) => e,
    );
    expect(sqlState(error)).toBe("23P01");
    // A cancelled booking does not block the time.
    await handle.db.insert(consultationBookings).values({
      ...base,
      bookingStatus: "cancelled",
      startAt: new Date("2030-01-07T16:15:00Z"),
      endAt: new Date("2030-01-07T16:45:00Z"),
    });
    const [row] = await handle.db.select({ n: count() }).from(consultationBookings);
    expect(row?.n).toBe(3);
  });
});
