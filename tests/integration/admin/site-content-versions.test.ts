// Issue 37 point 6: drafts, preview, publish, history and restore, for the business facts and the
// staff profiles, on PGlite and on PostgreSQL. A draft changes nothing live; Publish makes it live
// in one transaction with a kept version, a stepped revision, an audit entry and the pages' tag
// expired; any kept version is restored in one step; an invalid draft and a teacher without the
// editor permission are refused and change nothing.
import { eq } from "drizzle-orm";
import type * as AdminSession from "../../helpers/admin-session";
import { auditLog, siteContentDrafts, siteContentVersions, staffPhotos } from "@/db/schema";
import {
  BUSINESS_FACTS_TAG,
  businessFactsKind,
  businessFactsRevision,
  getBusinessFacts,
  readBusinessFacts,
} from "@/lib/site-content/business-facts";
import { saveBusinessFactsAction } from "@/lib/site-content/actions";
import { NOT_AN_EDITOR_MESSAGE } from "@/lib/site-content/editors";
import {
  readStaffSnapshot,
  staffProfilesKind,
  staffProfilesRevision,
  STAFF_PROFILES_TAG,
} from "@/lib/site-content/staff-profiles";
import {
  discardDraftAction,
  publishDraftAction,
  restoreVersionAction,
} from "@/lib/site-content/versions/actions";
import { listVersions, readDraft, saveDraft } from "@/lib/site-content/versions/store";
import { testDatabaseForApp, testDatabaseTargets } from "../../helpers/test-db";
import { actAs, form, persona, type Persona } from "../../helpers/admin-session";

let previewing = false;
jest.mock("next/headers", () => ({
  ...jest.requireActual<typeof AdminSession>("../../helpers/admin-session").nextHeadersMock,
  draftMode: () =>
    Promise.resolve({ isEnabled: previewing, enable: jest.fn(), disable: jest.fn() }),
}));
jest.mock(
  "@/lib/auth/server",
  () => jest.requireActual<typeof AdminSession>("../../helpers/admin-session").authServerMock,
);
jest.mock("next/cache", () => ({
  refresh: jest.fn(),
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
  updateTag: jest.fn(),
  unstable_cache: <A extends unknown[], T>(fn: (...args: A) => Promise<T>) => fn,
}));
jest.setTimeout(180_000);

const { updateTag } = jest.requireMock<{ updateTag: jest.Mock }>("next/cache");

