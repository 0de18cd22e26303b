import { eq } from "drizzle-orm";
import { auditLog, consultationBookings, emailOutbox, leadActivity } from "@/db/schema";
import { listConsultations } from "@/lib/crm/consultations/consultation-list";
import { loadDashboard } from "@/lib/crm/reports/dashboard";
import { countLeads } from "@/lib/crm/leads/inbox";
import { loadScheduleSlots } from "@/lib/crm/consultations/schedule-slots";
import type { ConversionStage } from "@/lib/practice/vocabulary";
import { bookingMessages } from "@/lib/booking/schemas";
import { getAvailability } from "@/lib/booking/calendar/availability";
import {
  cancelByStaff,
  consultationMessages,
  markOutcome,
  scheduleRequest,
} from "@/lib/booking/changes/staff-actions";
import { testDatabaseTargets, useTestDatabase } from "../../helpers/test-db";
import {
  actorOf,
  failureOf,
  NOW,
  resetAdminTables,
  seedConsultation,
  seedContact,
  seedIntake,
  seedRequest,
  seedUser,
} from "./admin-fixtures";

jest.setTimeout(180_000);

const mail = {
  secret: "test-secret",
  siteUrl: "https://bright.example",
  staffAddress: "staff@bright.example",
};
/** Thursday 2030-01-10 at hh:mm MST. */
const thursday = (hour: number, minute = 0) => {
  const start = new Date(Date.UTC(2030, 0, 10, hour + 7, minute));
  return { start, end: new Date(start.getTime() + 30 * 60_000) };
};

