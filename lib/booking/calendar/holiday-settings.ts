// Staff reopen a federal holiday (or close it again) in Admin → Availability. The choice is kept
// per date on the settings row, so reopening Thanksgiving 2026 leaves Thanksgiving 2027 closed.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { AppDatabase } from "@/db/client";
import { availabilitySettings } from "@/db/schema";
import { recordAudit, type Actor } from "@/lib/practice/audit";
import { businessToday } from "@/lib/practice/business-time";
import { requiredDate } from "@/lib/validation/date";
import { AppError } from "@/lib/http/responses";
import { federalHolidays } from "./holidays";

export const holidayChoiceSchema = z.object({
  date: requiredDate,
  open: z.enum(["yes", "no"], { error: "Choose to open or close the holiday." }),
});
export type HolidayChoice = z.infer<typeof holidayChoiceSchema>;

/** Opens (or closes again) one federal holiday; answers the holiday's name for the message. */
export async function setHolidayOpen(
  db: AppDatabase,
  actor: Actor,
  input: HolidayChoice,
  now: Date,
): Promise<string> {
  if (input.date < businessToday(now))
    throw new AppError(400, "That holiday has passed. Only today's and later holidays can change.");
  const holiday = federalHolidays(input.date, input.date)[0];
  if (!holiday) throw new AppError(400, "That date is not a US federal holiday.");
  const open = input.open === "yes";
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ reopened: availabilitySettings.reopenedHolidays })
      .from(availabilitySettings)
      .where(eq(availabilitySettings.id, 1))
      .for("update");
    // Dates already past are dropped as the list is rewritten, so it never grows without end.
    const today = businessToday(now);
    const kept = (row?.reopened ?? []).filter((d) => d >= today && d !== input.date);
    const reopenedHolidays = open ? [...kept, input.date].sort() : kept;
    await tx
      .update(availabilitySettings)
      .set({ reopenedHolidays, updatedBy: actor.id })
      .where(eq(availabilitySettings.id, 1));
    await recordAudit(tx, actor, {
      action: open ? "availability.holiday_reopened" : "availability.holiday_closed",
      entityType: "availability_settings",
      entityId: "1",
      details: { date: input.date, holiday: holiday.name },
    });
  });
  return holiday.name;
}
