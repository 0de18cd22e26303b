// Issue 37 point 4: the optional hero photo of the home page and /free-consultation, on PGlite
// and on PostgreSQL. Uploaded like a staff photo, cropped wide around its focal point, saved as a
// draft that only a preview shows, published (the hero tag expired, the revision stepped, a
// version kept), removed and restored in one step. Without one a page keeps its illustration;
// a description is required; a teacher needs the editor permission.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type * as AdminSession from "../../helpers/admin-session";
import { heroPhotos, siteContentVersions, staffPhotos } from "@/db/schema";
import { POST as uploadRoute } from "@/app/api/site-content/staff-photos/route";
import { GET as photoRoute } from "@/app/images/staff-photos/[file]/route";
import { setSiteEditorAction } from "@/lib/site-content/actions";
import { saveHeroDraftAction } from "@/lib/site-content/hero-actions";
import { HERO_ALT_NEEDED } from "@/lib/site-content/hero-photo-schema";
import {
  getHeroPhoto,
  HERO_PHOTOS_TAG,
  heroPhotosKind,
  heroPhotosRevision,
  readHeroSnapshot,
} from "@/lib/site-content/hero-photos";
import { NOT_AN_EDITOR_MESSAGE } from "@/lib/site-content/editors";
import { publishDraftAction, restoreVersionAction } from "@/lib/site-content/versions/actions";
import { readDraft } from "@/lib/site-content/versions/store";
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

const { updateTag } = jest.requireMock<{ updateTag: jest.Mock }>("next/cache");

const landscape = () =>
  sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#3366aa" } })
    .jpeg()
    .toBuffer();

