// "Waiting for a first reply" with an injected clock (Wednesday 2030-01-09, 10:00 AM MT; weekly
// hours Mon-Fri 9-5): oldest first, the clock's colour against the 24-hour promise, and a family
// leaves the list once staff reply, log a call, or a time is booked.
import { loadDashboard } from "@/lib/crm/reports/dashboard";
import { firstReplyQueue } from "@/lib/crm/leads/first-reply";
import { addLeadNote } from "@/lib/crm/leads/lead-update";
import { leadReplySchema, sendLeadReply } from "@/lib/crm/leads/reply-templates";
import { testDatabaseTargets, useTestDatabase } from "../../helpers/test-db";
import {
  actorOf,
  NOW,
  resetAdminTables,
  seedConsultation,
  seedContact,
  seedIntake,
  seedRequest,
  seedUser,
} from "./admin-fixtures";

jest.setTimeout(180_000);
/** A wall-clock time in MT (MST = UTC-7) in January 2030. */
const at = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2030, 0, day, hour + 7, minute));

describe.each(testDatabaseTargets())("waiting for a first reply on $label", (target) => {
  const db = useTestDatabase(target, resetAdminTables);

  it("lists unanswered families oldest first, amber after 4 business hours and red after 24 hours", async () => {
    const admin = await seedUser(db(), "admin", { name: "Megan Hale" });
    // Tuesday 1 PM: 4 business hours by Tuesday 5 PM, 21 hours ago: amber.
    const amber = await seedIntake(db(), { parentName: "Amber Family", createdAt: at(8, 13) });
    // Monday 9 AM, two days ago: red.
    const red = await seedContact(db(), { name: "Red Family", createdAt: at(7, 9) });
    // This morning at 6, before opening: one business hour so far.
    const calm = await seedRequest(db(), { parentName: "Calm Family", createdAt: at(9, 6) });
    // A booked time answers a family at once.
    await seedConsultation(db(), { parentName: "Booked Family", createdAt: at(7, 8) });
    // Staff replied to one, and logged a call with another.
    const replied = await seedIntake(db(), {
      parentName: "Replied Family",
      email: "replied@example.com",
      createdAt: at(6, 8),
    });
    const called = await seedContact(db(), {
      name: "Called Family",
      email: "called@example.com",
      createdAt: at(6, 9),
    });
    await sendLeadReply(
      db(),
      actorOf(admin),
      leadReplySchema.parse({ type: "intake", id: replied.id, subject: "Hello", body: "Hi" }),
      NOW,
      "secret",
    );
    await addLeadNote(
      db(),
      actorOf(admin),
      { type: "contact", id: called.id, body: "Spoke for ten minutes.", call: true },
      NOW,
    );

    const queue = await firstReplyQueue(db(), NOW);
    expect(queue.leads.map((l) => [l.name, l.clock.tone])).toEqual([
      ["Red Family", "late"],
      ["Amber Family", "reply_soon"],
      ["Calm Family", "on_time"],
    ]);
    expect(queue.leads.map((l) => l.id)).toEqual([red.id, amber.id, calm.id]);
    expect(queue).toMatchObject({ total: 3, late: 1 });
    expect(queue.leads[0]?.clock.waited).toBe("2 days 1 hour");
    expect(queue.leads[2]?.clock).toMatchObject({ businessMinutes: 60, waited: "4 hours" });

    // An hour later the calm one is still calm; by 3 PM Tuesday's lead is late.
    expect((await firstReplyQueue(db(), at(9, 11))).leads[2]?.clock.tone).toBe("on_time");
    expect((await firstReplyQueue(db(), at(9, 13, 30))).leads[1]?.clock.tone).toBe("late");

    const dashboard = await loadDashboard(db(), NOW);
    expect(dashboard.waiting.leads.map((l) => l.name)).toEqual([
      "Red Family",
      "Amber Family",
      "Calm Family",
    ]);
  });

  it("lists a parent who wrote twice once, as one waiting family", async () => {
    // Jordan sends the intake form, then a message from the same address; nobody has answered.
    await seedIntake(db(), {
      parentName: "Jordan Rivera",
      email: "jordan@example.com",
      createdAt: at(8, 13),
    });
    await seedContact(db(), {
      name: "Jordan Rivera",
      email: "jordan@example.com",
      createdAt: at(9, 6),
    });
    await seedContact(db(), { name: "Sam Lee", email: "sam@example.com", createdAt: at(9, 7) });

    const queue = await firstReplyQueue(db(), NOW);
    expect(queue.leads.map((l) => l.name)).toEqual(["Jordan Rivera", "Sam Lee"]);
    // Jordan's clock runs from the family's first message, Tuesday 1 PM.
    expect(queue.leads[0]?.clock.tone).toBe("reply_soon");
    expect(queue).toMatchObject({ total: 2, late: 0 });
  });
});
