import { eq } from "drizzle-orm";
import {
  auditLog,
  availabilitySettings,
  consultationBookings,
  emailOutbox,
  user,
} from "@/db/schema";
import {
  addOverride,
  bookingsOutsideHours,
  loadSettings,
  overrideSchema,
  previewSlots,
  removeOverride,
  saveSettings,
  settingsSchema,
  weeklyHoursFromForm,
} from "@/lib/booking/calendar/availability-settings";
import { listOutbox, retryFailed } from "@/lib/crm/outbox/outbox-admin";
import {
  changeRole,
  LAST_ADMIN_MESSAGE,
  SELF_DISABLE_MESSAGE,
  setDisabled,
} from "@/lib/crm/staff/staff";
import { testDatabaseTargets, useTestDatabase } from "../../helpers/test-db";
import {
  actorOf,
  failureOf,
  NOW,
  resetAdminTables,
  seedConsultation,
  seedUser,
} from "./admin-fixtures";

jest.setTimeout(180_000);

const settingsForm = (overrides: Record<string, string> = {}) =>
  settingsSchema.parse({
    slotMinutes: "30",
    bufferMinutes: "0",
    minNoticeHours: "2",
    horizonDays: "60",
    holdMinutes: "5",
    d1w0start: "09:00",
    d1w0end: "12:00",
    d1w1start: "13:00",
    d1w1end: "17:00",
    d4w0start: "09:00",
    d4w0end: "17:00",
    ...overrides,
  });

describe("weekly hours from the settings form", () => {
  it.each([
    [
      "a window without an end",
      { d2w0start: "09:00" },
      "Tuesday: give both a start and an end time, or leave both empty.",
    ],
    [
      "a window ending before it starts",
      { d2w0start: "10:00", d2w0end: "09:00" },
      "Tuesday: each window must end after it starts.",
    ],
    [
      "overlapping windows",
      { d2w0start: "09:00", d2w0end: "12:00", d2w1start: "11:00", d2w1end: "13:00" },
      "Tuesday: the hours overlap. Please merge them.",
    ],
    [
      "an impossible time",
      { d2w0start: "25:00", d2w0end: "26:00" },
      "Tuesday: times use HH:MM (for example 09:00).",
    ],
  ])("explains %s", (_name, form, message) => {
    expect(() => weeklyHoursFromForm(form)).toThrow(message);
  });

  it("refuses unknown slot lengths and out-of-range numbers", () => {
    expect(
      settingsSchema.safeParse({
        slotMinutes: "17",
        bufferMinutes: "0",
        minNoticeHours: "2",
        horizonDays: "60",
        holdMinutes: "5",
      }).error?.issues[0]?.message,
    ).toBe("Slots are 15, 20, 30, 45, 60, 90 minutes long.");
    expect(
      settingsSchema.safeParse({
        slotMinutes: "30",
        bufferMinutes: "-5",
        minNoticeHours: "2",
        horizonDays: "60",
        holdMinutes: "5",
      }).error?.issues[0]?.message,
    ).toBe("The buffer must be at least 0.");
    expect(
      settingsSchema.safeParse({
        slotMinutes: "30",
        bufferMinutes: "0",
        minNoticeHours: "2",
        horizonDays: "abc",
        holdMinutes: "5",
      }).error?.issues[0]?.message,
    ).toBe("The booking horizon must be a number.");
    expect(
      overrideSchema.safeParse({ date: "2030-01-10", kind: "extra", start: "10:00" }).error
        ?.issues[0]?.message,
    ).toBe("Extra hours need a start and an end time (HH:MM).");
  });
});

