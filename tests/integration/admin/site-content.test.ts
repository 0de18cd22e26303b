// Issue 37, business facts: the migration seeds today's facts; Admin → Site content saves them
// (admins, and teachers an admin allowed), audit-logged, and expires the pages that show them;
// a bad save changes nothing; another instance's watch notices the new revision; the refresh
// route answers only its own process.
import { eq } from "drizzle-orm";
import type * as AdminSession from "../../helpers/admin-session";
import { auditLog, businessFacts, siteContentVersions } from "@/db/schema";
import { POST as refreshRoute } from "@/app/api/site-content/refresh/route";
import {
  adoptBuiltInFacts,
  BUSINESS_FACTS_TAG,
  builtInFacts,
  businessFactsRevision,
  readBusinessFacts,
} from "@/lib/site-content/business-facts";
import { saveBusinessFactsAction, setSiteEditorAction } from "@/lib/site-content/actions";
import { businessFactsNow } from "@/lib/site-content/facts-now";
import { NOT_AN_EDITOR_MESSAGE } from "@/lib/site-content/editors";
import {
  refreshProof,
  REFRESH_PATH,
  REFRESH_PROOF_HEADER,
  revisionWatch,
} from "@/lib/site-content/freshness";
import { addressSigningSecret } from "@/server/traffic/client-address.mjs";
import { testDatabaseForApp, testDatabaseTargets } from "../../helpers/test-db";
import { actAs, form, persona, type Persona } from "../../helpers/admin-session";

jest.mock(
  "next/headers",
  () => jest.requireActual<typeof AdminSession>("../../helpers/admin-session").nextHeadersMock,
);
jest.mock(
  "@/lib/auth/server",
  () => jest.requireActual<typeof AdminSession>("../../helpers/admin-session").authServerMock,
);
jest.mock("next/cache", () => ({
  refresh: jest.fn(),
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
  updateTag: jest.fn(),
  // Next's cache needs its server; here every read goes to the database.
  unstable_cache: <A extends unknown[], T>(fn: (...args: A) => Promise<T>) => fn,
}));
jest.setTimeout(180_000);

const { updateTag, revalidateTag } = jest.requireMock<{
  updateTag: jest.Mock;
  revalidateTag: jest.Mock;
}>("next/cache");

const seeded = {
  name: "Bright Path Reading",
  phone: "(801) 555-0142",
  email: "support@brightpathreading.com",
  hours: "Mon-Fri 8am-5pm",
  address: "",
  state: "Utah",
  replyTime: "within 24 hours",
  utahFitsAllUrl: "https://utahfitsall.org/apply",
};

