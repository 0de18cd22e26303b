"use server";
// Availability settings and date overrides. Existing bookings are never changed by these.
import { z } from "zod";
import { adminChain } from "@/lib/actions/roles";
import {
  addOverride,
  bookingsOutsideHours,
  overrideSchema,
  removeOverride,
  reminderSettingsSchema,
  saveReminderSettings,
  saveSettings,
  settingsSchema,
} from "@/lib/booking/calendar/availability-settings";
import { holidayChoiceSchema, setHolidayOpen } from "@/lib/booking/calendar/holiday-settings";
import { meetingSettingsSchema, saveMeetingSettings } from "@/lib/booking/meeting";

function outsideNote(count: number) {
  if (count === 0) return "";
  return ` ${count} booked consultation${count === 1 ? " falls" : "s fall"} outside the hours now offered; ${count === 1 ? "it stays" : "they stay"} booked.`;
}

export const saveSettingsAction = adminChain.form(
  "availability.save",
  settingsSchema,
  async ({ db, admin, input, now }) => {
    await saveSettings(db, admin, input);
    return {
      message: `Availability saved. New bookings follow these settings.${outsideNote(await bookingsOutsideHours(db, now))}`,
    };
  },
);

export const addOverrideAction = adminChain.form(
  "availability.override_add",
  overrideSchema,
  async ({ db, admin, input, now }) => {
    await addOverride(db, admin, input, now);
    return { message: `Override added.${outsideNote(await bookingsOutsideHours(db, now))}` };
  },
);

export const removeOverrideAction = adminChain.form(
  "availability.override_remove",
  z.object({ id: z.uuid({ error: "That override id is not valid." }) }),
  async ({ db, admin, input }) => {
    await removeOverride(db, admin, input.id);
    return { message: "Override removed." };
  },
);

export const saveRemindersAction = adminChain.form(
  "availability.reminders",
  reminderSettingsSchema,
  async ({ db, admin, input }) => {
    await saveReminderSettings(db, admin, input);
    const on = [
      input.remindDayBefore && "the day before",
      input.remindHourBefore && "an hour before",
    ].filter(Boolean);
    return {
      message: on.length
        ? `Reminders saved. Parents are reminded ${on.join(" and ")}.`
        : "Reminders saved. Parents get no reminder emails.",
    };
  },
);

export const saveMeetingAction = adminChain.form(
  "availability.meeting",
  meetingSettingsSchema,
  async ({ db, admin, input }) => {
    await saveMeetingSettings(db, admin, input);
    return {
      message:
        input.consultationFormat === "video"
          ? "Saved. Parents join a video call with the link shown in their confirmation."
          : "Saved. Parents are told we call them at the number they gave.",
    };
  },
);

export const holidayAction = adminChain.form(
  "availability.holiday",
  holidayChoiceSchema,
  async ({ db, admin, input, now }) => {
    const name = await setHolidayOpen(db, admin, input, now);
    return input.open === "yes"
      ? { message: `${name} reopened: parents can book your usual hours that day.` }
      : {
          message: `${name} closed again.${outsideNote(await bookingsOutsideHours(db, now))}`,
        };
  },
);
