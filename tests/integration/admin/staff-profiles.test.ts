// Issue 37, staff profiles: the migration seeds today's five people; Admin → Site → Staff
// profiles adds, edits (photo, focal point and linked account included), reorders, hides and
// deletes them in the staff profiles' draft (admins, and teachers an admin allowed). Nothing
// parents see, and no consultation's host, changes until the draft is published, which keeps a
// version, is audit-logged and expires the pages that show staff; a discarded draft is gone; a
// kept version is restored whole. Photo uploads are checked by content and size and refused
// without a trace; a photo waiting in a draft is kept and shown in the preview; other instances
// notice through the joined revision.
import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import type * as AdminSession from "../../helpers/admin-session";
import { auditLog, siteContentVersions, staffPhotos, staffProfiles } from "@/db/schema";
import { POST as uploadRoute } from "@/app/api/site-content/staff-photos/route";
import { GET as photoRoute } from "@/app/images/staff-photos/[file]/route";
import { POST as refreshRoute } from "@/app/api/site-content/refresh/route";
import {
  deleteStaffProfileAction,
  moveStaffProfileAction,
  saveStaffProfileAction,
  setSiteEditorAction,
  setStaffProfileHiddenAction,
} from "@/lib/site-content/actions";
import { hostName } from "@/lib/booking/meeting";
import { NOT_AN_EDITOR_MESSAGE } from "@/lib/site-content/editors";
import { refreshProof, REFRESH_PATH, REFRESH_PROOF_HEADER } from "@/lib/site-content/freshness";
import { readStaffDraftOrLive } from "@/lib/site-content/staff-drafts";
import {
  builtInProfiles,
  getStaffProfiles,
  readStaffProfiles,
  readStaffSnapshot,
  STAFF_PROFILES_TAG,
  staffProfilesKind,
  staffProfilesRevision,
  storeStaffPhoto,
} from "@/lib/site-content/staff-profiles";
import {
  discardDraftAction,
  publishDraftAction,
  restoreVersionAction,
} from "@/lib/site-content/versions/actions";
import { readDraft } from "@/lib/site-content/versions/store";
import { PHOTO_MAX_BYTES } from "@/lib/site-content/photos/formats";
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

/** The editor's form as the browser posts it: repeated credential fields included. */
function profileForm(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values))
    for (const one of Array.isArray(value) ? value : [value]) data.append(key, one);
  return data;
}

const newPerson = {
  name: "Jordan Avery",
  role: "Reading Tutor",
  credentialKind: ["aogpe-associate", "other"],
  credentialText: ["", "B.A., Elementary Education"],
  bio: "Jordan teaches reading.\n\nJordan also coaches spelling.",
  specialties: "Spelling\nFluency",
  photoId: "",
  focusX: "0.5",
  focusY: "0.5",
  altText: "",
  userId: "",
};

/** Dark on the left, light on the right: where a crop sits shows in how light it is. */
const photoJpeg = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: "#000000" } })
    .composite([
      {
        input: { create: { width: 200, height: 300, channels: 3, background: "#ffffff" } },
        left: 200,
        top: 0,
      },
    ])
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N" } })
    .toBuffer();

