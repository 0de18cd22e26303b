import type { WeeklyHours } from "@/db/schema";
import { businessMinutesBetween, replyClock, waitedWords } from "./first-reply";

const ZONE = "America/Denver";
const nineToFive = [{ start: "09:00", end: "17:00" }];
const weekdays: WeeklyHours = {
  "0": [],
  "1": nineToFive,
  "2": nineToFive,
  "3": nineToFive,
  "4": nineToFive,
  "5": nineToFive,
  "6": [],
};
// Mountain Standard Time is UTC-7 in January: 16:00 MT is 23:00Z.
const mt = (date: string, hour: number, minute = 0) =>
  new Date(
    Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10), hour + 7, minute),
  );
const MONDAY = "2030-01-07";
const TUESDAY = "2030-01-08";

describe("the clock against the 24-hour promise", () => {
  const received = mt(MONDAY, 16);

  it("counts only the weekly business hours", () => {
    expect(businessMinutesBetween(received, mt(TUESDAY, 10), weekdays, ZONE)).toBe(120);
    expect(businessMinutesBetween(mt("2030-01-05", 10), mt("2030-01-06", 20), weekdays, ZONE)).toBe(
      0,
    );
    expect(businessMinutesBetween(mt("2030-01-04", 16), mt(MONDAY, 9, 30), weekdays, ZONE)).toBe(
      90,
    );
  });

  it("stays calm for the first 4 business hours, even overnight", () => {
    const clock = replyClock(received, mt(TUESDAY, 10), weekdays, ZONE);
    expect(clock).toMatchObject({ tone: "on_time", waited: "18 hours", businessMinutes: 120 });
  });

  it("turns amber after 4 business hours", () => {
    const clock = replyClock(received, mt(TUESDAY, 12), weekdays, ZONE);
    expect(clock).toMatchObject({
      tone: "reply_soon",
      status: "over 4 business hours: reply soon",
    });
  });

  it("turns red once 24 hours have passed, business hours or not", () => {
    expect(replyClock(received, mt(TUESDAY, 16), weekdays, ZONE)).toMatchObject({
      tone: "late",
      waited: "1 day",
      status: "past the 24-hour promise",
    });
    // A Saturday message is late by Sunday evening although no business hour has passed.
    expect(replyClock(mt("2030-01-05", 10), mt("2030-01-06", 11), weekdays, ZONE).tone).toBe(
      "late",
    );
  });

  it("says how long a family has waited as people say it", () => {
    expect(waitedWords(1)).toBe("1 minute");
    expect(waitedWords(190)).toBe("3 hours 10 minutes");
    expect(waitedWords(60 * 28)).toBe("1 day 4 hours");
    expect(waitedWords(60 * 24 * 6 + 5)).toBe("6 days");
  });
});
