// Issue 37, testimonials: the migration seeds today's four on the pages that showed them (and keeps
// them as version 1); Admin → Site → Testimonials adds, edits, reorders, hides and deletes them in
// a draft (admins, and teachers an admin allowed) that changes nothing live until it is published,
// audit-logged and expiring the pages that show them. One without the family's permission
// recorded is never listed for a page.
import { eq, inArray } from "drizzle-orm";
import type * as AdminSession from "../../helpers/admin-session";
import { auditLog, siteContentVersions, testimonials } from "@/db/schema";
import { POST as refreshRoute } from "@/app/api/site-content/refresh/route";
import {
  deleteTestimonialAction,
  moveTestimonialAction,
  saveTestimonialAction,
  setSiteEditorAction,
  setTestimonialHiddenAction,
} from "@/lib/site-content/actions";
import { NOT_AN_EDITOR_MESSAGE } from "@/lib/site-content/editors";
import { refreshProof, REFRESH_PATH, REFRESH_PROOF_HEADER } from "@/lib/site-content/freshness";
import { PERMISSION_NEEDED, FIRST_NAME_ONLY } from "@/lib/site-content/testimonial-schema";
import {
  builtInTestimonialsFor,
  readEditableTestimonials,
  readTestimonialsFor,
  readTestimonialsSnapshot,
  TESTIMONIALS_TAG,
  testimonialsKind,
  testimonialsRevision,
} from "@/lib/site-content/testimonials";
import { readTestimonialsDraftOrLive } from "@/lib/site-content/testimonial-drafts";
import { publishDraftAction } from "@/lib/site-content/versions/actions";
import { readDraft } from "@/lib/site-content/versions/store";
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

/** The editor's form as the browser posts it: one "pages" field per ticked box. */
function testimonialForm(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values))
    for (const one of Array.isArray(value) ? value : [value]) data.append(key, one);
  return data;
}

const newOne = {
  quote: "She asks to read at bedtime now.",
  name: "Priya K.",
  detail: "Parent of a 6-year-old",
  ageGroup: "Kindergarten-2nd grade",
  source: "Google review",
  permissionGiven: "yes",
  permissionDate: "2026-11-20",
  pages: ["dyslexia"],
  hidden: "no",
};

