// BUSINESS_TIME_ZONE is the one source of the business time zone: set to New York, the offered
// slots, their labels, the stored booking, the parent's email and the staff area's dates all
// follow it, while the availability row keeps the America/Denver it was seeded with (no code
// reads that column any more; see db/schema.ts).
process.env.BUSINESS_TIME_ZONE = "America/New_York";

import { eq, sql } from "drizzle-orm";
import type * as SchemaModule from "@/db/schema";
import type * as AvailabilitySettingsModule from "@/lib/booking/calendar/availability-settings";
import type * as BusinessTimeModule from "@/lib/practice/business-time";
import type * as AvailabilityModule from "@/lib/booking/calendar/availability";
import type * as BookingsModule from "@/lib/booking/bookings";
import type * as HoldsModule from "@/lib/booking/holds";
import type * as RowsModule from "@/db/rows";
import type * as SiteConfigModule from "@/lib/site-config";
import type * as TestDbModule from "../../helpers/test-db";
import type * as BookingFixturesModule from "../booking/booking-fixtures";

/* eslint-disable @typescript-eslint/no-require-imports -- the zone is read when lib/public-env.ts first loads, so every app module loads after the line above */
const { consultationBookings, emailOutbox } = require("@/db/schema") as typeof SchemaModule;
const { bookingsOutsideHours } =
  require("@/lib/booking/calendar/availability-settings") as typeof AvailabilitySettingsModule;
const { businessToday, formatDateTime } =
  require("@/lib/practice/business-time") as typeof BusinessTimeModule;
const { getAvailability } =
  require("@/lib/booking/calendar/availability") as typeof AvailabilityModule;
const { bookConsultation } = require("@/lib/booking/bookings") as typeof BookingsModule;
const { holdSlot } = require("@/lib/booking/holds") as typeof HoldsModule;
const { rowsOf } = require("@/db/rows") as typeof RowsModule;
const { siteConfig } = require("@/lib/site-config") as typeof SiteConfigModule;
const { testDatabaseTargets } = require("../../helpers/test-db") as typeof TestDbModule;
const { bookingInput, clockAt, later, mail, NOW, useBookingDatabase, visitor } =
  require("../booking/booking-fixtures") as typeof BookingFixturesModule;
/* eslint-enable @typescript-eslint/no-require-imports */

/** Tuesday 2030-01-08, 9:00 AM EST: 7:00 AM in Denver, before the seeded 9-to-5 hours there. */
const nineEastern = {
  start: new Date("2030-01-08T14:00:00Z"),
  end: new Date("2030-01-08T14:30:00Z"),
  dateISO: "2030-01-08",
};

describe.each(testDatabaseTargets())(
  "the business time zone from BUSINESS_TIME_ZONE on $label",
  (target) => {
    const db = useBookingDatabase(target);

    it("offers the weekly hours as wall-clock times in that zone, labelled with its name", async () => {
      const [day] = await getAvailability(db(), clockAt(NOW), {
        startDate: "2030-01-08",
        endDate: "2030-01-08",
      });
      expect(day?.slots[0]).toEqual({
        start: nineEastern.start.toISOString(),
        end: nineEastern.end.toISOString(),
        label: "9:00 AM - 9:30 AM ET",
      });
      expect(day?.slots.at(-1)?.label).toBe("4:30 PM - 5:00 PM ET");
    });

    it("books, stores and emails the consultation in that zone, and staff see it inside the hours", async () => {
      const parent = visitor();
      const { lockId } = await holdSlot(db(), clockAt(NOW), { ...nineEastern, visitor: parent });
      const { id } = await bookConsultation(
        db(),
        clockAt(later(60)),
        bookingInput(nineEastern, { lockId, timeZone: "America/Los_Angeles" }),
        {
          visitor: parent,
          mail,
        },
      );

      const [row] = await db()
        .select()
        .from(consultationBookings)
        .where(eq(consultationBookings.id, id));
      expect(row?.label).toBe("9:00 AM - 9:30 AM ET");
      const [email] = await db()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, "jordan@example.com"));
      expect(email?.textBody).toContain("Tuesday, January 8, 2030, 9:00 AM - 9:30 AM ET");
      expect(email?.textBody).toContain("Your time: 6:00 AM - 6:30 AM PST");
      expect(await bookingsOutsideHours(db(), NOW)).toBe(0);
    });

    it("shows the staff area's days and times in that zone", () => {
      expect(siteConfig.timeZone).toBe("America/New_York");
      expect(siteConfig.hours).toBe("Mon-Fri 8am-5pm ET");
      expect(formatDateTime(nineEastern.start)).toBe("Jan 8, 2030, 9:00 AM ET");
      // 1:00 AM on the 8th in New York is still the 7th in Denver.
      expect(businessToday(new Date("2030-01-08T06:00:00Z"))).toBe("2030-01-08");
    });

    it("keeps no stored time zone that could disagree with the configured one", async () => {
      const result = await db().execute(
        sql`select column_name from information_schema.columns
          where table_name = 'availability_settings' and column_name like '%zone%'`,
      );
      expect(rowsOf(result)).toEqual([]);
    });
  },
);
