import ICAL from "ical.js";
import { staffCalendarFeeds } from "@/db/schema";
import {
  calendarFeed,
  feedMessages,
  feedOwner,
  issueCalendarFeed,
  revokeCalendarFeed,
} from "@/lib/crm/consultations/calendar-feed";
import { testDatabaseForApp, testDatabaseTargets } from "../../helpers/test-db";
import {
  actorOf,
  minutesAgo,
  NOW,
  resetAdminTables,
  seedConsultation,
  seedRequest,
  seedUser,
} from "./admin-fixtures";

jest.setTimeout(180_000);

type Parsed = {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  description: string;
  start: string;
};

function parseFeed(text: string): Parsed[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue("status")),
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
    };
  });
}

const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

describe.each(testDatabaseTargets())("staff calendar feed on $label", (target) => {
  const database = testDatabaseForApp(target);
  beforeEach(async () => resetAdminTables(database().db));
  const db = () => database().db;

  it("issues a token stored only as a hash, replaces it, revokes it, and serves only active admins", async () => {
    const admin = await seedUser(db(), "admin");
    const token = await issueCalendarFeed(db(), actorOf(admin));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await db().select().from(staffCalendarFeeds);
    expect(stored?.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await feedOwner(db(), token)).toBe(admin.id);
    expect(
      await feedOwner(db(), `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`),
    ).toBeNull();
    expect(await feedOwner(db(), "short")).toBeNull();

    const replacement = await issueCalendarFeed(db(), actorOf(admin));
    expect(await feedOwner(db(), token)).toBeNull();
    expect(await feedOwner(db(), replacement)).toBe(admin.id);
    expect(await revokeCalendarFeed(db(), actorOf(admin))).toBe(true);
    expect(await feedOwner(db(), replacement)).toBeNull();

    // A token that belongs to someone who is (or became) a teacher opens nothing.
    const teacher = await seedUser(db(), "teacher");
    expect(await feedOwner(db(), await issueCalendarFeed(db(), actorOf(teacher)))).toBeNull();
  });

  it("lists consultations as valid iCalendar: moves keep the UID with a higher SEQUENCE, cancellations say CANCELLED, others' bookings and children stay private", async () => {
    const admin = await seedUser(db(), "admin");
    const colleague = await seedUser(db(), "admin");
    const mine = await seedConsultation(db(), {
      parentName: "Mine Parent",
      phone: "(801) 555-0111",
      childAge: "7",
      notes: "Reverses b and d.",
      assignedTo: admin.id,
      startAt: at(24),
    });
    const theirs = await seedConsultation(db(), {
      parentName: "Theirs Parent",
      phone: "(801) 555-0222",
      assignedTo: colleague.id,
      startAt: at(26),
    });
    const first = await seedConsultation(db(), {
      parentName: "Moved Parent",
      bookingStatus: "cancelled",
      startAt: at(28),
      createdAt: minutesAgo(60),
    });
    const moved = await seedConsultation(db(), {
      parentName: "Moved Parent",
      rescheduledFrom: first.id,
      idempotencyKey: `reschedule:${first.id}`,
      startAt: at(30),
      createdAt: minutesAgo(30),
    });
    const cancelled = await seedConsultation(db(), {
      parentName: "Cancelled Parent",
      bookingStatus: "cancelled",
      startAt: at(32),
    });
    await seedRequest(db(), { parentName: "Request Parent" });
    await seedConsultation(db(), { parentName: "Long Ago", startAt: at(-24 * 60) });

    const text = await calendarFeed(db(), admin.id, NOW);
    expect(text).toMatch(/\r\n/);
    const events = parseFeed(text);
    const byUid = new Map(events.map((e) => [e.uid.split("@")[0], e]));
    expect([...byUid.keys()].sort()).toEqual(
      [
        `consultation-${mine.id}`,
        `consultation-${theirs.id}`,
        `consultation-${first.id}`,
        `consultation-${cancelled.id}`,
      ].sort(),
    );
    expect(byUid.get(`consultation-${mine.id}`)).toMatchObject({
      status: "CONFIRMED",
      sequence: 0,
      summary: "Free consultation: Mine Parent",
      start: at(24).toISOString(),
    });
    expect(byUid.get(`consultation-${mine.id}`)?.description).toContain("(801) 555-0111");
    expect(byUid.get(`consultation-${first.id}`)).toMatchObject({
      status: "CONFIRMED",
      sequence: 1,
      start: moved.startAt.toISOString(),
    });
    expect(byUid.get(`consultation-${cancelled.id}`)).toMatchObject({
      status: "CANCELLED",
      sequence: 1,
    });
    expect(byUid.get(`consultation-${theirs.id}`)?.summary).toBe(
      "Free consultation (another staff member)",
    );
    expect(text).not.toMatch(/Theirs Parent|555-0222|Reverses|Request Parent|Long Ago/);
    expect(text).not.toMatch(/child|age/i);
  });

  it("answers the subscription URL with text/calendar, and a clear 404 for a wrong or revoked token", async () => {
    const { GET } = await import("@/app/api/calendar/[feed]/route");
    const admin = await seedUser(db(), "admin");
    await seedConsultation(db(), {
      parentName: "Soon Parent",
      startAt: new Date(Date.now() + 86_400_000),
    });
    const token = await issueCalendarFeed(db(), actorOf(admin));
    const get = (feed: string) =>
      GET(new Request(`http://localhost/api/calendar/${feed}`), {
        params: Promise.resolve({ feed }),
      });

    const ok = await get(`${token}.ics`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(parseFeed(await ok.text()).map((e) => e.summary)).toEqual([
      "Free consultation: Soon Parent",
    ]);

    for (const feed of [token, `${token}x.ics`, "nothing.ics", "%00.ics"]) {
      const refused = await get(feed);
      expect([feed, refused.status]).toEqual([feed, 404]);
      expect(await refused.json()).toEqual({ error: feedMessages.notFound });
    }
    await revokeCalendarFeed(db(), actorOf(admin));
    expect((await get(`${token}.ics`)).status).toBe(404);
  });
});