describe.each(testDatabaseTargets())("consultations for staff on $label", (target) => {
  const db = useTestDatabase(target, resetAdminTables);
  const freeStarts = async (date: string) =>
    (
      await getAvailability(db(), () => NOW, { startDate: date, endDate: date, visitorKey: null })
    )[0]?.slots.map((s) => s.start) ?? [];

  it("lists upcoming and past consultations by day in MT, and waiting requests", async () => {
    await seedConsultation(db(), {
      parentName: "Later",
      startAt: thursday(10).start,
      endAt: thursday(10).end,
    });
    await seedConsultation(db(), {
      parentName: "Evening",
      startAt: new Date("2030-01-10T03:00:00Z"),
      endAt: new Date("2030-01-10T03:30:00Z"),
      dateISO: "2030-01-09",
      label: "8:00 PM - 8:30 PM MT",
    });
    await seedConsultation(db(), {
      parentName: "Earlier",
      startAt: new Date("2030-01-08T17:00:00Z"),
      endAt: new Date("2030-01-08T17:30:00Z"),
      dateISO: "2030-01-08",
    });
    await seedRequest(db());
    const upcoming = await listConsultations(db(), "upcoming", NOW);
    // 8 PM MT on the 9th is 03:00 UTC on the 10th: it belongs to the 9th.
    expect(upcoming.days.map((d) => [d.date, d.items.map((i) => i.parentName)])).toEqual([
      ["2030-01-09", ["Evening"]],
      ["2030-01-10", ["Later"]],
    ]);
    expect((await listConsultations(db(), "past", NOW)).days.map((d) => d.date)).toEqual([
      "2030-01-08",
    ]);
    expect(
      (await listConsultations(db(), "requests", NOW)).days[0]?.items.map((i) => i.parentName),
    ).toEqual(["Riley Request"]);
  });

  it("cancels an upcoming consultation: the slot is free again and only the parent is emailed", async () => {
    const admin = await seedUser(db(), "admin");
    const slot = thursday(10);
    const booking = await seedConsultation(db(), { startAt: slot.start, endAt: slot.end });
    expect(await freeStarts("2030-01-10")).not.toContain(slot.start.toISOString());

    expect(
      (
        await failureOf(
          cancelByStaff(db(), actorOf(admin), { id: booking.id, version: 7 }, NOW, mail),
        )
      ).message,
    ).toBe(consultationMessages.changed);
    await cancelByStaff(db(), actorOf(admin), { id: booking.id, version: 1 }, NOW, mail);
    expect(await freeStarts("2030-01-10")).toContain(slot.start.toISOString());
    const emails = await db().select().from(emailOutbox);
    expect(emails.map((e) => [e.kind, e.toAddress])).toEqual([
      ["consultation_cancelled_parent", "jordan@example.com"],
    ]);
    expect(
      (
        await failureOf(
          cancelByStaff(db(), actorOf(admin), { id: booking.id, version: 2 }, NOW, mail),
        )
      ).message,
    ).toBe(consultationMessages.notUpcoming);
    expect((await db().select().from(auditLog)).map((a) => a.action)).toEqual([
      "consultation.cancelled",
    ]);
  });

  it("records completed or no-show only once a consultation has started, moving the stage forward", async () => {
    const admin = await seedUser(db(), "admin");
    const future = await seedConsultation(db());
    expect(
      (
        await failureOf(
          markOutcome(
            db(),
            actorOf(admin),
            { id: future.id, version: 1, outcome: "completed" },
            NOW,
          ),
        )
      ).message,
    ).toBe(consultationMessages.notStarted);
    const past = await seedConsultation(db(), {
      startAt: new Date("2030-01-08T17:00:00Z"),
      endAt: new Date("2030-01-08T17:30:00Z"),
    });
    await markOutcome(db(), actorOf(admin), { id: past.id, version: 1, outcome: "completed" }, NOW);
    const [row] = await db()
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, past.id));
    expect(row).toMatchObject({
      bookingStatus: "completed",
      conversionStage: "consultation_completed",
      version: 2,
    });
    expect(
      (
        await failureOf(
          markOutcome(db(), actorOf(admin), { id: past.id, version: 2, outcome: "no_show" }, NOW),
        )
      ).message,
    ).toBe(consultationMessages.notConfirmed);
    const [change] = await db().select().from(leadActivity).where(eq(leadActivity.leadId, past.id));
    expect(change?.changes).toEqual({
      bookingStatus: { from: "confirmed", to: "completed" },
      conversionStage: { from: "consultation_booked", to: "consultation_completed" },
    });
  });

  it("books a Get Started request into a free slot and emails the parent the confirmation with .ics", async () => {
    const admin = await seedUser(db(), "admin");
    const request = await seedRequest(db());
    const schedule = await loadScheduleSlots(db(), "2030-01-10", NOW);
    expect(schedule.slots?.[0]?.label).toBe("9:00 AM - 9:30 AM MT");
    expect((await loadScheduleSlots(db(), "2030-02-31", NOW)).error).toContain("not a real date");
    expect((await loadScheduleSlots(db(), "2030-01-01", NOW)).error).toBe(
      "That day has passed. Please choose today or a later day.",
    );

    const taken = thursday(11);
    await seedConsultation(db(), {
      startAt: taken.start,
      endAt: taken.end,
      email: "other@example.com",
    });
    expect(
      (
        await failureOf(
          scheduleRequest(
            db(),
            actorOf(admin),
            { id: request.id, version: 1, ...taken },
            NOW,
            mail,
          ),
        )
      ).message,
    ).toBe(bookingMessages.slotTaken);
    const offGrid = {
      start: new Date(thursday(9).start.getTime() + 7 * 60_000),
      end: new Date(thursday(9).end.getTime() + 7 * 60_000),
    };
    expect(
      (
        await failureOf(
          scheduleRequest(
            db(),
            actorOf(admin),
            { id: request.id, version: 1, ...offGrid },
            NOW,
            mail,
          ),
        )
      ).message,
    ).toBe(bookingMessages.invalidSlot);

    const slot = thursday(9, 30);
    await scheduleRequest(db(), actorOf(admin), { id: request.id, version: 1, ...slot }, NOW, mail);
    const [row] = await db()
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.id, request.id));
    expect(row).toMatchObject({
      kind: "booking",
      bookingStatus: "confirmed",
      label: "9:30 AM - 10:00 AM MT",
      dateISO: "2030-01-10",
      conversionStage: "consultation_booked",
    });
    expect(await freeStarts("2030-01-10")).not.toContain(slot.start.toISOString());
    const [email] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, request.id));
    expect(email).toMatchObject({
      kind: "consultation_confirmed_parent",
      toAddress: "riley@example.com",
    });
    expect(email?.icsContent).toContain("BEGIN:VEVENT");
    expect(email?.textBody).toContain("https://bright.example/consultation/manage?token=");
    expect(
      (
        await failureOf(
          scheduleRequest(
            db(),
            actorOf(admin),
            { id: request.id, version: 2, ...thursday(13) },
            NOW,
            mail,
          ),
        )
      ).message,
    ).toBe(consultationMessages.notRequest);
  });

  it("fills the dashboard: this week's leads, today's consultations, follow-ups, stages and sources", async () => {
    await seedIntake(db(), {
      email: "family1@example.com",
      nextFollowUpDate: new Date("2030-01-08T07:00:00Z"),
    }); // overdue (gclid)
    await seedIntake(db(), {
      email: "family2@example.com",
      nextFollowUpDate: new Date("2030-01-09T07:00:00Z"),
      gclid: null,
      attribution: null,
    }); // due today
    await seedIntake(db(), {
      email: "family3@example.com",
      nextFollowUpDate: new Date("2030-01-08T07:00:00Z"),
      status: "closed",
      gclid: null,
      attribution: null,
    }); // finished
    await seedIntake(db(), {
      email: "family4@example.com",
      createdAt: new Date("2030-01-06T12:00:00Z"),
      gclid: null,
      attribution: null,
    }); // last week (Sunday)
    await seedConsultation(db(), {
      email: "family5@example.com",
      startAt: new Date("2030-01-09T22:00:00Z"),
      endAt: new Date("2030-01-09T22:30:00Z"),
    });
    await seedConsultation(db(), {
      email: "family6@example.com",
      startAt: thursday(10).start,
      endAt: thursday(10).end,
    });
    await seedRequest(db(), { email: "family7@example.com" });
    const d = await loadDashboard(db(), NOW);
    expect(d).toMatchObject({
      today: "2030-01-09",
      weekStart: "2030-01-07",
      newThisWeek: 6,
      followUpsDue: 2,
      followUpsOverdue: 1,
      requestsWaiting: 1,
      upcomingNextWeek: 1,
    });
    expect(d.consultationsToday).toHaveLength(1);
    expect(d.byStage).toEqual([
      { key: "intake_submitted", count: 4 },
      { key: "consultation_booked", count: 2 },
      { key: "consultation_requested", count: 1 },
    ]);
    expect(d.bySource).toEqual([
      { key: "direct", count: 6 },
      { key: "gclid", count: 1 },
    ]);
  });

  it("counts interrupted emails among those that need staff, next to the failed ones", async () => {
    const base = { kind: "test", toAddress: "p@example.com", subject: "Hello", textBody: "Hi" };
    await db()
      .insert(emailOutbox)
      .values([
        { ...base, status: "failed", attempts: 8, lastError: "smtp 450" },
        { ...base, status: "interrupted", attempts: 1 },
        { ...base, status: "interrupted", attempts: 1 },
        { ...base, status: "sent", sentAt: NOW },
        { ...base, status: "withdrawn", attempts: 1 },
        { ...base, status: "pending" },
      ]);
    const d = await loadDashboard(db(), NOW);
    expect({ failed: d.failedEmails, interrupted: d.interruptedEmails }).toEqual({
      failed: 3,
      interrupted: 2,
    });
  });

  it("counts each lead under the one source and stage the inbox filters list it by", async () => {
    const tags = (utmSource: string | null) => ({
      gclid: null,
      utm_source: utmSource,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      referrer: null,
      ts: null,
    });
    await seedIntake(db(), {
      email: "family8@example.com",
      gclid: null,
      attribution: tags("Facebook"),
    });
    await seedIntake(db(), {
      email: "family9@example.com",
      gclid: "",
      attribution: tags("facebook"),
    });
    await seedIntake(db(), { email: "family10@example.com", gclid: null, attribution: tags("") });
    await seedContact(db(), {
      email: "family11@example.com",
      gclid: "gclid-1",
      attribution: tags("newsletter"),
    });
    await seedContact(db(), { email: "family12@example.com", gclid: null, attribution: null });
    await seedConsultation(db(), {
      email: "family13@example.com",
      gclid: null,
      attribution: tags("facebook"),
      conversionStage: "enrolled",
    });
    await seedRequest(db(), {
      email: "family14@example.com",
      gclid: "gclid-2",
      attribution: tags(null),
    });
    const d = await loadDashboard(db(), NOW);
    expect(d.bySource).toEqual([
      { key: "direct", count: 2 },
      { key: "gclid", count: 2 },
      { key: "utm:facebook", count: 2 },
      { key: "utm:Facebook", count: 1 },
    ]);
    const inbox = { sort: "newest", page: 1, size: 25 } as const;
    for (const { key, count } of d.bySource)
      expect([key, await countLeads(db(), { ...inbox, source: key }, NOW)]).toEqual([key, count]);
    for (const { key, count } of d.byStage)
      expect([
        key,
        await countLeads(db(), { ...inbox, stage: key as ConversionStage }, NOW),
      ]).toEqual([key, count]);
    expect(d.byStage.reduce((sum, t) => sum + t.count, 0)).toBe(7);
  });
});