describe.each(testDatabaseTargets())("business facts on $label", (target) => {
  const database = testDatabaseForApp(target);
  let admin: Persona;
  let teacher: Persona;
  let member: Persona;

  const facts = () => readBusinessFacts(database().db);
  const save = (who: Persona, change: Record<string, string>) => {
    actAs(who.headers());
    return saveBusinessFactsAction(null, form({ ...seeded, ...change }));
  };
  const audit = () =>
    database().db.select().from(auditLog).where(eq(auditLog.entityType, "site_content"));

  beforeAll(async () => {
    admin = await persona(database(), "admin");
    teacher = await persona(database(), "teacher");
    member = await persona(database(), "member");
  });
  beforeEach(() => {
    updateTag.mockClear();
    revalidateTag.mockClear();
  });

  it("starts with the facts the site showed before they were editable", async () => {
    const start = await facts();
    expect(start).toMatchObject({ ...seeded, revision: 0 });
    const { revision: _built, ...built } = builtInFacts();
    const { revision: _stored, ...stored } = start;
    expect(stored).toEqual(built);
  });

  it("follows the built-in settings at each start until staff first save", async () => {
    // As if NEXT_PUBLIC_BUSINESS_PHONE had been set: the seeded row differs from the build's.
    await database()
      .db.update(businessFacts)
      .set({ phone: "(801) 555-0000" })
      .where(eq(businessFacts.id, 1));
    await adoptBuiltInFacts(database().db);
    expect(await facts()).toMatchObject({ phone: builtInFacts().phone, revision: 0 });
    // The history's version 1 is what the site showed, so restoring it gives the same.
    const [first] = await database()
      .db.select()
      .from(siteContentVersions)
      .where(eq(siteContentVersions.kind, "business-facts"));
    expect(first?.snapshot).toMatchObject({ phone: builtInFacts().phone });
  });

  it("an admin's save publishes: stored, revision up, audit entry, the pages' tag expired", async () => {
    const result = await save(admin, { phone: "(385) 555-0177" });
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.message).toContain("the new phone number");
    expect(await facts()).toMatchObject({
      phone: "(385) 555-0177",
      phoneHref: "tel:3855550177",
      revision: 1,
    });
    expect(updateTag).toHaveBeenCalledWith(BUSINESS_FACTS_TAG);
    // Emails this instance writes from now on carry the new number too.
    expect(businessFactsNow().phone).toBe("(385) 555-0177");
    const [entry] = await audit();
    expect(entry).toMatchObject({ actorId: admin.id, action: "site.facts_save" });
    expect(entry?.details).toMatchObject({ changed: ["phone number"], revision: 1 });
  });

  it("never overrides what staff saved with the built-in settings", async () => {
    const saved = await facts();
    expect(saved.revision).toBeGreaterThan(0);
    await adoptBuiltInFacts(database().db);
    expect(await facts()).toEqual(saved);
  });

  it("a save that changes nothing publishes nothing", async () => {
    const before = await facts();
    const result = await save(admin, { phone: before.phone });
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.message).toContain("Nothing had changed");
    expect((await facts()).revision).toBe(before.revision);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("a bad save says why and changes nothing", async () => {
    const before = await facts();
    const entries = (await audit()).length;
    const result = await save(admin, { phone: "call the office", email: "nobody" });
    expect(result).toMatchObject({ ok: false });
    expect(result.ok ? "" : result.message).toMatch(/phone number parents can dial/);
    expect(await facts()).toEqual(before);
    expect(await audit()).toHaveLength(entries);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("a teacher may edit only once an admin allows it, and members never", async () => {
    const before = await facts();
    expect(await save(teacher, { hours: "Mon-Thu 9am-6pm" })).toEqual({
      ok: false,
      message: NOT_AN_EDITOR_MESSAGE,
    });
    expect(await save(member, { hours: "Mon-Thu 9am-6pm" })).toMatchObject({ ok: false });
    expect(await facts()).toEqual(before);

    actAs(teacher.headers());
    expect(
      await setSiteEditorAction(null, form({ userId: teacher.id, editor: "yes" })),
    ).toMatchObject({ ok: false });
    actAs(admin.headers());
    expect(
      await setSiteEditorAction(null, form({ userId: teacher.id, editor: "yes" })),
    ).toMatchObject({ ok: true });
    expect(await save(teacher, { hours: "Mon-Thu 9am-6pm" })).toMatchObject({ ok: true });
    expect(await facts()).toMatchObject({
      hours: "Mon-Thu 9am-6pm",
      revision: before.revision + 1,
    });

    actAs(admin.headers());
    await setSiteEditorAction(null, form({ userId: teacher.id, editor: "no" }));
    expect(await save(teacher, { hours: "Mon-Fri 8am-5pm" })).toMatchObject({ ok: false });
    const grants = await database()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, teacher.id));
    expect(grants.map((g) => g.action).sort()).toEqual(["site.editor_grant", "site.editor_revoke"]);
  });

  it("refuses a save sent from another site", async () => {
    const before = await facts();
    actAs(admin.headers({ origin: "https://elsewhere.example" }));
    const result = await saveBusinessFactsAction(
      null,
      form({ ...seeded, phone: "(385) 555-0100" }),
    );
    expect(result).toMatchObject({ ok: false });
    expect(await facts()).toEqual(before);
  });

  it("another instance's watch expires its pages once the revision moves", async () => {
    const expire = jest.fn(() => Promise.resolve(true));
    const otherInstance = revisionWatch({
      readRevision: () => businessFactsRevision(database().db),
      expire,
    });
    expect(await otherInstance()).toBe(true); // at start
    expect(await otherInstance()).toBe(false);
    await save(admin, { replyTime: "within one working day" });
    expect(await otherInstance()).toBe(true);
    expect(expire).toHaveBeenCalledTimes(2);
  });

  it("a database restored from before the facts still shows a whole site", async () => {
    await database().db.delete(businessFacts).where(eq(businessFacts.id, 1));
    expect(await facts()).toEqual(builtInFacts());
    await save(admin, { phone: "(385) 555-0188" });
    expect(await facts()).toMatchObject({ phone: "(385) 555-0188", revision: 1 });
  });
});

describe("the refresh route", () => {
  const secret = addressSigningSecret({ create: true })!;
  const post = (proof?: string) =>
    refreshRoute(
      new Request(`http://127.0.0.1${REFRESH_PATH}`, {
        method: "POST",
        headers: proof ? { [REFRESH_PROOF_HEADER]: proof } : {},
      }),
    );

  beforeEach(() => revalidateTag.mockClear());

  it("expires the tag at once when this process asks", () => {
    const response = post(refreshProof(secret));
    expect(response.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith(BUSINESS_FACTS_TAG, { expire: 0 });
  });

  it("answers anyone else as if it did not exist", () => {
    expect(post().status).toBe(404);
    expect(post(refreshProof(Buffer.alloc(32, 1))).status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