describe.each(testDatabaseTargets())("testimonials on $label", (target) => {
  const database = testDatabaseForApp(target);
  let admin: Persona;
  let teacher: Persona;
  let member: Persona;

  const all = () => readEditableTestimonials(database().db);
  const drafted = () => readTestimonialsDraftOrLive(database().db);
  /** Publishes the draft; nothing was live before it, everything is after. */
  const publish = async (who: Persona = admin) => {
    actAs(who.headers());
    return publishDraftAction({ kind: testimonialsKind.key });
  };
  const shownOn = async (page: "home" | "dyslexia" | "free-consultation") =>
    (await readTestimonialsFor(database().db, page)).map((t) => t.name);
  const save = (who: Persona, values: Record<string, string | string[]>) => {
    actAs(who.headers());
    return saveTestimonialAction(null, testimonialForm({ ...newOne, ...values }));
  };
  const audit = () =>
    database()
      .db.select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, ["testimonials"]));
  const revision = () => testimonialsRevision(database().db);

  beforeAll(async () => {
    admin = await persona(database(), "admin");
    teacher = await persona(database(), "teacher");
    member = await persona(database(), "member");
  });
  beforeEach(() => {
    updateTag.mockClear();
    revalidateTag.mockClear();
  });

  it("starts with the testimonials each page showed before they were editable", async () => {
    for (const page of ["home", "dyslexia", "free-consultation"] as const)
      expect(await readTestimonialsFor(database().db, page)).toEqual(builtInTestimonialsFor(page));
    expect(await revision()).toBe(0);
    const [first] = await database()
      .db.select()
      .from(siteContentVersions)
      .where(eq(siteContentVersions.kind, "testimonials"));
    expect(first?.snapshot).toEqual(await readTestimonialsSnapshot(database().db));
  });

  it("an admin adds one with permission into the draft; publishing shows it on /dyslexia only", async () => {
    const live = await all();
    const result = await save(admin, {});
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.message).toMatch(/added to the draft/);
    // A draft changes nothing live.
    expect(await all()).toEqual(live);
    expect(await shownOn("dyslexia")).not.toContain("Priya K.");
    expect(updateTag).not.toHaveBeenCalled();
    const added = (await drafted()).at(-1)!;
    expect(added).toMatchObject({
      name: "Priya K.",
      ageGroup: "Kindergarten-2nd grade",
      source: "Google review",
      permissionGiven: true,
      permissionDate: "2026-11-20",
      pages: ["dyslexia"],
      hidden: false,
    });
    expect(result.ok && result.data).toEqual({ id: added.id });

    expect(await publish()).toMatchObject({ ok: true });
    expect(await readDraft(database().db, testimonialsKind)).toBeNull();
    expect((await shownOn("dyslexia")).at(-1)).toBe("Priya K.");
    expect(await shownOn("home")).not.toContain("Priya K.");
    expect(await shownOn("free-consultation")).not.toContain("Priya K.");
    expect(updateTag).toHaveBeenCalledWith(TESTIMONIALS_TAG);
    expect(await revision()).toBe(1);
    expect((await audit()).at(-1)).toMatchObject({
      actorId: admin.id,
      action: "site.publish",
      details: expect.objectContaining({ changed: ["Priya K.: added"] }) as unknown,
    });
  });

  it("keeps one without permission hidden, never lists it, and refuses to show it", async () => {
    const result = await save(admin, {
      name: "T. B.",
      permissionGiven: [],
      permissionDate: "",
      pages: ["home", "dyslexia", "free-consultation"],
      hidden: "yes",
    });
    expect(result).toMatchObject({ ok: true });
    const id = (result.ok && (result.data as { id: string }).id) as string;
    expect(await publish()).toMatchObject({ ok: true });
    for (const page of ["home", "dyslexia", "free-consultation"] as const)
      expect(await shownOn(page)).not.toContain("T. B.");
    actAs(admin.headers());
    const before = await revision();
    expect(await setTestimonialHiddenAction({ id, hidden: "no" })).toEqual({
      ok: false,
      message: PERMISSION_NEEDED,
    });
    const shown = await save(admin, {
      id,
      name: "T. B.",
      permissionGiven: [],
      permissionDate: "",
      hidden: "no",
    });
    expect(shown.ok ? "" : shown.message).toMatch(/permission/);
    expect((await drafted()).find((t) => t.id === id)?.hidden).toBe(true);
    expect(await readDraft(database().db, testimonialsKind)).toBeNull();
    expect(await revision()).toBe(before);
    // Even a row that says shown (written by hand, say) is not listed without permission.
    await database().db.update(testimonials).set({ hidden: false }).where(eq(testimonials.id, id));
    expect(await shownOn("home")).not.toContain("T. B.");
    actAs(admin.headers());
    expect(await deleteTestimonialAction({ id })).toMatchObject({ ok: true });
    expect(await publish()).toMatchObject({ ok: true });
    expect((await all()).map((t) => t.id)).not.toContain(id);
  });

  it("a full name or a bad save says why and changes nothing", async () => {
    const before = await all();
    const rev = await revision();
    const fullName = await save(admin, { id: "amanda", name: "Amanda Rogers" });
    expect(fullName.ok ? "" : fullName.message).toBe(FIRST_NAME_ONLY);
    expect(await save(admin, { id: "amanda", quote: "<b>Great</b>" })).toMatchObject({ ok: false });
    const gone = await save(admin, { id: "no-such-testimonial" });
    expect(gone.ok ? "" : gone.message).toMatch(/not found/);
    expect(await all()).toEqual(before);
    expect(await readDraft(database().db, testimonialsKind)).toBeNull();
    expect(await revision()).toBe(rev);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("edits one: the page shows the new words, the audit names the fields", async () => {
    const result = await save(admin, {
      id: "jared",
      name: "Jared M.",
      quote: "Six weeks in, his teacher asked what had changed.",
      pages: ["home", "dyslexia", "free-consultation"],
    });
    expect(result).toMatchObject({ ok: true });
    expect(await publish()).toMatchObject({ ok: true });
    const page = await readTestimonialsFor(database().db, "free-consultation");
    expect(page.find((t) => t.id === "jared")?.quote).toBe(
      "Six weeks in, his teacher asked what had changed.",
    );
    const entry = (await audit()).at(-1)!;
    expect(entry).toMatchObject({ action: "site.publish", entityId: "testimonials" });
    expect(entry.details?.changed).toEqual([expect.stringMatching(/^Jared M\.: quote, /)]);
    expect(JSON.stringify(entry)).not.toMatch(/Six weeks/);
  });

  it("moves one up and down, and not past either end", async () => {
    const order = async () => (await all()).map((t) => t.id);
    const start = await order();
    actAs(admin.headers());
    expect(await moveTestimonialAction({ id: "jared", direction: "up" })).toMatchObject({
      ok: true,
    });
    expect(await order()).toEqual(start);
    expect(await publish()).toMatchObject({ ok: true });
    expect((await order()).slice(0, 2)).toEqual(["jared", "amanda"]);
    expect((await shownOn("home")).slice(0, 2)).toEqual(["Jared M.", "Amanda R."]);
    await moveTestimonialAction({ id: "jared", direction: "down" });
    expect(await publish()).toMatchObject({ ok: true });
    expect(await order()).toEqual(start);
    const rev = await revision();
    const atTop = await moveTestimonialAction({ id: "amanda", direction: "up" });
    expect(atTop.ok && atTop.message).toMatch(/already first/);
    expect(await revision()).toBe(rev);
  });

  it("hides and shows one on its pages", async () => {
    actAs(admin.headers());
    expect(await setTestimonialHiddenAction({ id: "lisa", hidden: "yes" })).toMatchObject({
      ok: true,
    });
    expect(await shownOn("home")).toContain("Lisa T.");
    expect(await publish()).toMatchObject({ ok: true });
    expect(await shownOn("home")).not.toContain("Lisa T.");
    await setTestimonialHiddenAction({ id: "lisa", hidden: "no" });
    expect(await publish()).toMatchObject({ ok: true });
    expect(await shownOn("home")).toContain("Lisa T.");
    const changes = (await audit()).slice(-2).map((e) => e.details?.changed);
    expect(changes).toEqual([["Lisa T.: shown or hidden"], ["Lisa T.: shown or hidden"]]);
  });

  it("a teacher may edit only once an admin allows it, and members never", async () => {
    const before = await all();
    expect(await save(teacher, {})).toEqual({ ok: false, message: NOT_AN_EDITOR_MESSAGE });
    expect(await save(member, {})).toMatchObject({ ok: false });
    actAs(teacher.headers());
    expect(await deleteTestimonialAction({ id: "amanda" })).toMatchObject({ ok: false });
    expect(await setTestimonialHiddenAction({ id: "amanda", hidden: "yes" })).toMatchObject({
      ok: false,
    });
    expect(await moveTestimonialAction({ id: "amanda", direction: "down" })).toMatchObject({
      ok: false,
    });
    expect(await all()).toEqual(before);
    expect(await readDraft(database().db, testimonialsKind)).toBeNull();

    actAs(admin.headers());
    await setSiteEditorAction(null, form({ userId: teacher.id, editor: "yes" }));
    expect(await save(teacher, { id: "marcus", name: "Marcus D." })).toMatchObject({ ok: true });
    expect(await publish(teacher)).toMatchObject({ ok: true });
    expect((await audit()).at(-1)).toMatchObject({ actorId: teacher.id, action: "site.publish" });
    actAs(admin.headers());
    await setSiteEditorAction(null, form({ userId: teacher.id, editor: "no" }));
  });

  it("deletes one in the draft; publishing removes it from its pages", async () => {
    const priya = (await all()).find((t) => t.name === "Priya K.")!;
    actAs(admin.headers());
    expect(await deleteTestimonialAction({ id: priya.id })).toMatchObject({ ok: true });
    expect(await shownOn("dyslexia")).toContain("Priya K.");
    expect(await publish()).toMatchObject({ ok: true });
    expect((await all()).map((t) => t.id)).not.toContain(priya.id);
    expect(await shownOn("dyslexia")).not.toContain("Priya K.");
    expect(await deleteTestimonialAction({ id: priya.id })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not found/) as unknown,
    });
    expect((await audit()).at(-1)?.details?.changed).toEqual(["Priya K.: removed"]);
  });
});

describe("the refresh route", () => {
  it("expires the testimonial pages too", () => {
    const secret = addressSigningSecret({ create: true })!;
    const response = refreshRoute(
      new Request(`http://127.0.0.1${REFRESH_PATH}`, {
        method: "POST",
        headers: { [REFRESH_PROOF_HEADER]: refreshProof(secret) },
      }),
    );
    expect(response.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith(TESTIMONIALS_TAG, { expire: 0 });
  });
});
