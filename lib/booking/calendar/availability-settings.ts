// Availability settings for staff: weekly hours, date overrides (closed days, holidays, extra
// hours), slot length, buffer, minimum notice, horizon and hold length, and a preview of the next
// two weeks. Settings only shape the slots offered from now on; booked consultations are never
// touched, and staff are told how many bookings fall outside new hours (they stay booked).
import { and, asc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import type { AppDatabase } from "@/db/client";
import {
  availabilityOverrides,
  availabilitySettings,
  consultationBookings,
  type TimeWindow,
  type WeeklyHours,
} from "@/db/schema";
import { recordAudit, type Actor } from "@/lib/practice/audit";
import { businessDateOf, businessToday } from "@/lib/practice/business-time";
import { requiredDate } from "@/lib/validation/date";
import { AppError } from "@/lib/http/responses";
import { siteConfig } from "@/lib/site-config";
import { getAvailability } from "./availability";
import { holidayClosures, holidayOverrides } from "./holidays";
import { gridSlotsForDate, parseClock, type DateOverride, type DayAvailability } from "./slots";
import { addDays } from "@/lib/practice/time-zone";

export const WINDOWS_PER_DAY = 3;
export const WEEKDAYS = ["0", "1", "2", "3", "4", "5", "6"] as const;
export const weekdayNames = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];
export const slotLengths = [15, 20, 30, 45, 60, 90] as const;
export const PREVIEW_DAYS = 14;

export type Settings = typeof availabilitySettings.$inferSelect;
export type Override = typeof availabilityOverrides.$inferSelect;

const clock = z
  .string()
  .trim()
  .regex(/^\d{2}:\d{2}$/, "Times use HH:MM.")
  .refine((v) => parseClock(v) !== null, "That time does not exist.");
const whole = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .min(min, `${what} must be at least ${min}.`)
    .max(max, `${what} can be at most ${max}.`);

export const settingsSchema = z
  .object({
    slotMinutes: z.coerce
      .number()
      .refine(
        (n) => (slotLengths as readonly number[]).includes(n),
        `Slots are ${slotLengths.join(", ")} minutes long.`,
      ),
    bufferMinutes: whole("The buffer", 0, 240),
    minNoticeHours: whole("The minimum notice", 0, 336),
    horizonDays: whole("The booking horizon", 1, 365),
    holdMinutes: whole("The hold length", 1, 30),
  })
  .catchall(z.union([z.string(), z.array(z.string())]));

// A field sent twice arrives as a list, which then fails as a time like any other bad text.
const fieldText = (value: unknown): string =>
  typeof value === "string" ? value : Array.isArray(value) ? value.join(",") : "";

function windowsOf(form: Record<string, unknown>, day: string): TimeWindow[] {
  const windows: TimeWindow[] = [];
  for (let i = 0; i < WINDOWS_PER_DAY; i++) {
    const start = fieldText(form[`d${day}w${i}start`]).trim();
    const end = fieldText(form[`d${day}w${i}end`]).trim();
    if (!start && !end) continue;
    const name = weekdayNames[Number(day)];
    if (!start || !end)
      throw new AppError(400, `${name}: give both a start and an end time, or leave both empty.`);
    const parsed = [clock.safeParse(start), clock.safeParse(end)];
    if (!parsed[0]?.success || !parsed[1]?.success)
      throw new AppError(400, `${name}: times use HH:MM (for example 09:00).`);
    if (parseClock(end)! <= parseClock(start)!)
      throw new AppError(400, `${name}: each window must end after it starts.`);
    windows.push({ start, end });
  }
  windows.sort((a, b) => parseClock(a.start)! - parseClock(b.start)!);
  for (let i = 1; i < windows.length; i++) {
    if (parseClock(windows[i]!.start)! < parseClock(windows[i - 1]!.end)!)
      throw new AppError(
        400,
        `${weekdayNames[Number(day)]}: the hours overlap. Please merge them.`,
      );
  }
  return windows;
}