describe.each(testDatabaseTargets())("staff profiles on $label", (target) => {
  const database = testDatabaseForApp(target);
  let admin: Persona;
  let teacher: Persona;
  let member: Persona;

  const db = () => database().db;
  /** The list the editor shows: the draft, else what is live. */
  const drafted = () => readStaffDraftOrLive(db());
  const live = async () => (await readStaffSnapshot(db())).profiles;
  const shown = () => readStaffProfiles(db());
  const save = (who: Persona, values: Record<string, string | string[]>) => {
    actAs(who.headers());
    return saveStaffProfileAction(null, profileForm({ ...newPerson, ...values }));
  };
  const publish = () => {
    actAs(admin.headers());
    return publishDraftAction({ kind: "staff-profiles" });
  };
  const versions = () =>
    db()
      .select()
      .from(siteContentVersions)
      .where(eq(siteContentVersions.kind, "staff-profiles"))
      .orderBy(siteContentVersions.id);
  const upload = (who: Persona, body: Uint8Array | Buffer, extra: Record<string, string> = {}) => {
    actAs(who.headers(extra));
    return uploadRoute(
      new Request("http://localhost:3000/api/site-content/staff-photos", {
        method: "POST",
        body: new Uint8Array(body),
        headers: { "content-type": "application/octet-stream" },
      }),
    );
  };
  const audit = () =>
    db()
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityType, ["staff_profile", "staff_photo"]));
  const publishes = () =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "site.publish"), eq(auditLog.entityId, "staff-profiles")));
  const photoCount = async () => (await db().select().from(staffPhotos)).length;
  const photoRow = async (id: string) =>
    (await db().select().from(staffPhotos).where(eq(staffPhotos.id, id)))[0];
  const jordanOf = async () => (await drafted()).find((p) => p.name === "Jordan Avery")!;

  beforeAll(async () => {
    admin = await persona(database(), "admin");
    teacher = await persona(database(), "teacher");
    member = await persona(database(), "member");
  });
  beforeEach(() => {
    updateTag.mockClear();
    revalidateTag.mockClear();
    previewing = false;
  });

  it("starts with the people the site showed before they were editable", async () => {
    expect(await shown()).toEqual(builtInProfiles());
    expect(await staffProfilesRevision(db())).toBe(0);
    expect(await readDraft(db(), staffProfilesKind)).toBeNull();
  });

  it("an added person waits in the draft; Publish makes them live with a version", async () => {
    const before = await shown();
    const versionsBefore = (await versions()).length;
    const result = await save(admin, {});
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.message).toMatch(/added to the draft.*live site is unchanged/);
    const added = (await drafted()).at(-1)!;
    expect(added).toMatchObject({
      name: "Jordan Avery",
      credentials: [
        { kind: "aogpe-associate", text: "" },
        { kind: "other", text: "B.A., Elementary Education" },
      ],
      bio: ["Jordan teaches reading.", "Jordan also coaches spelling."],
      specialties: ["Spelling", "Fluency"],
      hidden: false,
      photoId: null,
    });
    expect(result.ok && result.data).toEqual({ id: added.id });
    // Nothing live moved: the page, its revision, its cache and the history are as they were.
    expect(await shown()).toEqual(before);
    expect(await staffProfilesRevision(db())).toBe(0);
    expect(updateTag).not.toHaveBeenCalled();
    expect(await versions()).toHaveLength(versionsBefore);
    previewing = true;
    expect((await getStaffProfiles()).at(-1)).toMatchObject({ name: "Jordan Avery" });
    previewing = false;

    const draft = await readDraft(db(), staffProfilesKind);
    expect(
      staffProfilesKind.describeChanges(await readStaffSnapshot(db()), draft!.snapshot),
    ).toEqual(["Jordan Avery: added"]);
    const published = await publish();
    expect(published.ok && published.message).toMatch(/^Published: .*Jordan Avery: added/);
    expect((await shown()).at(-1)).toMatchObject({ id: added.id, name: "Jordan Avery" });
    expect(await staffProfilesRevision(db())).toBe(1);
    expect(updateTag).toHaveBeenCalledWith(STAFF_PROFILES_TAG);
    expect(await readDraft(db(), staffProfilesKind)).toBeNull();
    const newest = (await versions()).at(-1)!;
    expect((await versions()).length).toBe(versionsBefore + 1);
    expect(newest).toMatchObject({ publishedBy: admin.id });
    expect((await publishes()).at(-1)).toMatchObject({
      actorId: admin.id,
      details: expect.objectContaining({ changed: ["Jordan Avery: added"] }) as unknown,
    });
  });

  it("a photo uploaded into the draft is kept, shown in the preview, and live once published", async () => {
    const response = await upload(admin, await photoJpeg());
    expect(response.status).toBe(201);
    const photo = (await response.json()) as { id: string; revision: number; width: number };
    expect(photo.width).toBe(400);
    const row = await photoRow(photo.id);
    expect((await sharp(row!.image).metadata()).exif).toBeUndefined();

    const jordan = await jordanOf();
    const missingAlt = await save(admin, { id: jordan.id, photoId: photo.id });
    expect(missingAlt).toMatchObject({ ok: false });
    expect(missingAlt.ok ? "" : missingAlt.message).toMatch(/describe the photo/);

    const saved = await save(admin, {
      id: jordan.id,
      photoId: photo.id,
      altText: "Jordan Avery smiling",
      focusX: "0.25",
      focusY: "0.4",
    });
    expect(saved).toMatchObject({ ok: true });
    expect(await jordanOf()).toMatchObject({ photoId: photo.id, focusX: 0.25, focusY: 0.4 });
    // No page shows the new photo yet, so it takes the focal point at once: the preview crops it
    // right, and the URLs name its next revision.
    expect(await photoRow(photo.id)).toMatchObject({ focusX: 0.25, focusY: 0.4, revision: 2 });
    expect((await shown()).find((p) => p.id === jordan.id)!.picture).toBeNull();
    previewing = true;
    const previewed = (await getStaffProfiles()).find((p) => p.id === jordan.id)!;
    expect(previewed.picture).toMatchObject({
      kind: "photo",
      alt: "Jordan Avery smiling",
      src: `/images/staff-photos/${photo.id}-160.webp?v=2`,
    });
    previewing = false;

    // The day-old tidy-up of abandoned uploads leaves a photo a draft is waiting with.
    const dayAfter = new Date(row!.createdAt.getTime() + 25 * 60 * 60 * 1000);
    await storeStaffPhoto(
      db(),
      { ...admin, name: "Admin" },
      {
        image: row!.image,
        width: 400,
        height: 300,
      },
      dayAfter,
    );
    expect(await photoRow(photo.id)).toBeDefined();

    expect(await publish()).toMatchObject({ ok: true });
    const onPage = (await shown()).find((p) => p.id === jordan.id)!;
    expect(onPage.picture).toMatchObject({ kind: "photo", alt: "Jordan Avery smiling" });
    expect(onPage.picture!.src).toBe(`/images/staff-photos/${photo.id}-160.webp?v=2`);

    const served = await photoRoute(new Request(`http://localhost:3000${onPage.picture!.src}`), {
      params: Promise.resolve({ file: `${photo.id}-160.webp` }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 160, height: 160 });

    const avif = await photoRoute(
      new Request(`http://localhost:3000/images/staff-photos/${photo.id}-320.avif?v=1`),
      { params: Promise.resolve({ file: `${photo.id}-320.avif` }) },
    );
    expect(avif.headers.get("content-type")).toBe("image/avif");
    // An older revision's URL still answers, but is not cached for good.
    expect(avif.headers.get("cache-control")).toBe("public, no-cache");

    const odd = await photoRoute(new Request("http://localhost:3000/x"), {
      params: Promise.resolve({ file: `${photo.id}-999.webp` }),
    });
    expect(odd.status).toBe(404);
  });

  it("a focal point moved in the draft leaves the live crop alone until published; restore puts it back", async () => {
    const jordan = await jordanOf();
    const photoId = jordan.photoId!;
    const liveSrc = `/images/staff-photos/${photoId}-160.webp?v=2`;
    expect(
      await save(admin, {
        id: jordan.id,
        photoId,
        altText: "Jordan Avery smiling",
        focusX: "0.7",
        focusY: "0.6",
      }),
    ).toMatchObject({ ok: true });
    expect(await jordanOf()).toMatchObject({ focusX: 0.7, focusY: 0.6 });
    expect(await photoRow(photoId)).toMatchObject({ focusX: 0.25, focusY: 0.4, revision: 2 });
    expect((await shown()).find((p) => p.id === jordan.id)!.picture!.src).toBe(liveSrc);

    // The editor's preview asks for the draft's crop; only a preview is served it, never cached.
    const lightness = async (response: Response) =>
      (await sharp(Buffer.from(await response.arrayBuffer())).stats()).channels[0]!.mean;
    const serve = (src: string) =>
      photoRoute(new Request(`http://localhost:3000${src}`), {
        params: Promise.resolve({ file: `${photoId}-160.webp` }),
      });
    previewing = true;
    const previewSrc = (await getStaffProfiles()).find((p) => p.id === jordan.id)!.picture!.src;
    expect(previewSrc).toBe(`${liveSrc}&fx=0.7&fy=0.6`);
    const previewCrop = await serve(previewSrc);
    expect(previewCrop.headers.get("cache-control")).toBe("private, no-store");
    const previewLight = await lightness(previewCrop);
    previewing = false;
    const liveLight = await lightness(await serve(liveSrc));
    // Moved right, the crop takes in more of the light half.
    expect(previewLight).toBeGreaterThan(liveLight + 40);
    const asked = await serve(previewSrc);
    expect(asked.headers.get("cache-control")).toBe("private, no-store");
    expect(await lightness(asked)).toBeCloseTo(liveLight, 0);

    const draft = await readDraft(db(), staffProfilesKind);
    expect(
      staffProfilesKind.describeChanges(await readStaffSnapshot(db()), draft!.snapshot),
    ).toEqual(["Jordan Avery: focal point"]);

    const before = (await versions()).at(-1)!;
    expect(await publish()).toMatchObject({ ok: true });
    expect(await photoRow(photoId)).toMatchObject({ focusX: 0.7, focusY: 0.6, revision: 3 });
    expect((await shown()).find((p) => p.id === jordan.id)!.picture!.src).toBe(
      `/images/staff-photos/${photoId}-160.webp?v=3`,
    );

    // Restoring the version before brings its crop back, as a new revision (new URLs).
    actAs(admin.headers());
    expect(await restoreVersionAction({ id: before.id })).toMatchObject({ ok: true });
    expect(await photoRow(photoId)).toMatchObject({ focusX: 0.25, focusY: 0.4, revision: 4 });
    expect((await live()).find((p) => p.id === jordan.id)).toMatchObject({ focusX: 0.25 });
  });

  it("refuses a wrong type, an empty body and more than 10 MB, keeping nothing", async () => {
    const photos = await photoCount();
    const entries = (await audit()).length;
    const text = await upload(admin, Buffer.from("I am text, whatever my name says (me.jpg)"));
    expect(text.status).toBe(415);
    expect(((await text.json()) as { error: string }).error).toMatch(/JPEG, PNG, WebP or HEIC/);
    const gif = await upload(
      admin,
      await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
        .gif()
        .toBuffer(),
    );
    expect(gif.status).toBe(415);
    expect((await upload(admin, Buffer.alloc(0))).status).toBe(400);
    const big = Buffer.alloc(PHOTO_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    const tooBig = await upload(admin, big);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: string }).error).toMatch(/larger than 10 MB/);
    expect(await photoCount()).toBe(photos);
    expect(await audit()).toHaveLength(entries);
  });

  it("refuses uploads from anyone who may not edit the site, or from another site", async () => {
    const photos = await photoCount();
    const jpeg = await photoJpeg();
    expect((await upload(teacher, jpeg)).status).toBe(403);
    expect((await upload(member, jpeg)).status).toBe(403);
    expect((await upload(admin, jpeg, { origin: "https://elsewhere.example" })).status).toBe(403);
    expect(await photoCount()).toBe(photos);
  });

  it("moves a person up and down in the draft, not past either end; Discard drops the draft", async () => {
    const order = async () => (await drafted()).map((p) => p.id);
    const start = await order();
    const liveOrder = (await live()).map((p) => p.id);
    expect(start).toEqual(liveOrder);
    const last = start.at(-1)!;
    actAs(admin.headers());
    const atEnd = await moveStaffProfileAction({ id: last, direction: "down" });
    expect(atEnd.ok && atEnd.message).toMatch(/already last/);
    // Nothing moved, so no draft was started.
    expect(await readDraft(db(), staffProfilesKind)).toBeNull();

    expect(await moveStaffProfileAction({ id: last, direction: "up" })).toMatchObject({
      ok: true,
      message: expect.stringMatching(/moved up in the draft/) as unknown,
    });
    const moved = [...start.slice(0, -2), last, start.at(-2)];
    expect(await order()).toEqual(moved);
    expect((await live()).map((p) => p.id)).toEqual(liveOrder);
    expect(updateTag).not.toHaveBeenCalled();
    const draft = await readDraft(db(), staffProfilesKind);
    expect(
      staffProfilesKind.describeChanges(await readStaffSnapshot(db()), draft!.snapshot),
    ).toEqual(["order"]);

    const revision = await staffProfilesRevision(db());
    actAs(admin.headers());
    expect(await discardDraftAction({ kind: "staff-profiles" })).toMatchObject({ ok: true });
    expect(await readDraft(db(), staffProfilesKind)).toBeNull();
    expect(await order()).toEqual(start);
    expect(await staffProfilesRevision(db())).toBe(revision);
  });

  it("hides and shows a person in the draft; the public page follows each publish", async () => {
    const id = "megan-park";
    actAs(admin.headers());
    expect(await setStaffProfileHiddenAction({ id, hidden: "yes" })).toMatchObject({ ok: true });
    expect((await drafted()).find((p) => p.id === id)?.hidden).toBe(true);
    expect((await shown()).map((p) => p.id)).toContain(id);
    await publish();
    expect((await shown()).map((p) => p.id)).not.toContain(id);
    actAs(admin.headers());
    await setStaffProfileHiddenAction({ id, hidden: "no" });
    expect((await shown()).map((p) => p.id)).not.toContain(id);
    await publish();
    expect((await shown()).map((p) => p.id)).toContain(id);
    const changed = (await publishes())
      .slice(-2)
      .map((e) => (e.details as { changed: string[] }).changed);
    expect(changed).toEqual([["Megan Park: hidden"], ["Megan Park: hidden"]]);
  });

  it("a bad save says why and changes neither the draft nor the site", async () => {
    const before = await drafted();
    const draftBefore = await readDraft(db(), staffProfilesKind);
    const revision = await staffProfilesRevision(db());
    const result = await save(admin, { id: "megan-park", name: "", bio: "<b>Bold</b>" });
    expect(result).toMatchObject({ ok: false });
    const missing = await save(admin, {
      id: "megan-park",
      photoId: "0b9f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4",
      altText: "A photo that was never uploaded",
    });
    expect(missing.ok ? "" : missing.message).toMatch(/upload it again/);
    const gone = await save(admin, { id: "nobody-here" });
    expect(gone.ok ? "" : gone.message).toMatch(/not found/);
    expect(await drafted()).toEqual(before);
    expect(await readDraft(db(), staffProfilesKind)).toEqual(draftBefore);
    expect(await staffProfilesRevision(db())).toBe(revision);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("a teacher may edit only once an admin allows it, and members never", async () => {
    const before = await drafted();
    expect(await save(teacher, {})).toEqual({ ok: false, message: NOT_AN_EDITOR_MESSAGE });
    expect(await save(member, {})).toMatchObject({ ok: false });
    actAs(teacher.headers());
    expect(await deleteStaffProfileAction({ id: "megan-park" })).toMatchObject({ ok: false });
    expect(await setStaffProfileHiddenAction({ id: "megan-park", hidden: "yes" })).toMatchObject({
      ok: false,
    });
    expect(await moveStaffProfileAction({ id: "megan-park", direction: "up" })).toMatchObject({
      ok: false,
    });
    expect(await publishDraftAction({ kind: "staff-profiles" })).toMatchObject({ ok: false });
    expect(await drafted()).toEqual(before);

    actAs(admin.headers());
    await setSiteEditorAction(null, form({ userId: teacher.id, editor: "yes" }));
    const result = await save(teacher, {
      id: "megan-park",
      name: "Megan Park",
      role: "Structured Literacy Tutor",
      userId: teacher.id,
    });
    expect(result).toMatchObject({ ok: true });
    expect((await drafted()).find((p) => p.id === "megan-park")).toMatchObject({
      userId: teacher.id,
      bio: ["Jordan teaches reading.", "Jordan also coaches spelling."],
    });
    // The linked account waits for the publish too: until then no consultation names Megan.
    const hostBefore = await hostName(db(), teacher.id);
    expect(hostBefore).not.toBe("Megan Park");
    actAs(teacher.headers());
    expect(await publishDraftAction({ kind: "staff-profiles" })).toMatchObject({ ok: true });
    // Parents see the profile's name as the host of the consultations this teacher holds.
    expect(await hostName(db(), teacher.id)).toBe("Megan Park");
    expect(await hostName(db(), admin.id)).toMatch(/^admin \d+$/);
    // Only a staff account may be linked.
    const linkMember = await save(teacher, { id: "megan-park", userId: member.id });
    expect(linkMember.ok ? "" : linkMember.message).toMatch(/teacher's or an admin's/);
    actAs(admin.headers());
    await setSiteEditorAction(null, form({ userId: teacher.id, editor: "no" }));
  });

  it("deletes a person in the draft; once published their photo stays for the history's restore", async () => {
    const jordan = await jordanOf();
    expect(jordan.photoId).not.toBeNull();
    const withJordan = (await versions()).at(-1)!;
    actAs(admin.headers());
    expect(await deleteStaffProfileAction({ id: jordan.id })).toMatchObject({ ok: true });
    expect((await drafted()).map((p) => p.id)).not.toContain(jordan.id);
    expect((await shown()).map((p) => p.id)).toContain(jordan.id);
    actAs(admin.headers());
    expect(await deleteStaffProfileAction({ id: jordan.id })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not found/) as unknown,
    });
    await publish();
    expect((await shown()).map((p) => p.id)).not.toContain(jordan.id);
    const rows = await db().select().from(staffProfiles).where(eq(staffProfiles.id, jordan.id));
    expect(rows).toEqual([]);
    // A kept version of the list refers to the photo, so restoring it brings Jordan back whole.
    expect(await photoRow(jordan.photoId!)).toBeDefined();
    actAs(admin.headers());
    expect(await restoreVersionAction({ id: withJordan.id })).toMatchObject({ ok: true });
    const back = (await shown()).find((p) => p.id === jordan.id);
    expect(back?.picture).toMatchObject({ kind: "photo", alt: "Jordan Avery smiling" });
  });
});

describe("the refresh route", () => {
  it("expires the staff pages too", () => {
    const secret = addressSigningSecret({ create: true })!;
    const response = refreshRoute(
      new Request(`http://127.0.0.1${REFRESH_PATH}`, {
        method: "POST",
        headers: { [REFRESH_PROOF_HEADER]: refreshProof(secret) },
      }),
    );
    expect(response.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith(STAFF_PROFILES_TAG, { expire: 0 });
  });
});
