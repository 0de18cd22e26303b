// The leads search keeps what an admin typed out of page URLs (issue 34, point 4): the filter
// form posts, the text is kept for an hour under a random id for that admin alone, and the page
// reads it back from the id; other filters stay in the URL as before.
import type * as AdminSession from "../../helpers/admin-session";
import { inboxSearches } from "@/db/schema";
import { loadLeadsInbox, readInboxQuery } from "@/lib/crm/leads/inbox-page";
import {
  parseInboxQuery,
  SEARCH_EXPIRED_MESSAGE,
  SEARCH_NOT_IN_ADDRESS_MESSAGE,
} from "@/lib/crm/leads/inbox-query";
import { SEARCH_LIFETIME_MS } from "@/lib/crm/leads/inbox-search";
import { searchLeadsAction } from "@/lib/crm/leads/inbox-search-actions";
import { testDatabaseForApp, testDatabaseTargets } from "../../helpers/test-db";
import { resetAdminTables, seedContact, seedIntake } from "./admin-fixtures";
import { actAs, form, persona, redirectOf, SITE, type Persona } from "../../helpers/admin-session";

jest.mock(
  "next/headers",
  () => jest.requireActual<typeof AdminSession>("../../helpers/admin-session").nextHeadersMock,
);
jest.mock(
  "@/lib/auth/server",
  () => jest.requireActual<typeof AdminSession>("../../helpers/admin-session").authServerMock,
);
jest.mock("next/cache", () => ({ refresh: jest.fn(), revalidatePath: jest.fn() }));
jest.setTimeout(180_000);

const email = "avery@example.com";

describe.each(testDatabaseTargets())("the leads search on $label", (target) => {
  const database = testDatabaseForApp(target);
  let admin: Persona;
  let otherAdmin: Persona;
  let teacher: Persona;

  const savedSearches = async () => (await database().db.select().from(inboxSearches)).length;
  const searchAs = (who: Persona, values: Record<string, string>) => {
    actAs(who.headers());
    return redirectOf(searchLeadsAction(form(values)));
  };

  beforeAll(async () => {
    await resetAdminTables(database().db);
    admin = await persona(database(), "admin");
    otherAdmin = await persona(database(), "admin");
    teacher = await persona(database(), "teacher");
    await seedIntake(database().db);
    await seedContact(database().db);
  });

  it("puts only a search id and the other filters into the URL, and finds the lead", async () => {
    const url = await searchAs(admin, {
      path: "/admin/leads",
      q: ` ${email} `,
      type: "intake",
      sort: "newest",
      size: "25",
    });
    expect(url).toMatch(/^\/admin\/leads\?type=intake&search=[\w-]{22}$/);
    expect(url).not.toContain("avery");
    const params = new URL(url!, SITE).searchParams;
    const now = new Date();
    const read = await readInboxQuery(database().db, params, admin, now);
    expect(read).toMatchObject({ error: null, query: { q: email, kind: "intake" } });
    const { inbox } = await loadLeadsInbox(database().db, params, admin, now);
    expect(inbox?.rows.map((row) => row.name)).toEqual(["Avery Parent"]);
  });

  it("keeps a search for the admin who made it, for an hour", async () => {
    const url = await searchAs(admin, { path: "/admin/pipeline", q: "casey" });
    expect(url).toMatch(/^\/admin\/pipeline\?search=[\w-]{22}$/);
    const params = new URL(url!, SITE).searchParams;
    const now = new Date();
    expect((await readInboxQuery(database().db, params, otherAdmin, now)).error).toBe(
      SEARCH_EXPIRED_MESSAGE,
    );
    const later = new Date(now.getTime() + SEARCH_LIFETIME_MS + 60_000);
    expect((await readInboxQuery(database().db, params, admin, later)).error).toBe(
      SEARCH_EXPIRED_MESSAGE,
    );
  });

  it("without a search, keeps no text and sends the filters on as they are", async () => {
    const before = await savedSearches();
    expect(
      await searchAs(admin, {
        path: "/admin/leads",
        q: "",
        stage: "",
        status: "new",
        sort: "newest",
      }),
    ).toBe("/admin/leads?status=new");
    // A filter the page cannot read goes on as posted, for the page to explain.
    expect(await searchAs(admin, { path: "/admin/leads", q: "", status: "won" })).toBe(
      "/admin/leads?status=won",
    );
    expect(await savedSearches()).toBe(before);
  });

  it("keeps nothing for a teacher or a post from another site", async () => {
    const before = await savedSearches();
    expect(await searchAs(teacher, { path: "/admin/leads", q: email })).toBeNull();
    actAs(admin.headers({ origin: "https://elsewhere.example" }));
    expect(
      await redirectOf(searchLeadsAction(form({ path: "/admin/leads", q: email }))),
    ).toBeNull();
    expect(await savedSearches()).toBe(before);
  });

  it("refuses a search typed into the address itself", () => {
    expect(parseInboxQuery(new URLSearchParams({ q: email }))).toMatchObject({
      ok: false,
      message: SEARCH_NOT_IN_ADDRESS_MESSAGE,
    });
  });
});
