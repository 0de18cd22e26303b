// Contract tests of the three booking calls (and the Get Started request) through their route
// handlers: the spec's shapes on success, a clear 4xx {error} for every bad input, and nothing
// stored when a request is refused.
import * as availabilityRoute from "@/app/api/getAvailabilityV2/route";
import { directRoutes } from "@/lib/http/direct-routes";
import * as holdRoute from "@/app/api/holdSlot/route";
import * as bookRoute from "@/app/api/bookConsultation/route";
import * as requestRoute from "@/app/api/consultationRequest/route";
import { count, eq, sql } from "drizzle-orm";
import { consultationBookings, emailOutbox, slotHolds } from "@/db/schema";
import { issueBuiltinToken } from "@/lib/bot-check/server";
import { resetServerEnvForTests } from "@/lib/env";
import { resolveAppSecret } from "@/lib/security/app-secret";
import { verifyConfirmationFlag, verifyManageToken } from "@/lib/booking/changes/manage-token";
import { describeChild } from "@/lib/booking/child";
import { federalHolidays } from "@/lib/booking/calendar/holidays";
import { addDays, wallClockToInstant, weekdayOf, zonedDateISO } from "@/lib/practice/time-zone";
import { listConsultations } from "@/lib/crm/consultations/consultation-list";
import { loadLead } from "@/lib/crm/leads/lead-detail";
import { testDatabaseTargets, testDatabaseForApp, type TestDatabase } from "../../helpers/test-db";
import { resetBookingTables } from "./booking-fixtures";

// Databases start slowly on a busy machine, and the contention tests are deliberately heavy.
jest.setTimeout(180_000);

const TZ = "America/Denver";
let handle: TestDatabase;
let secret = "";
let nonce = 0;
// Tokens are single-use: every request gets its own, issued as if the form opened ten seconds ago.
const freshToken = () =>
  issueBuiltinToken(secret, "consultation", new Date(Date.now() - 10_000), `test-nonce-${++nonce}`);