describe.each(testDatabaseTargets())("hero photos on $label", (target) => {
  const database = testDatabaseForApp(target);
  let admin: Persona;
  let teacher: Persona;
  const db = () => database().db;

  const upload = async (who: Persona) => {
    actAs(who.headers());
    const response = await uploadRoute(
      new Request("http://localhost:3000/api/site-content/staff-photos", {
        method: "POST",
        body: new Uint8Array(await landscape()),
        headers: { "content-type": "application/octet-stream" },
      }),
    );
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; revision: number };
  };
  const saveHero = (who: Persona, values: Record<string, string>) => {
    actAs(who.headers());
    return saveHeroDraftAction(
      null,
      form({ page: "home", focusX: "0.5", focusY: "0.5", ...values }),
    );
  };
  const publish = (who: Persona) => {
    actAs(who.headers());
    return publishDraftAction({ kind: heroPhotosKind.key });
  };
  const photoRow = async (id: string) =>
    (await db().select().from(staffPhotos).where(eq(staffPhotos.id, id)))[0];

  beforeAll(async () => {
    admin = await persona(database(), "admin");
    teacher = await persona(database(), "teacher");
  });
  beforeEach(() => {
    updateTag.mockClear();
    previewing = false;
  });

  it("without a hero photo both pages keep their illustration", async () => {
    expect(await readHeroSnapshot(db())).toEqual({ home: null, "free-consultation": null });
    expect(await getHeroPhoto("home")).toBeNull();
    expect(await getHeroPhoto("free-consultation")).toBeNull();
  });

  it("a photo without a description is refused and no draft is kept", async () => {
    const photo = await upload(admin);
    const result = await saveHero(admin, { photoId: photo.id, altText: "  " });
    expect(result).toMatchObject({ ok: false, message: HERO_ALT_NEEDED });
    expect(await readDraft(db(), heroPhotosKind)).toBeNull();
  });

  it("a teacher needs the editor permission to save a hero draft", async () => {
    const photo = await upload(admin);
    expect(await saveHero(teacher, { photoId: photo.id, altText: "A tutor" })).toEqual({
      ok: false,
      message: NOT_AN_EDITOR_MESSAGE,
    });
    expect(await readDraft(db(), heroPhotosKind)).toBeNull();
  });

  let heroId = "";

  it("a draft is seen only in a preview, cropped around the focal point picked", async () => {
    const photo = await upload(admin);
    heroId = photo.id;
    const result = await saveHero(admin, {
      photoId: photo.id,
      focusX: "0.3",
      focusY: "0.6",
      altText: "A tutor and a child reading together on a video call",
    });
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.message).toContain("home page: photo added");
    expect(updateTag).not.toHaveBeenCalled();
    expect(await getHeroPhoto("home")).toBeNull();
    // A photo no page shows yet takes its focal point at once, so the preview crops it right.
    expect(await photoRow(photo.id)).toMatchObject({ focusX: 0.3, focusY: 0.6, revision: 2 });
    previewing = true;
    const shown = await getHeroPhoto("home");
    expect(shown).toMatchObject({
      alt: "A tutor and a child reading together on a video call",
      width: 960,
      height: 640,
      src: `/images/staff-photos/${photo.id}-hero-480.webp?v=2`,
    });
    expect(shown!.sources.map((s) => s.format)).toEqual(["avif", "webp"]);
    expect(await getHeroPhoto("free-consultation")).toBeNull();
  });

  it("publish makes it live on the home page only: tag expired, revision stepped, version kept", async () => {
    const revision = await heroPhotosRevision(db());
    const result = await publish(admin);
    expect(result).toMatchObject({ ok: true });
    expect(updateTag).toHaveBeenCalledWith(HERO_PHOTOS_TAG);
    expect(await heroPhotosRevision(db())).toBe(revision + 1);
    expect(await readDraft(db(), heroPhotosKind)).toBeNull();
    const live = await getHeroPhoto("home");
    expect(live?.src).toBe(`/images/staff-photos/${heroId}-hero-480.webp?v=2`);
    expect(await getHeroPhoto("free-consultation")).toBeNull();
    const kept = await db()
      .select()
      .from(siteContentVersions)
      .where(eq(siteContentVersions.kind, heroPhotosKind.key));
    // Version 1 (no photo, as the migration kept it) and this one.
    expect(kept.map((v) => v.snapshot)).toEqual([
      { home: null, "free-consultation": null },
      expect.objectContaining({ home: expect.objectContaining({ photoId: heroId }) as unknown }),
    ]);
  });

  it("serves the wide crop from our own route, as AVIF and WebP, cached for good", async () => {
    const response = await photoRoute(
      new Request(`http://localhost:3000/images/staff-photos/${heroId}-hero-960.avif?v=2`),
      { params: Promise.resolve({ file: `${heroId}-hero-960.avif` }) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 960, height: 640 });
    const unserved = await photoRoute(
      new Request(`http://localhost:3000/images/staff-photos/${heroId}-hero-161.webp`),
      { params: Promise.resolve({ file: `${heroId}-hero-161.webp` }) },
    );
    expect(unserved.status).toBe(404);
  });

  it("a live photo's new focal point waits for the publish", async () => {
    expect(
      await saveHero(admin, {
        photoId: heroId,
        focusX: "0.7",
        focusY: "0.6",
        altText: "A tutor and a child reading together on a video call",
      }),
    ).toMatchObject({ ok: true });
    expect(await photoRow(heroId)).toMatchObject({ focusX: 0.3, revision: 2 });
    // The preview asks for the draft's crop; parents keep the live one.
    previewing = true;
    expect((await getHeroPhoto("home"))?.src).toBe(
      `/images/staff-photos/${heroId}-hero-480.webp?v=2&fx=0.7&fy=0.6`,
    );
    previewing = false;
    expect((await getHeroPhoto("home"))?.src).toBe(
      `/images/staff-photos/${heroId}-hero-480.webp?v=2`,
    );
    expect(await publish(admin)).toMatchObject({ ok: true });
    expect(await photoRow(heroId)).toMatchObject({ focusX: 0.7, revision: 3 });
    expect((await getHeroPhoto("home"))?.src).toContain("?v=3");
  });

  it("a teacher given the editor permission removes it; a restore brings it back", async () => {
    actAs(admin.headers());
    expect(
      await setSiteEditorAction(null, form({ userId: teacher.id, editor: "yes" })),
    ).toMatchObject({ ok: true });
    expect(await saveHero(teacher, { photoId: "" })).toMatchObject({ ok: true });
    expect(await publish(teacher)).toMatchObject({ ok: true });
    expect(await getHeroPhoto("home")).toBeNull();
    expect(await db().select().from(heroPhotos)).toEqual([]);
    // The photo stays while a kept version refers to it.
    expect(await photoRow(heroId)).toBeDefined();
    const [withPhoto] = await db()
      .select()
      .from(siteContentVersions)
      .where(eq(siteContentVersions.kind, heroPhotosKind.key))
      .orderBy(siteContentVersions.id)
      .offset(1);
    actAs(teacher.headers());
    expect(await restoreVersionAction({ id: withPhoto!.id })).toMatchObject({ ok: true });
    expect((await getHeroPhoto("home"))?.alt).toBe(
      "A tutor and a child reading together on a video call",
    );
  });
});