describe.each(testDatabaseTargets())("site content drafts and history on $label", (target) => {
  const database = testDatabaseForApp(target);
  let admin: Persona;
  let teacher: Persona;

  const db = () => database().db;
  const facts = () => readBusinessFacts(db());
  const live = () => businessFactsKind.readLive(db());
  const saveFacts = (who: Persona, change: Record<string, string>, intent: string) =>
    (async () => {
      actAs(who.headers());
      const current = await live();
      return saveBusinessFactsAction(null, form({ ...current, ...change, intent }));
    })();
  const versions = (kind: string) =>
    db().select().from(siteContentVersions).where(eq(siteContentVersions.kind, kind));
  const auditOf = (action: string) =>
    db().select().from(auditLog).where(eq(auditLog.action, action));

  beforeAll(async () => {
    admin = await persona(database(), "admin");
    teacher = await persona(database(), "teacher");
  });
  beforeEach(() => {
    updateTag.mockClear();
    previewing = false;
  });

  it("the migration kept version 1 of each kind, as it was live", async () => {
    const [facts1] = await versions("business-facts");
    expect(facts1?.snapshot).toEqual(await live());
    const [staff1] = await versions("staff-profiles");
    // Read with today's schema: a focal point it never kept reads as "as the photo has it".
    expect(staffProfilesKind.schema.parse(staff1?.snapshot)).toEqual(await readStaffSnapshot(db()));
    expect((await readStaffSnapshot(db())).profiles.length).toBeGreaterThan(0);
  });

  it("a draft changes nothing live, and only a preview reads it", async () => {
    const before = await facts();
    const result = await saveFacts(admin, { phone: "(385) 555-0188" }, "draft");
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.message).toContain("Draft saved (phone number)");
    expect(await facts()).toEqual(before);
    expect(updateTag).not.toHaveBeenCalled();
    expect((await getBusinessFacts()).phone).toBe(before.phone);
    previewing = true;
    expect((await getBusinessFacts()).phone).toBe("(385) 555-0188");
  });

  it("a teacher without the editor permission can neither draft, publish nor restore", async () => {
    const before = await facts();
    const draftBefore = await readDraft(db(), businessFactsKind);
    expect(await saveFacts(teacher, { phone: "(385) 555-0199" }, "draft")).toEqual({
      ok: false,
      message: NOT_AN_EDITOR_MESSAGE,
    });
    actAs(teacher.headers());
    expect(await publishDraftAction({ kind: "business-facts" })).toMatchObject({ ok: false });
    const [first] = await versions("business-facts");
    expect(await restoreVersionAction({ id: first!.id })).toMatchObject({ ok: false });
    expect(await facts()).toEqual(before);
    expect(await readDraft(db(), businessFactsKind)).toEqual(draftBefore);
  });

  it("an invalid draft is refused and nothing changes", async () => {
    const before = await facts();
    const draftBefore = await readDraft(db(), businessFactsKind);
    const result = await saveFacts(admin, { phone: "call the office" }, "draft");
    expect(result).toMatchObject({ ok: false });
    expect(result.ok ? "" : result.message).toMatch(/phone number parents can dial/);
    expect(await readDraft(db(), businessFactsKind)).toEqual(draftBefore);
    // Nor is a snapshot that fails the schema kept as a draft.
    await expect(
      saveDraft(
        db(),
        { ...admin, name: "Admin" },
        businessFactsKind,
        { ...(await live()), email: "nobody" },
        new Date(),
      ),
    ).rejects.toThrow(/valid email/);
    expect(await facts()).toEqual(before);
  });

  it("publish makes the draft live: version kept, revision stepped, audit entry, tag expired", async () => {
    const before = await facts();
    const kept = (await versions("business-facts")).length;
    actAs(admin.headers());
    const result = await publishDraftAction({ kind: "business-facts" });
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.message).toContain("phone number");
    expect(await facts()).toMatchObject({ phone: "(385) 555-0188" });
    expect(await businessFactsRevision(db())).toBe(before.revision + 1);
    expect(updateTag).toHaveBeenCalledWith(BUSINESS_FACTS_TAG);
    expect(await readDraft(db(), businessFactsKind)).toBeNull();
    const all = await versions("business-facts");
    expect(all).toHaveLength(kept + 1);
    expect(all.at(-1)).toMatchObject({ publishedBy: admin.id, restoredFrom: null });
    const [entry] = await auditOf("site.publish");
    expect(entry).toMatchObject({ actorId: admin.id, entityId: "business-facts" });
    expect(entry?.details).toMatchObject({ changed: ["phone number"] });
    // Nothing left to publish: said plainly, nothing changes.
    expect(await publishDraftAction({ kind: "business-facts" })).toMatchObject({ ok: false });
  });

  it("the history says who published what, by field name", async () => {
    const [newest] = await listVersions(db(), businessFactsKind);
    expect(newest).toMatchObject({
      live: true,
      changes: ["phone number"],
      publishedBy: expect.any(String) as unknown,
    });
  });

  it("discarding a draft leaves the live site as it is", async () => {
    const before = await facts();
    await saveFacts(admin, { hours: "Mon-Thu 9am-6pm" }, "draft");
    actAs(admin.headers());
    expect(await discardDraftAction({ kind: "business-facts" })).toMatchObject({ ok: true });
    expect(await readDraft(db(), businessFactsKind)).toBeNull();
    expect(await facts()).toEqual(before);
    expect(await auditOf("site.draft_discard")).toHaveLength(1);
  });

  it("restores an earlier version in one step, as a new version that names it", async () => {
    const [first] = await versions("business-facts");
    const before = await facts();
    actAs(admin.headers());
    const result = await restoreVersionAction({ id: first!.id });
    expect(result).toMatchObject({ ok: true });
    expect(await live()).toEqual(first!.snapshot);
    expect((await facts()).revision).toBe(before.revision + 1);
    expect(updateTag).toHaveBeenCalledWith(BUSINESS_FACTS_TAG);
    const newest = (await versions("business-facts")).at(-1);
    expect(newest).toMatchObject({ restoredFrom: first!.id, publishedBy: admin.id });
    const [entry] = await auditOf("site.restore");
    expect(entry).toMatchObject({ entityId: "business-facts" });
  });

  it("staff profiles: a published draft is kept, and restoring brings back order, text and photo", async () => {
    const start = await readStaffSnapshot(db());
    const [photo] = await db()
      .insert(staffPhotos)
      .values({ image: new Uint8Array([1, 2, 3]), width: 10, height: 10 })
      .returning({ id: staffPhotos.id });
    const first = start.profiles[0]!;
    const changed = {
      profiles: [
        ...start.profiles.slice(1),
        {
          ...first,
          role: "Founder",
          photoId: photo!.id,
          focusX: 0.5,
          focusY: 0.5,
          altText: "Rachel smiling",
        },
      ],
    };
    await saveDraft(db(), { ...admin, name: "Admin" }, staffProfilesKind, changed, new Date());
    expect(await readStaffSnapshot(db())).toEqual(start);
    const revision = await staffProfilesRevision(db());
    actAs(admin.headers());
    expect(await publishDraftAction({ kind: "staff-profiles" })).toMatchObject({ ok: true });
    expect(await readStaffSnapshot(db())).toEqual(changed);
    expect(await staffProfilesRevision(db())).toBe(revision + 1);
    expect(updateTag).toHaveBeenCalledWith(STAFF_PROFILES_TAG);
    const [newest] = await listVersions(db(), staffProfilesKind);
    expect(newest?.changes).toEqual([`${first.name}: role, photo, photo description`, "order"]);

    // Back to the start: the photo stays stored, since a kept version refers to it.
    const [original] = await versions("staff-profiles");
    expect(await restoreVersionAction({ id: original!.id })).toMatchObject({ ok: true });
    expect(await readStaffSnapshot(db())).toEqual(start);
    const kept = await db().select().from(staffPhotos).where(eq(staffPhotos.id, photo!.id));
    expect(kept).toHaveLength(1);
    // And forward again, photo and all.
    expect(await restoreVersionAction({ id: newest!.id })).toMatchObject({ ok: true });
    expect(await readStaffSnapshot(db())).toEqual(changed);
    expect(await db().select().from(siteContentDrafts)).toHaveLength(0);
  });
});