function post(
  body: unknown,
  options: { raw?: string; type?: string; headers?: Record<string, string>; method?: string } = {},
) {
  return new Request("http://localhost/api/x", {
    method: options.method ?? "POST",
    headers: { "content-type": options.type ?? "application/json", ...options.headers },
    body: options.raw ?? JSON.stringify(body),
  });
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A Tuesday at least three days ahead that is not a federal holiday (closed), at hh:mm MT. */
function futureSlot(hour: number, minute = 0) {
  let date = addDays(zonedDateISO(Date.now(), TZ), 3);
  while (weekdayOf(date) !== 2 || federalHolidays(date, date).length) date = addDays(date, 1);
  const start = wallClockToInstant(date, hour * 60 + minute, TZ)!;
  return {
    dateISO: date,
    startISO: new Date(start).toISOString(),
    endISO: new Date(start + 30 * 60_000).toISOString(),
  };
}

const parent = {
  parentName: "Jordan Rivera",
  phone: "(801) 555-0199",
  email: "jordan@example.com",
  notes: "",
};

async function stored() {
  const [bookings] = await handle.db.select({ n: count() }).from(consultationBookings);
  const [holds] = await handle.db.select({ n: count() }).from(slotHolds);
  const [emails] = await handle.db.select({ n: count() }).from(emailOutbox);
  return { bookings: bookings?.n, holds: holds?.n, emails: emails?.n };
}

describe.each(testDatabaseTargets())("booking API on $label", (target) => {
  const database = testDatabaseForApp(target);
  beforeAll(async () => {
    handle = database();
    secret = await resolveAppSecret(handle.db);
  });
  beforeEach(async () => {
    await resetBookingTables(handle.db);
    // Every request here comes from the same address: each test starts with fresh rate limits.
    await handle.db.execute(sql`delete from request_buckets`);
  });

  describe("POST /api/getAvailabilityV2", () => {
    it("answers exactly {availability:[{date, slots:[{start,end,label}]}]} and sets an HttpOnly visitor cookie", async () => {
      const start = futureSlot(9).dateISO;
      const response = await availabilityRoute.POST(
        post({ startDateISO: start, endDateISO: addDays(start, 61), recaptchaToken: freshToken() }),
      );
      const { status, body } = await answer(response);
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(["availability"]);
      const days = body.availability as {
        date: string;
        slots: { start: string; end: string; label: string }[];
      }[];
      expect(days).toHaveLength(62);
      expect(Object.keys(days[0]!)).toEqual(["date", "slots"]);
      expect(Object.keys(days[0]!.slots[0]!)).toEqual(["start", "end", "label"]);
      expect(days.flatMap((d) => d.slots).every((s) => s.label.endsWith(" MT"))).toBe(true);
      expect(response.headers.get("set-cookie")).toMatch(/bp_booking_visitor=.+HttpOnly/i);

      // The server's direct call (no Next routing) answers the same, with next.config's headers.
      const direct = await directRoutes(true)["/api/getAvailabilityV2"]!(
        post({ startDateISO: start, endDateISO: addDays(start, 61), recaptchaToken: freshToken() }),
      );
      expect(await answer(direct)).toMatchObject({ status: 200, body });
      expect(direct.headers.get("set-cookie")).toMatch(/bp_booking_visitor=.+HttpOnly/i);
      expect(direct.headers.get("x-content-type-options")).toBe("nosniff");
      expect(direct.headers.get("cache-control")).toBe("no-store");
    });

    it("hides a time another visitor holds, but shows the holder their own", async () => {
      const slot = futureSlot(10);
      const cookie = (who: string) => ({
        cookie: `bp_booking_visitor=${who}-0123456789abcdefghij`,
      });
      await holdRoute.POST(
        post({ ...slot, recaptchaToken: freshToken() }, { headers: cookie("holder") }),
      );
      const startsFor = async (who: string) => {
        const { body } = await answer(
          await availabilityRoute.POST(
            post(
              { startDateISO: slot.dateISO, endDateISO: slot.dateISO },
              { headers: cookie(who) },
            ),
          ),
        );
        return (body.availability as { slots: { start: string }[] }[])[0]!.slots.map(
          (s) => s.start,
        );
      };
      expect(await startsFor("holder")).toContain(slot.startISO);
      expect(await startsFor("someone")).not.toContain(slot.startISO);
    });

    it.each([
      ["a body that is not JSON", { raw: "{nope" }, 400, "The request body is not valid JSON."],
      [
        "a body that is not sent as JSON",
        { raw: "a=b", type: "text/plain" },
        415,
        "Please send the request as JSON.",
      ],
      [
        "an impossible date",
        { body: { startDateISO: "2026-02-30", endDateISO: "2026-03-02" } },
        400,
        "Please ask for a valid date range (YYYY-MM-DD).",
      ],
      [
        "words instead of dates",
        { body: { startDateISO: "tomorrow", endDateISO: "later" } },
        400,
        "Please ask for a valid date range (YYYY-MM-DD).",
      ],
      [
        "a backwards range",
        { body: { startDateISO: "2030-03-10", endDateISO: "2030-03-01" } },
        400,
        "The end date must be on or after the start date.",
      ],
      [
        "a range over 62 days",
        { body: { startDateISO: "2030-01-01", endDateISO: "2030-03-04" } },
        400,
        "Please ask for at most 62 days at a time.",
      ],
      ["missing dates", { body: {} }, 400, "Some of the details sent are not valid."],
    ])("refuses %s with a clear message", async (_name, input, status, error) => {
      const request =
        "raw" in input
          ? post(null, { raw: input.raw, type: (input as { type?: string }).type })
          : post(input.body);
      expect(await answer(await availabilityRoute.POST(request))).toMatchObject({
        status,
        body: { error },
      });
    });
  });

  describe("POST /api/holdSlot", () => {
    it("answers {lockId, expiresInSeconds}; a test hold length is honoured only with E2E_TEST_HOOKS=1", async () => {
      const { status, body } = await answer(
        await holdRoute.POST(
          post({
            ...futureSlot(10),
            label: "10:00 AM - 10:30 AM MT",
            recaptchaToken: freshToken(),
          }),
        ),
      );
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(["expiresInSeconds", "lockId"]);
      expect(body.expiresInSeconds).toBe(300);
      const shortHold = (hour: number) =>
        holdRoute.POST(
          post(
            { ...futureSlot(hour), recaptchaToken: freshToken() },
            { headers: { "x-test-hold-seconds": "5" } },
          ),
        );
      expect((await answer(await shortHold(11))).body.expiresInSeconds).toBe(300);
      process.env.E2E_TEST_HOOKS = "1";
      resetServerEnvForTests();
      try {
        expect((await answer(await shortHold(12))).body.expiresInSeconds).toBe(5);
      } finally {
        delete process.env.E2E_TEST_HOOKS;
        resetServerEnvForTests();
      }
    });

    it.each([
      [
        "no bot token",
        { ...futureSlot(10), recaptchaToken: undefined },
        403,
        "reCAPTCHA verification failed. Please try again.",
      ],
      [
        "a forged bot token",
        { ...futureSlot(10), recaptchaToken: "consultation.abc.def.ghi" },
        403,
        "reCAPTCHA verification failed. Please try again.",
      ],
      [
        "an off-grid time",
        { ...futureSlot(10, 7) },
        400,
        "Please pick one of the times shown in the calendar.",
      ],
      [
        "a past time",
        { dateISO: "2020-01-07", startISO: "2020-01-07T17:00:00Z", endISO: "2020-01-07T17:30:00Z" },
        409,
        "This time is no longer available. Please pick another slot.",
      ],
      [
        "a start that is not a date",
        { ...futureSlot(10), startISO: "10am" },
        400,
        "Please pick one of the times shown in the calendar.",
      ],
      [
        "a date that does not match the time",
        { ...futureSlot(10), dateISO: "2020-01-01" },
        400,
        "Please pick one of the times shown in the calendar.",
      ],
      [
        "an end before the start",
        { ...futureSlot(10), endISO: futureSlot(9).startISO },
        400,
        "Please pick one of the times shown in the calendar.",
      ],
    ])("refuses %s and holds nothing", async (_name, body, status, error) => {
      expect(
        await answer(await holdRoute.POST(post({ recaptchaToken: freshToken(), ...body }))),
      ).toMatchObject({ status, body: { error } });
      expect((await stored()).holds).toBe(0);
    });

    it("refuses a body that is not JSON", async () => {
      expect(
        await answer(await holdRoute.POST(post(null, { raw: "startISO=soon" }))),
      ).toMatchObject({ status: 400, body: { error: "The request body is not valid JSON." } });
      expect((await stored()).holds).toBe(0);
    });

    it("gives a hold back with DELETE and refuses a malformed lockId", async () => {
      const { body } = await answer(
        await holdRoute.POST(post({ ...futureSlot(10), recaptchaToken: freshToken() })),
      );
      expect(
        await answer(await holdRoute.DELETE(post({ lockId: "not-a-lock" }, { method: "DELETE" }))),
      ).toMatchObject({
        status: 400,
        body: { error: "That time hold is not valid. Please pick the time again." },
      });
      expect(
        await answer(await holdRoute.DELETE(post({ lockId: body.lockId }, { method: "DELETE" }))),
      ).toEqual({ status: 200, body: { released: true } });
    });
  });

  describe("POST /api/bookConsultation", () => {
    const booking = (extra: Record<string, unknown> = {}) => ({
      ...parent,
      ...futureSlot(10),
      label: "10:00 AM - 10:30 AM MT",
      recaptchaToken: freshToken(),
      ...extra,
    });

    it("answers 201 {id} with the thank-you flag naming that booking, and a retry with the same Idempotency-Key books once", async () => {
      const headers = { "idempotency-key": "attempt-42" };
      const response = await bookRoute.POST(post(booking(), { headers }));
      const { status, body } = await answer(response);
      expect(status).toBe(201);
      expect(Object.keys(body)).toEqual(["id"]);
      const flag = /bp_ty_consultation=([^;]+);.*Path=\/thank-you\/consultation.*HttpOnly/i.exec(
        response.headers.get("set-cookie") ?? "",
      );
      expect(flag).not.toBeNull();
      // The thank-you page reads the booking through this signed flag, and a forged one names nothing.
      const secret = await resolveAppSecret(handle.db);
      expect(verifyConfirmationFlag(secret, decodeURIComponent(flag![1]!))).toBe(body.id);
      expect(verifyConfirmationFlag(secret, `${String(body.id)}.forged`)).toBeNull();
      expect(verifyManageToken(secret, decodeURIComponent(flag![1]!))).toBeNull();
      expect(await answer(await bookRoute.POST(post(booking(), { headers })))).toEqual({
        status: 201,
        body: { id: body.id },
      });
      expect(await stored()).toEqual({ bookings: 1, holds: 0, emails: 2 });
    });

    it.each([
      [
        "missing contact fields",
        { parentName: " ", phone: "", email: "" },
        400,
        "Please fill in the following required fields: Parent/Guardian Name, Phone, Email.",
      ],
      [
        "a malformed email",
        { email: "jordan@example" },
        400,
        "Please enter a valid email address.",
      ],
      [
        "no selected slot",
        { dateISO: "", startISO: "", endISO: "" },
        400,
        "Please select a date and time.",
      ],
      [
        "notes over 1,000 characters",
        { notes: "x".repeat(1001) },
        400,
        "Notes can be at most 1,000 characters.",
      ],
      [
        "a grade not on the list",
        { childGrade: "Grade 3 or 4" },
        400,
        "Please choose your child's grade from the list, or leave it empty.",
      ],
      [
        "an invalid start time",
        { startISO: "2030-13-45T99:00:00Z" },
        400,
        "Please pick one of the times shown in the calendar.",
      ],
      [
        "an off-grid slot",
        futureSlot(10, 15),
        400,
        "Please pick one of the times shown in the calendar.",
      ],
      [
        "a past slot",
        { dateISO: "2020-01-07", startISO: "2020-01-07T17:00:00Z", endISO: "2020-01-07T17:30:00Z" },
        409,
        "This time is no longer available. Please pick another slot.",
      ],
      [
        "a malformed lockId",
        { lockId: "lock-123" },
        400,
        "That time hold is not valid. Please pick the time again.",
      ],
      [
        "no bot token",
        { recaptchaToken: null },
        403,
        "reCAPTCHA verification failed. Please try again.",
      ],
    ])("refuses %s and stores nothing", async (_name, extra, status, error) => {
      expect(await answer(await bookRoute.POST(post(booking(extra))))).toMatchObject({
        status,
        body: { error },
      });
      expect(await stored()).toEqual({ bookings: 0, holds: 0, emails: 0 });
    });

    it("keeps the child's first name, age and grade and 1,000 characters of notes, and staff see them", async () => {
      const notes = `Reverses b and d. ${"x".repeat(982)}`;
      const { status, body } = await answer(
        await bookRoute.POST(
          post(
            booking({ childFirstName: " Maya ", childAge: "8", childGrade: "3rd grade", notes }),
          ),
        ),
      );
      expect(status).toBe(201);
      const [row] = await handle.db
        .select()
        .from(consultationBookings)
        .where(eq(consultationBookings.id, String(body.id)));
      expect(row).toMatchObject({ childFirstName: "Maya", childAge: "8", childGrade: "3rd grade" });
      expect(row?.notes).toHaveLength(1000);
      const lead = await loadLead(handle.db, "consultation", String(body.id));
      expect(lead?.fields).toContainEqual({ label: "Child", value: "Maya, age 8, 3rd grade" });
      const { days } = await listConsultations(handle.db, "upcoming", new Date());
      expect(days.flatMap((d) => d.items).map((c) => describeChild(c))).toEqual([
        "Maya, age 8, 3rd grade",
      ]);
    });

    it("books without any answer about the child: every child field may be skipped", async () => {
      const { status, body } = await answer(
        await bookRoute.POST(post(booking({ childFirstName: "", childAge: "", childGrade: "" }))),
      );
      expect(status).toBe(201);
      const lead = await loadLead(handle.db, "consultation", String(body.id));
      expect(lead?.fields).toContainEqual({ label: "Child", value: "Not provided" });
    });

    it("books with the visitor's own hold, and a retry of that request returns the same booking", async () => {
      const cookie = { cookie: "bp_booking_visitor=parent-0123456789abcdefghijk" };
      const { body: hold } = await answer(
        await holdRoute.POST(
          post({ ...futureSlot(10), recaptchaToken: freshToken() }, { headers: cookie }),
        ),
      );
      const first = await answer(
        await bookRoute.POST(post(booking({ lockId: hold.lockId }), { headers: cookie })),
      );
      expect(first.status).toBe(201);
      expect(
        await answer(
          await bookRoute.POST(post(booking({ lockId: hold.lockId }), { headers: cookie })),
        ),
      ).toEqual(first);
      expect(await stored()).toEqual({ bookings: 1, holds: 0, emails: 2 });
    });

    it("refuses a lockId that holds nothing, and a body that is not JSON", async () => {
      expect(
        await answer(
          await bookRoute.POST(post(booking({ lockId: "7d9f2a3e-1111-4222-8333-944455556666" }))),
        ),
      ).toMatchObject({
        status: 409,
        body: { error: "That time hold is not valid. Please pick the time again." },
      });
      expect(
        await answer(await bookRoute.POST(post(null, { raw: '{"parentName": "Jordan"' }))),
      ).toMatchObject({ status: 400, body: { error: "The request body is not valid JSON." } });
      expect(await stored()).toEqual({ bookings: 0, holds: 0, emails: 0 });
    });

    it("limits bookings per network address with a clear 429", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push((await bookRoute.POST(post(booking({ recaptchaToken: null })))).status);
      expect(statuses.slice(0, 30).every((status) => status === 403)).toBe(true);
      expect(await answer(await bookRoute.POST(post(booking())))).toMatchObject({
        status: 429,
        body: {
          error:
            "You've sent a lot of requests in a short time. Please wait a few minutes and try again.",
        },
      });
      expect(await stored()).toEqual({ bookings: 0, holds: 0, emails: 0 });
    });

    it("refuses a forged lockId for a slot someone else holds", async () => {
      await holdRoute.POST(
        post(
          { ...futureSlot(10), recaptchaToken: freshToken() },
          { headers: { cookie: "bp_booking_visitor=someone-else-0123456789abc" } },
        ),
      );
      const forged = await answer(
        await bookRoute.POST(post(booking({ lockId: "7d9f2a3e-1111-4222-8333-944455556666" }))),
      );
      expect(forged).toMatchObject({
        status: 409,
        body: { error: "This time is no longer available. Please pick another slot." },
      });
      expect((await stored()).bookings).toBe(0);
    });
  });

  describe("POST /api/consultationRequest", () => {
    const request = (extra: Record<string, unknown> = {}) => ({
      ...parent,
      childAge: "8",
      notes: "Struggles with spelling",
      recaptchaToken: freshToken(),
      ...extra,
    });

    it("records a request 24-25 hours ahead that blocks no calendar time, with the thank-you flag naming it", async () => {
      const before = Date.now();
      const response = await requestRoute.POST(post(request()));
      const { status, body } = await answer(response);
      expect(status).toBe(201);
      const flag = /bp_ty_consultation=([^;]+);.*Path=\/thank-you\/consultation.*HttpOnly/i.exec(
        response.headers.get("set-cookie") ?? "",
      );
      const secret = await resolveAppSecret(handle.db);
      expect(verifyConfirmationFlag(secret, decodeURIComponent(flag?.[1] ?? ""))).toBe(body.id);
      const [row] = await handle.db.select().from(consultationBookings);
      expect(row).toMatchObject({
        id: body.id,
        kind: "request",
        bookingStatus: "requested",
        childAge: "8",
        label: "Consultation (requested via Get Started)",
        leadSource: "get_started_consultation",
      });
      expect(row!.startAt.getTime() - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
      expect(row!.endAt.getTime() - row!.startAt.getTime()).toBe(3_600_000);
      expect((await stored()).emails).toBe(2);
    });

    it.each([
      [
        "a missing child's age",
        { childAge: "" },
        "Please fill in the following required fields: Child's Age.",
      ],
      [
        "missing contact fields",
        { parentName: "", email: " ", phone: "" },
        "Please fill in the following required fields: Parent/Guardian Name, Email, Phone.",
      ],
      ["a malformed email", { email: "nope" }, "Please enter a valid email address."],
      ["an oversized concerns field", { notes: "x".repeat(2001) }, "That entry is too long."],
    ])("refuses %s", async (_name, extra, error) => {
      expect(await answer(await requestRoute.POST(post(request(extra))))).toMatchObject({
        status: 400,
        body: { error },
      });
      expect(await stored()).toEqual({ bookings: 0, holds: 0, emails: 0 });
    });

    it("refuses a body that is not JSON, and a request without a bot token", async () => {
      expect(
        await answer(await requestRoute.POST(post(null, { raw: "name=Avery" }))),
      ).toMatchObject({ status: 400, body: { error: "The request body is not valid JSON." } });
      expect(
        await answer(await requestRoute.POST(post(request({ recaptchaToken: "" })))),
      ).toMatchObject({
        status: 403,
        body: {
          error: "reCAPTCHA verification failed. Please try again.",
          code: "bot_check_failed",
        },
      });
      expect((await stored()).bookings).toBe(0);
    });
  });
});
