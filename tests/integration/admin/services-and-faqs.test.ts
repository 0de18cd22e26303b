// Issue 37, services with prices and the FAQs of /structured-literacy and /services-offered, on
// PGlite and on PostgreSQL: the migration seeds today's six services and four questions (and the
// new services FAQ); every change in the editors lands in a draft that changes nothing live and
// shows only in a preview; Publish makes it live with a kept version, a stepped revision, an audit
// entry and the pages' tag expired; a version is restored in one step; a refused change and a
// teacher without the editor permission change nothing.
import { eq } from "drizzle-orm";
import type * as AdminSession from "../../helpers/admin-session";
import { auditLog, siteContentVersions } from "@/db/schema";
import { POST as refreshRoute } from "@/app/api/site-content/refresh/route";
import { setSiteEditorAction } from "@/lib/site-content/actions";
import { NOT_AN_EDITOR_MESSAGE } from "@/lib/site-content/editors";
import { FAQS_TAG, faqsKind, faqsRevision, getFaqs, readFaqs } from "@/lib/site-content/faqs";
import { refreshProof, REFRESH_PATH, REFRESH_PROOF_HEADER } from "@/lib/site-content/freshness";
import {
  deleteFaqAction,
  deleteServiceAction,
  moveFaqAction,
  moveServiceAction,
  saveFaqAction,
  saveServiceAction,
  setFaqHiddenAction,
  setServiceHiddenAction,
} from "@/lib/site-content/list-draft-actions";
import {
  getServices,
  readServices,
  readServicesSnapshot,
  SERVICES_TAG,
  servicesKind,
  servicesRevision,
} from "@/lib/site-content/services";
import {
  discardDraftAction,
  publishDraftAction,
  restoreVersionAction,
} from "@/lib/site-content/versions/actions";
import { listVersions, readDraft } from "@/lib/site-content/versions/store";
import { addressSigningSecret } from "@/server/traffic/client-address.mjs";
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
  // Next's cache needs its server; here every read goes to the database.
  unstable_cache: <A extends unknown[], T>(fn: (...args: A) => Promise<T>) => fn,
}));
jest.setTimeout(180_000);

const { updateTag, revalidateTag } = jest.requireMock<{
  updateTag: jest.Mock;
  revalidateTag: jest.Mock;
}>("next/cache");

const reading = {
  id: "reading-tutoring",
  name: "1:1 Online Reading Tutoring",
  priceUsd: "70",
  unit: "hour",
  note: "",
  description:
    "Orton-Gillingham structured literacy lessons for reading and spelling: sounds, phonics, syllables, fluency and comprehension, taught explicitly and in a steady sequence your child can master.",
  ctaLabel: "Start with a free call",
  booking: "consultation",
};