export function weeklyHoursFromForm(form: Record<string, unknown>): WeeklyHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, windowsOf(form, day)])) as WeeklyHours;
}

export async function loadSettings(
  db: Pick<AppDatabase, "select">,
): Promise<{ settings: Settings; overrides: Override[] }> {
  const [settings] = await db
    .select()
    .from(availabilitySettings)
    .where(eq(availabilitySettings.id, 1));
  if (!settings) throw new Error("The availability settings row is missing; run the migrations.");
  const overrides = await db
    .select()
    .from(availabilityOverrides)
    .where(gte(availabilityOverrides.date, addDays(businessToday(new Date()), -30)))
    .orderBy(asc(availabilityOverrides.date), asc(availabilityOverrides.createdAt));
  return { settings, overrides };
}

/** Upcoming confirmed consultations that the given rules no longer offer (they stay booked). */
export async function bookingsOutsideHours(db: AppDatabase, now: Date): Promise<number> {
  const { settings } = await loadSettings(db);
  const overrides = await db
    .select()
    .from(availabilityOverrides)
    .where(gte(availabilityOverrides.date, businessToday(now)));
  const rules = {
    timeZone: siteConfig.timeZone,
    weeklyHours: settings.weeklyHours,
    slotMinutes: settings.slotMinutes,
    bufferMinutes: settings.bufferMinutes,
    minNoticeMinutes: settings.minNoticeMinutes,
    horizonDays: settings.horizonDays,
  };
  const today = businessToday(now);
  const asOverrides: DateOverride[] = [
    ...overrides.map((o) => ({ date: o.date, kind: o.kind, windows: o.windows })),
    // Bookings lie within the horizon, which staff can set to at most 365 days.
    ...holidayOverrides(today, addDays(today, 366), settings.reopenedHolidays),
  ];
  const upcoming = await db
    .select({ startAt: consultationBookings.startAt, endAt: consultationBookings.endAt })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.kind, "booking"),
        eq(consultationBookings.bookingStatus, "confirmed"),
        gte(consultationBookings.startAt, now),
      ),
    );
  return upcoming.filter((b) => {
    const date = businessDateOf(b.startAt);
    return !gridSlotsForDate(rules, asOverrides, date).some(
      (s) => s.start === b.startAt.getTime() && s.end === b.endAt.getTime(),
    );
  }).length;
}

export type SettingsInput = z.infer<typeof settingsSchema>;

export async function saveSettings(
  db: AppDatabase,
  actor: Actor,
  input: SettingsInput,
): Promise<void> {
  const weeklyHours = weeklyHoursFromForm(input);
  const next = {
    weeklyHours,
    slotMinutes: input.slotMinutes,
    bufferMinutes: input.bufferMinutes,
    minNoticeMinutes: input.minNoticeHours * 60,
    horizonDays: input.horizonDays,
    holdSeconds: input.holdMinutes * 60,
  };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(availabilitySettings)
      .where(eq(availabilitySettings.id, 1))
      .for("update");
    await tx
      .update(availabilitySettings)
      .set({ ...next, updatedBy: actor.id })
      .where(eq(availabilitySettings.id, 1));
    const { updatedAt: _u, updatedBy: _b, id: _i, ...previous } = before ?? ({} as Settings);
    await recordAudit(tx, actor, {
      action: "availability.updated",
      entityType: "availability_settings",
      entityId: "1",
      details: { before: previous, after: next },
    });
  });
}

export const overrideSchema = z
  .object({
    date: requiredDate,
    kind: z.enum(["closed", "extra"], { error: "Choose closed or extra hours." }),
    start: z.string().trim().optional(),
    end: z.string().trim().optional(),
    note: z.string().trim().max(200, "Notes are limited to 200 characters.").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind !== "extra") return;
    const start = value.start ? parseClock(value.start) : null;
    const end = value.end ? parseClock(value.end) : null;
    if (start === null || end === null)
      ctx.addIssue({
        code: "custom",
        message: "Extra hours need a start and an end time (HH:MM).",
        path: ["start"],
      });
    else if (end <= start)
      ctx.addIssue({
        code: "custom",
        message: "Extra hours must end after they start.",
        path: ["end"],
      });
  });

