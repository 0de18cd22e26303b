// Issue 37, staff profiles: the migration seeds today's five people; Admin → Site → Staff
// profiles adds, edits, reorders, hides and deletes them (admins, and teachers an admin allowed),
// audit-logged and expiring the pages that show them; photo uploads are checked by content and
// size and refused without a trace; other instances notice through the joined revision.
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import type * as AdminSession from "../../helpers/admin-session";
import { auditLog, staffPhotos, staffProfiles } from "@/db/schema";
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
import {
  builtInProfiles,
  readEditableProfiles,
  readStaffProfiles,
  STAFF_PROFILES_TAG,
  staffProfilesRevision,
} from "@/lib/site-content/staff-profiles";
import { PHOTO_MAX_BYTES } from "@/lib/site-content/photos/formats";
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

const photoJpeg = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: "#3366aa" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N" } })
    .toBuffer();

describe.each(testDatabaseTargets())("staff profiles on $label", (target) => {
  const database = testDatabaseForApp(target);
  let admin: Persona;
  let teacher: Persona;
  let member: Persona;

  const profiles = () => readEditableProfiles(database().db);
  const save = (who: Persona, values: Record<string, string | string[]>) => {
    actAs(who.headers());
    return saveStaffProfileAction(null, profileForm({ ...newPerson, ...values }));
  };
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
    database()
      .db.select()
      .from(auditLog)
      .where(inArray(auditLog.entityType, ["staff_profile", "staff_photo"]));
  const photoCount = async () => (await database().db.select().from(staffPhotos)).length;

  beforeAll(async () => {
    admin = await persona(database(), "admin");
    teacher = await persona(database(), "teacher");
    member = await persona(database(), "member");
  });
  beforeEach(() => {
    updateTag.mockClear();
    revalidateTag.mockClear();
  });

  it("starts with the people the site showed before they were editable", async () => {
    expect(await readStaffProfiles(database().db)).toEqual(builtInProfiles());
    expect(await staffProfilesRevision(database().db)).toBe(0);
  });

  it("an admin adds a person: last in the list, audit-logged, pages expired", async () => {
    const before = await profiles();
    const result = await save(admin, {});
    expect(result).toMatchObject({ ok: true });
    const after = await profiles();
    expect(after).toHaveLength(before.length + 1);
    const added = after.at(-1)!;
    expect(added).toMatchObject({
      name: "Jordan Avery",
      credentials: [
        { kind: "aogpe-associate", text: "" },
        { kind: "other", text: "B.A., Elementary Education" },
      ],
      bio: ["Jordan teaches reading.", "Jordan also coaches spelling."],
      specialties: ["Spelling", "Fluency"],
      hidden: false,
      photo: null,
    });
    expect(result.ok && result.data).toEqual({ id: added.id });
    expect(updateTag).toHaveBeenCalledWith(STAFF_PROFILES_TAG);
    expect(await staffProfilesRevision(database().db)).toBe(1);
    const entries = await audit();
    expect(entries.at(-1)).toMatchObject({
      actorId: admin.id,
      action: "site.staff_add",
      entityId: added.id,
    });
  });

  it("uploads a photo: EXIF gone, kept, served in modern formats with long cache headers", async () => {
    const response = await upload(admin, await photoJpeg());
    expect(response.status).toBe(201);
    const photo = (await response.json()) as { id: string; revision: number; width: number };
    expect(photo.width).toBe(400);
    const [row] = await database()
      .db.select()
      .from(staffPhotos)
      .where(eq(staffPhotos.id, photo.id));
    expect((await sharp(row!.image).metadata()).exif).toBeUndefined();

    const jordan = (await profiles()).at(-1)!;
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
    const shown = (await readStaffProfiles(database().db)).find((p) => p.id === jordan.id)!;
    expect(shown.picture).toMatchObject({ kind: "photo", alt: "Jordan Avery smiling" });
    // The focal point moved, so the URLs name the photo's next revision.
    expect(shown.picture!.src).toBe(`/images/staff-photos/${photo.id}-160.webp?v=2`);

    const served = await photoRoute(new Request(`http://localhost:3000${shown.picture!.src}`), {
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

  it("moves a person up and down, and not past either end", async () => {
    const order = async () => (await profiles()).map((p) => p.id);
    const start = await order();
    const last = start.at(-1)!;
    actAs(admin.headers());
    expect(await moveStaffProfileAction({ id: last, direction: "up" })).toMatchObject({
      ok: true,
    });
    expect(await order()).toEqual([...start.slice(0, -2), last, start.at(-2)]);
    expect(updateTag).toHaveBeenCalledWith(STAFF_PROFILES_TAG);
    await moveStaffProfileAction({ id: last, direction: "down" });
    expect(await order()).toEqual(start);
    const revision = await staffProfilesRevision(database().db);
    const atEnd = await moveStaffProfileAction({ id: last, direction: "down" });
    expect(atEnd.ok && atEnd.message).toMatch(/already last/);
    expect(await order()).toEqual(start);
    expect(await staffProfilesRevision(database().db)).toBe(revision);
  });

  it("hides and shows a person on the public page", async () => {
    const id = "megan-park";
    actAs(admin.headers());
    expect(await setStaffProfileHiddenAction({ id, hidden: "yes" })).toMatchObject({ ok: true });
    expect((await readStaffProfiles(database().db)).map((p) => p.id)).not.toContain(id);
    expect((await profiles()).find((p) => p.id === id)?.hidden).toBe(true);
    await setStaffProfileHiddenAction({ id, hidden: "no" });
    expect((await readStaffProfiles(database().db)).map((p) => p.id)).toContain(id);
    const actions = (await audit()).filter((e) => e.entityId === id).map((e) => e.action);
    expect(actions).toEqual(["site.staff_hide", "site.staff_show"]);
  });

  it("a bad save says why and changes nothing", async () => {
    const before = await profiles();
    const revision = await staffProfilesRevision(database().db);
    const result = await save(admin, { id: "megan-park", name: "", bio: "<b>Bold</b>" });
    expect(result).toMatchObject({ ok: false });
    const missing = await save(admin, {
      id: "megan-park",
      photoId: "0b9f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4",
      altText: "A photo that was never uploaded",
    });
    expect(missing.ok ? "" : missing.message).toMatch(/upload it again/);
    expect(await profiles()).toEqual(before);
    expect(await staffProfilesRevision(database().db)).toBe(revision);
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("a teacher may edit only once an admin allows it, and members never", async () => {
    const before = await profiles();
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
    expect(await profiles()).toEqual(before);

    actAs(admin.headers());
    await setSiteEditorAction(null, form({ userId: teacher.id, editor: "yes" }));
    const result = await save(teacher, {
      id: "megan-park",
      name: "Megan Park",
      role: "Structured Literacy Tutor",
      userId: teacher.id,
    });
    expect(result).toMatchObject({ ok: true });
    expect((await profiles()).find((p) => p.id === "megan-park")).toMatchObject({
      userId: teacher.id,
      bio: ["Jordan teaches reading.", "Jordan also coaches spelling."],
    });
    // Parents see the profile's name as the host of the consultations this teacher holds.
    expect(await hostName(database().db, teacher.id)).toBe("Megan Park");
    expect(await hostName(database().db, admin.id)).toMatch(/^admin \d+$/);
    // Only a staff account may be linked.
    const linkMember = await save(teacher, { id: "megan-park", userId: member.id });
    expect(linkMember.ok ? "" : linkMember.message).toMatch(/teacher's or an admin's/);
    actAs(admin.headers());
    await setSiteEditorAction(null, form({ userId: teacher.id, editor: "no" }));
  });

  it("deletes a person, keeping their photo for the history's kept versions", async () => {
    const jordan = (await profiles()).find((p) => p.name === "Jordan Avery")!;
    expect(jordan.photo).not.toBeNull();
    actAs(admin.headers());
    expect(await deleteStaffProfileAction({ id: jordan.id })).toMatchObject({ ok: true });
    expect((await profiles()).map((p) => p.id)).not.toContain(jordan.id);
    const left = await database()
      .db.select()
      .from(staffPhotos)
      .where(eq(staffPhotos.id, jordan.photo!.id));
    // A kept version of the list refers to the photo, so restoring it brings Jordan back whole.
    expect(left).toHaveLength(1);
    expect(await deleteStaffProfileAction({ id: jordan.id })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not found/) as unknown,
    });
    const rows = await database()
      .db.select()
      .from(staffProfiles)
      .where(eq(staffProfiles.id, jordan.id));
    expect(rows).toEqual([]);
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