describe.each(testDatabaseTargets())("services and FAQs on $label", (target) => {
  const database = testDatabaseForApp(target);
  let admin: Persona;
  let teacher: Persona;

  const db = () => database().db;
  const shownServices = () => readServices(db());
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

  it("starts with the spec's six services and today's questions, version 1 kept", async () => {
    expect(
      (await shownServices()).map(({ name, price, note, cta }) => ({
        name,
        price,
        note,
        href: cta.href,
      })),
    ).toEqual([
      { name: "Free Consultation", price: "Free", note: "", href: "/start-here?open=consultation" },
      {
        name: "Student Assessments",
        price: "$100",
        note: "Free after completing 8 sessions",
        href: "/start-here?open=intake",
      },
      {
        name: "1:1 Online Reading Tutoring",
        price: "$70/hour",
        note: "",
        href: "/start-here?open=consultation",
      },
      {
        name: "1:1 Online Math Tutoring",
        price: "$70/hour",
        note: "",
        href: "/start-here?open=consultation",
      },
      {
        name: "Reading Discovery Program",
        price: "$1,200",
        note: "Online 1:1, twenty sessions",
        href: "/start-here?open=consultation",
      },
      {
        name: "1:1 Online Writing",
        price: "$50/hour",
        note: "Printing, D'Nealian, cursive",
        href: "/start-here?open=consultation",
      },
    ]);
    expect((await readFaqs(db(), "structured-literacy")).map((q) => q.question)).toEqual([
      "Who benefits from structured literacy?",
      "How is structured literacy different from how my child is taught at school?",
      "How long does it take to see results?",
      "Are your instructors certified?",
    ]);
    expect((await readFaqs(db(), "services-offered")).length).toBeGreaterThan(2);
    // Every seeded text passes today's checks, so version 1 can always be restored.
    const [services1] = await versions("services");
    expect(servicesKind.schema.safeParse(services1?.snapshot).success).toBe(true);
    expect(services1?.snapshot).toEqual(await readServicesSnapshot(db()));
    const [faqs1] = await versions("faqs");
    expect(faqsKind.schema.safeParse(faqs1?.snapshot).success).toBe(true);
  });

  it("a teacher without the editor permission changes nothing, drafts included", async () => {
    actAs(teacher.headers());
    expect(await saveServiceAction(null, form({ ...reading, priceUsd: "75" }))).toEqual({
      ok: false,
      message: NOT_AN_EDITOR_MESSAGE,
    });
    expect(await moveFaqAction({ id: "sl-how-long", direction: "up" })).toMatchObject({
      ok: false,
    });
    expect(await publishDraftAction({ kind: "services" })).toMatchObject({ ok: false });
    expect(await readDraft(db(), servicesKind)).toBeNull();
    expect(await readDraft(db(), faqsKind)).toBeNull();
  });

  it("a new price lands in the draft: live pages unchanged, the preview shows it", async () => {
    actAs(admin.headers());
    const result = await saveServiceAction(null, form({ ...reading, priceUsd: "75" }));
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.message).toContain("changed in the draft");
    expect(updateTag).not.toHaveBeenCalled();
    const price = async () => (await getServices()).find((s) => s.id === "reading-tutoring")?.price;
    expect(await price()).toBe("$70/hour");
    previewing = true;
    expect(await price()).toBe("$75/hour");
    const draft = await readDraft(db(), servicesKind);
    expect(servicesKind.describeChanges(await readServicesSnapshot(db()), draft!.snapshot)).toEqual(
      ["1:1 Online Reading Tutoring: price"],
    );
  });

  it("a refused change says why and leaves the draft as it was", async () => {
    actAs(admin.headers());
    const before = await readDraft(db(), servicesKind);
    const result = await saveServiceAction(
      null,
      form({ ...reading, description: "Read <script>alert(1)</script>" }),
    );
    expect(result).toMatchObject({
      ok: false,
      message: "HTML tags are not allowed. Use **bold**, _italic_, links and lists instead.",
    });
    expect(
      await saveServiceAction(null, form({ ...reading, id: "gone", name: "Gone" })),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/not found/) as unknown });
    expect(await readDraft(db(), servicesKind)).toEqual(before);
  });

  it("add, move, hide and delete are drafted too, and publish makes them live at once", async () => {
    actAs(admin.headers());
    const added = await saveServiceAction(
      null,
      form({
        name: "Spelling Boost",
        priceUsd: "60",
        unit: "hour",
        note: "",
        description: "Spelling rules, **one to one**.",
        ctaLabel: "Start with a free call",
        booking: "consultation",
      }),
    );
    const id = (added.ok && (added.data as { id: string }).id) || "";
    expect(id).toMatch(/^spelling-boost-/);
    expect(await moveServiceAction({ id, direction: "up" })).toMatchObject({ ok: true });
    expect(await setServiceHiddenAction({ id: "math-tutoring", hidden: "yes" })).toMatchObject({
      ok: true,
    });
    expect(await moveServiceAction({ id: "free-consultation", direction: "up" })).toMatchObject({
      ok: true,
      message: expect.stringMatching(/already first/) as unknown,
    });
    expect((await shownServices()).map((s) => s.id)).not.toContain(id);

    const revision = await servicesRevision(db());
    const kept = (await versions("services")).length;
    const result = await publishDraftAction({ kind: "services" });
    expect(result).toMatchObject({ ok: true });
    expect(updateTag).toHaveBeenCalledWith(SERVICES_TAG);
    expect(await servicesRevision(db())).toBe(revision + 1);
    expect(await versions("services")).toHaveLength(kept + 1);
    expect(await readDraft(db(), servicesKind)).toBeNull();
    const live = await shownServices();
    expect(live.map((s) => s.id)).toEqual([
      "free-consultation",
      "student-assessments",
      "reading-tutoring",
      "reading-discovery-program",
      id,
      "writing-tutoring",
    ]);
    expect(live.find((s) => s.id === "reading-tutoring")?.price).toBe("$75/hour");
    const [entry] = await auditOf("site.publish");
    expect(entry).toMatchObject({ actorId: admin.id, entityId: "services" });
    const [newest] = await listVersions(db(), servicesKind);
    expect(newest?.changes).toEqual([
      "1:1 Online Reading Tutoring: price",
      "1:1 Online Math Tutoring: shown or hidden",
      "Spelling Boost: added",
    ]);

    expect(await deleteServiceAction({ id })).toMatchObject({ ok: true });
    expect(await discardDraftAction({ kind: "services" })).toMatchObject({ ok: true });
    expect((await shownServices()).map((s) => s.id)).toContain(id);
  });

  it("restores the first version in one step, as a new version that names it", async () => {
    const [first] = await versions("services");
    actAs(admin.headers());
    const result = await restoreVersionAction({ id: first!.id });
    expect(result).toMatchObject({ ok: true });
    expect(updateTag).toHaveBeenCalledWith(SERVICES_TAG);
    expect(await readServicesSnapshot(db())).toEqual(first!.snapshot);
    expect((await versions("services")).at(-1)).toMatchObject({
      restoredFrom: first!.id,
      publishedBy: admin.id,
    });
    expect((await auditOf("site.restore")).at(-1)).toMatchObject({ entityId: "services" });
  });

  it("an answer with a bold word and a link: drafted, previewed, published on its page only", async () => {
    actAs(admin.headers());
    const answer =
      "Most families notice improvement within **4-6 weeks**. [Read about our tutors](/meet-our-staff).";
    const result = await saveFaqAction(
      null,
      form({
        id: "sl-how-long",
        page: "structured-literacy",
        question: "How long does it take to see results?",
        answer,
      }),
    );
    expect(result).toMatchObject({ ok: true });
    const timing = async () =>
      (await getFaqs("structured-literacy")).find((q) => q.id === "sl-how-long")?.answer;
    expect(await timing()).not.toBe(answer);
    previewing = true;
    expect(await timing()).toBe(answer);
    previewing = false;

    // A move stays within the question's own page.
    expect(await moveFaqAction({ id: "sl-who-benefits", direction: "up" })).toMatchObject({
      ok: true,
      message: expect.stringMatching(/already first/) as unknown,
    });
    expect(await moveFaqAction({ id: "so-session-length", direction: "up" })).toMatchObject({
      message: expect.stringMatching(/already first/) as unknown,
    });
    expect(await setFaqHiddenAction({ id: "sl-certified", hidden: "yes" })).toMatchObject({
      ok: true,
    });
    expect(
      await saveFaqAction(
        null,
        form({ page: "structured-literacy", question: "Why?", answer: "[x](javascript:go())" }),
      ),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/^Links must start/) as unknown });

    const revision = await faqsRevision(db());
    expect(await publishDraftAction({ kind: "faqs" })).toMatchObject({ ok: true });
    expect(updateTag).toHaveBeenCalledWith(FAQS_TAG);
    expect(await faqsRevision(db())).toBe(revision + 1);
    expect(await timing()).toBe(answer);
    expect((await readFaqs(db(), "structured-literacy")).map((q) => q.id)).toEqual([
      "sl-who-benefits",
      "sl-how-different",
      "sl-how-long",
    ]);
    expect(await readFaqs(db(), "services-offered")).toHaveLength(4);
    const [newest] = await listVersions(db(), faqsKind);
    expect(newest?.changes).toEqual([
      "“How long does it take to see results?”: answer",
      "“Are your instructors certified?”: shown or hidden",
    ]);

    expect(await deleteFaqAction({ id: "sl-how-long" })).toMatchObject({ ok: true });
    expect(await discardDraftAction({ kind: "faqs" })).toMatchObject({ ok: true });
  });

  it("a teacher an admin allowed may draft and publish", async () => {
    actAs(admin.headers());
    await setSiteEditorAction(null, form({ userId: teacher.id, editor: "yes" }));
    actAs(teacher.headers());
    expect(await setFaqHiddenAction({ id: "sl-certified", hidden: "no" })).toMatchObject({
      ok: true,
    });
    expect(await publishDraftAction({ kind: "faqs" })).toMatchObject({ ok: true });
    expect(await readFaqs(db(), "structured-literacy")).toHaveLength(4);
    expect((await auditOf("site.publish")).at(-1)).toMatchObject({ actorId: teacher.id });
    actAs(admin.headers());
    await setSiteEditorAction(null, form({ userId: teacher.id, editor: "no" }));
  });
});

describe("the refresh route", () => {
  it("expires the services and FAQ pages too", () => {
    const secret = addressSigningSecret({ create: true })!;
    const response = refreshRoute(
      new Request(`http://127.0.0.1${REFRESH_PATH}`, {
        method: "POST",
        headers: { [REFRESH_PROOF_HEADER]: refreshProof(secret) },
      }),
    );
    expect(response.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith(SERVICES_TAG, { expire: 0 });
    expect(revalidateTag).toHaveBeenCalledWith(FAQS_TAG, { expire: 0 });
  });
});