describe.each(testDatabaseTargets())("availability, staff and outbox on $label", (target) => {
  const db = useTestDatabase(target, resetAdminTables);

  it("saves settings and overrides without touching existing bookings, and previews two weeks", async () => {
    const admin = await seedUser(db(), "admin");
    // A booking on Thursday 2030-01-10 at 2 PM MT, which the new hours will no longer offer.
    const booking = await seedConsultation(db(), {
      startAt: new Date("2030-01-10T21:00:00Z"),
      endAt: new Date("2030-01-10T21:30:00Z"),
    });
    await saveSettings(
      db(),
      actorOf(admin),
      settingsForm({
        d4w0end: "12:00",
        slotMinutes: "60",
        bufferMinutes: "15",
        horizonDays: "30",
        holdMinutes: "10",
      }),
    );
    const { settings } = await loadSettings(db());
    expect(settings).toMatchObject({
      slotMinutes: 60,
      bufferMinutes: 15,
      minNoticeMinutes: 120,
      horizonDays: 30,
      holdSeconds: 600,
      updatedBy: admin.id,
    });
    expect(settings.weeklyHours).toEqual({
      "0": [],
      "1": [
        { start: "09:00", end: "12:00" },
        { start: "13:00", end: "17:00" },
      ],
      "2": [],
      "3": [],
      "4": [{ start: "09:00", end: "12:00" }],
      "5": [],
      "6": [],
    });
    const [kept] = await db()
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, booking.id));
    expect(kept).toMatchObject({
      bookingStatus: "confirmed",
      startAt: booking.startAt,
      version: 1,
    });
    expect(await bookingsOutsideHours(db(), NOW)).toBe(1);

    await addOverride(
      db(),
      actorOf(admin),
      overrideSchema.parse({ date: "2030-01-14", kind: "closed", note: "Holiday" }),
      NOW,
    );
    await addOverride(
      db(),
      actorOf(admin),
      overrideSchema.parse({ date: "2030-01-12", kind: "extra", start: "10:00", end: "12:00" }),
      NOW,
    );
    expect(
      (
        await failureOf(
          addOverride(
            db(),
            actorOf(admin),
            overrideSchema.parse({ date: "2030-01-01", kind: "closed" }),
            NOW,
          ),
        )
      ).message,
    ).toBe("That date has passed. Overrides are for today or later.");
    const preview = await previewSlots(db(), NOW);
    expect(preview).toHaveLength(14);
    const slotsOn = (date: string) =>
      preview.find((d) => d.date === date)?.slots.map((s) => s.label.split(" - ")[0]);
    expect(slotsOn("2030-01-10")).toEqual(["9:00 AM", "10:00 AM", "11:00 AM"]);
    expect(slotsOn("2030-01-12")).toEqual(["10:00 AM", "11:00 AM"]); // a Saturday opened
    expect(slotsOn("2030-01-14")).toEqual([]); // a Monday closed

    const { overrides } = await loadSettings(db());
    await removeOverride(db(), actorOf(admin), overrides[0]!.id);
    expect((await failureOf(removeOverride(db(), actorOf(admin), overrides[0]!.id))).message).toBe(
      "That override was already removed.",
    );
    expect((await db().select().from(auditLog)).map((a) => a.action)).toEqual([
      "availability.updated",
      "availability.override_added",
      "availability.override_added",
      "availability.override_removed",
    ]);
    const [restored] = await db().select().from(availabilitySettings);
    expect(restored?.slotMinutes).toBe(60);
  });

  it("never leaves the practice without an active admin, even when two admins act at once", async () => {
    const first = await seedUser(db(), "admin");
    const second = await seedUser(db(), "admin");
    const outcomes = await Promise.allSettled([
      changeRole(db(), actorOf(first), { userId: second.id, role: "teacher" }),
      changeRole(db(), actorOf(second), { userId: first.id, role: "teacher" }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as Error).message).toBe(LAST_ADMIN_MESSAGE);
    const admins = await db().select().from(user).where(eq(user.role, "admin"));
    expect(admins).toHaveLength(1);
    expect(
      (
        await failureOf(
          setDisabled(db(), actorOf(first), { userId: admins[0]!.id, disabled: true }),
        )
      ).message,
    ).toMatch(new RegExp(`${LAST_ADMIN_MESSAGE}|${SELF_DISABLE_MESSAGE}`));
    const teacher = await seedUser(db(), "teacher");
    expect(
      (
        await failureOf(
          changeRole(db(), actorOf(teacher), { userId: admins[0]!.id, role: "member" }),
        )
      ).message,
    ).toBe(LAST_ADMIN_MESSAGE);
  });

  it("lists the outbox by status and puts failed emails back in the queue, an interrupted one only on its own", async () => {
    const admin = await seedUser(db(), "admin");
    const base = { kind: "test", toAddress: "p@example.com", subject: "Hello", textBody: "Hi" };
    await db()
      .insert(emailOutbox)
      .values([
        { ...base, status: "sent", sentAt: NOW },
        { ...base, status: "failed", attempts: 8, lastError: "smtp 450" },
        { ...base, status: "failed", attempts: 8, lastError: "smtp 450" },
        { ...base, status: "pending" },
        { ...base, status: "interrupted", attempts: 1 },
        { ...base, status: "withdrawn", attempts: 1 },
      ]);
    const listed = await listOutbox(db(), { status: "failed", page: 1 });
    expect(listed.total).toBe(2);
    expect(listed.byStatus).toEqual({
      pending: 1,
      sending: 0,
      sent: 1,
      failed: 2,
      withdrawn: 1,
      interrupted: 1,
    });
    const one = listed.rows[0]!.id;
    expect(await retryFailed(db(), actorOf(admin), one, NOW)).toBe(1);
    expect((await failureOf(retryFailed(db(), actorOf(admin), one, NOW))).message).toBe(
      "That email is not failed or interrupted any more; it may already be queued again.",
    );
    // "Retry all" leaves interrupted emails alone: each may already have arrived.
    expect(await retryFailed(db(), actorOf(admin), null, NOW)).toBe(1);
    expect((await listOutbox(db(), { page: 1 })).byStatus.interrupted).toBe(1);
    const interrupted = (await listOutbox(db(), { status: "interrupted", page: 1 })).rows[0]!.id;
    expect(await retryFailed(db(), actorOf(admin), interrupted, NOW)).toBe(1);
    const after = await listOutbox(db(), { page: 1 });
    expect(after.byStatus).toMatchObject({ pending: 4, sent: 1, failed: 0, interrupted: 0 });
    expect(after.rows.filter((r) => r.status === "pending").every((r) => r.attempts === 0)).toBe(
      true,
    );
  });
});