export async function addOverride(
  db: AppDatabase,
  actor: Actor,
  input: z.infer<typeof overrideSchema>,
  now: Date,
): Promise<void> {
  if (input.date < businessToday(now))
    throw new AppError(400, "That date has passed. Overrides are for today or later.");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(availabilityOverrides)
      .values({
        date: input.date,
        kind: input.kind,
        windows: input.kind === "extra" ? [{ start: input.start!, end: input.end! }] : [],
        note: input.note || null,
      })
      .returning({ id: availabilityOverrides.id });
    await recordAudit(tx, actor, {
      action: "availability.override_added",
      entityType: "availability_override",
      entityId: row?.id,
      details: {
        date: input.date,
        kind: input.kind,
        start: input.start ?? null,
        end: input.end ?? null,
      },
    });
  });
}

export async function removeOverride(db: AppDatabase, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(availabilityOverrides)
      .where(eq(availabilityOverrides.id, id))
      .returning();
    if (!removed) throw new AppError(404, "That override was already removed.");
    await recordAudit(tx, actor, {
      action: "availability.override_removed",
      entityType: "availability_override",
      entityId: id,
      details: { date: removed.date, kind: removed.kind },
    });
  });
}

/** A preview day: its free slots, and the federal holiday it is closed for (if any). */
export type PreviewDay = DayAvailability & { closedFor: string | null };

/** The next two weeks' free slots, as visitors would see them now. */
export async function previewSlots(
  db: Pick<AppDatabase, "execute" | "select">,
  now: Date,
): Promise<PreviewDay[]> {
  const today = businessToday(now);
  const endDate = addDays(today, PREVIEW_DAYS - 1);
  const [days, [row]] = await Promise.all([
    getAvailability(db, () => now, { startDate: today, endDate, visitorKey: null }),
    db
      .select({ reopened: availabilitySettings.reopenedHolidays })
      .from(availabilitySettings)
      .where(eq(availabilitySettings.id, 1)),
  ]);
  const closed = new Map(
    holidayClosures(today, endDate, row?.reopened ?? [])
      .filter((h) => !h.reopened)
      .map((h) => [h.date, h.name]),
  );
  // Extra hours from a date override still open a holiday; then it is not "closed for" it.
  return days.map((d) => ({
    ...d,
    closedFor: d.slots.length ? null : (closed.get(d.date) ?? null),
  }));
}

/** A checkbox posts "on" when ticked and nothing at all when not. */
const checkbox = z
  .union([z.literal("on"), z.literal("")], { error: "That choice is not valid." })
  .optional()
  .transform((v) => v === "on");

export const reminderSettingsSchema = z.object({
  remindDayBefore: checkbox,
  remindHourBefore: checkbox,
});

/** Which reminder emails parents get; pending reminders follow the new choice when they fall due. */
export async function saveReminderSettings(
  db: AppDatabase,
  actor: Actor,
  input: z.infer<typeof reminderSettingsSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        remindDayBefore: availabilitySettings.remindDayBefore,
        remindHourBefore: availabilitySettings.remindHourBefore,
      })
      .from(availabilitySettings)
      .where(eq(availabilitySettings.id, 1))
      .for("update");
    await tx
      .update(availabilitySettings)
      .set({ ...input, updatedBy: actor.id })
      .where(eq(availabilitySettings.id, 1));
    await recordAudit(tx, actor, {
      action: "availability.reminders_updated",
      entityType: "availability_settings",
      entityId: "1",
      details: { before, after: input },
    });
  });
}
