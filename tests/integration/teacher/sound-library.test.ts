// The sound library on the database: teachers and admins save recordings through the checked
// action (audio judged by its bytes, at most 20 KB, only the library's own slots), members and
// strangers are refused and nothing is stored; the games' list and each recording are served
// with ETags, a versioned URL cached for good; the export holds every recording and reads back.
import type * as AdminSession from "../../helpers/admin-session";
import { sql } from "drizzle-orm";
import { auditLog, soundRecordings } from "@/db/schema";
import { rowsOf } from "@/db/rows";
import { GET as manifest } from "@/app/api/sounds/route";
import { GET as audio } from "@/app/api/sounds/[id]/route";
import { GET as exportLibrary } from "@/app/(staff)/teacher-portal/sounds/export/route";
import { libraryFileSchema, MAX_SOUND_BYTES, soundMessages } from "@/lib/sounds/schemas";
import { testDatabaseForApp, testDatabaseTargets } from "../../helpers/test-db";
import { actAs, anonymous, persona, SITE, type Persona } from "../../helpers/admin-session";

jest.mock(
  "next/headers",
  () => jest.requireActual<typeof AdminSession>("../../helpers/admin-session").nextHeadersMock,
);
jest.mock(
  "@/lib/auth/server",
  () => jest.requireActual<typeof AdminSession>("../../helpers/admin-session").authServerMock,
);
jest.mock("next/cache", () => ({ refresh: jest.fn(), revalidatePath: jest.fn() }));
jest.setTimeout(240_000);

/** Bytes that start as a WebM file does (EBML), then `length` bytes in all. */
function webm(length: number, fill = 7): Uint8Array {
  const bytes = new Uint8Array(length).fill(fill);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  return bytes;
}
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${SITE}${path}`, { headers });
const params = (id: string) => ({ params: Promise.resolve({ id }) });

describe.each(testDatabaseTargets())("the sound library on $label", (target) => {
  const database = testDatabaseForApp(target);
  let tutor: Persona;
  let admin: Persona;
  let member: Persona;

  beforeAll(async () => {
    tutor = await persona(database(), "teacher");
    admin = await persona(database(), "admin");
    member = await persona(database(), "member");
  });
  beforeEach(async () => {
    await database().db.execute(sql`delete from sound_recordings`);
  });

  const stored = async () =>
    (await database().db.select().from(soundRecordings).orderBy(soundRecordings.id)).map((row) => ({
      id: row.id,
      contentType: row.contentType,
      bytes: row.audio.length,
    }));

  it("saves a teacher's recording, judged by its bytes, and replaces it on a re-record", async () => {
    const { saveRecordingAction } = await import("@/lib/sounds/actions");
    actAs(tutor.headers());
    const first = await saveRecordingAction({ id: "sound-short-a", audio: base64(webm(3000)) });
    expect(first).toMatchObject({ ok: true, data: { id: "sound-short-a" } });
    expect(await stored()).toEqual([
      { id: "sound-short-a", contentType: "audio/webm", bytes: 3000 },
    ]);

    // Ogg (what Firefox may make) is recognised from "OggS", whatever the sender calls it.
    actAs(admin.headers());
    const ogg = new Uint8Array(2000).fill(1);
    ogg.set([0x4f, 0x67, 0x67, 0x53]);
    const second = await saveRecordingAction({ id: "sound-short-a", audio: base64(ogg) });
    expect(second.ok).toBe(true);
    expect(await stored()).toEqual([
      { id: "sound-short-a", contentType: "audio/ogg", bytes: 2000 },
    ]);
    if (first.ok && second.ok) expect(second.data.version).not.toBe(first.data.version);

    const audits = await database()
      .db.select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'sounds.record'`);
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it("refuses audio over 20 KB, bytes that are not audio and slots the library has not got", async () => {
    const { saveRecordingAction } = await import("@/lib/sounds/actions");
    actAs(tutor.headers());
    expect(
      await saveRecordingAction({ id: "sound-short-a", audio: base64(webm(MAX_SOUND_BYTES + 1)) }),
    ).toMatchObject({ ok: false, message: soundMessages.tooLarge });
    expect(
      await saveRecordingAction({ id: "sound-short-a", audio: base64(webm(MAX_SOUND_BYTES)) }),
    ).toMatchObject({ ok: true });
    await database().db.execute(sql`delete from sound_recordings`);

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    expect(await saveRecordingAction({ id: "sound-short-a", audio: base64(png) })).toMatchObject({
      ok: false,
      message: soundMessages.notAudio,
    });
    expect(
      await saveRecordingAction({ id: "sound-short-a", audio: "not base64 at all!" }),
    ).toMatchObject({
      ok: false,
      message: soundMessages.notAudio,
    });
    expect(await saveRecordingAction({ id: "sound-q", audio: base64(webm(100)) })).toMatchObject({
      ok: false,
      message: soundMessages.unknownSound,
    });
    expect(await stored()).toEqual([]);
  });

  it("refuses members, strangers and other sites, and stores nothing", async () => {
    const { saveRecordingAction, removeRecordingAction } = await import("@/lib/sounds/actions");
    const input = { id: "sound-sh", audio: base64(webm(500)) };
    for (const headers of [
      member.headers(),
      anonymous(),
      tutor.headers({ origin: "https://elsewhere.example" }),
    ]) {
      actAs(headers);
      expect((await saveRecordingAction(input)).ok).toBe(false);
    }
    expect(await stored()).toEqual([]);

    actAs(tutor.headers());
    expect((await saveRecordingAction(input)).ok).toBe(true);
    actAs(member.headers());
    expect((await removeRecordingAction({ id: "sound-sh" })).ok).toBe(false);
    actAs(tutor.headers());
    expect((await removeRecordingAction({ id: "sound-sh" })).ok).toBe(true);
    expect(await stored()).toEqual([]);
  });

  it("serves the list and each recording with ETags, a versioned URL cached for good", async () => {
    const { saveRecordingAction } = await import("@/lib/sounds/actions");
    actAs(tutor.headers());
    const bytes = webm(1234, 9);
    const saved = await saveRecordingAction({ id: "keyword-apple", audio: base64(bytes) });
    if (!saved.ok) throw new Error(saved.message);
    const version = saved.data.version;

    const list = await manifest(get("/api/sounds"));
    expect(await list.json()).toEqual({ recordings: { "keyword-apple": version } });
    expect(list.headers.get("cache-control")).toBe("public, no-cache");
    const tag = list.headers.get("etag")!;
    expect((await manifest(get("/api/sounds", { "if-none-match": tag }))).status).toBe(304);

    const current = await audio(
      get(`/api/sounds/keyword-apple?v=${version}`),
      params("keyword-apple"),
    );
    expect(current.status).toBe(200);
    expect(current.headers.get("content-type")).toBe("audio/webm");
    expect(current.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await current.arrayBuffer())).toEqual(bytes);
    const revalidated = await audio(
      get(`/api/sounds/keyword-apple?v=${version}`, {
        "if-none-match": current.headers.get("etag")!,
      }),
      params("keyword-apple"),
    );
    expect(revalidated.status).toBe(304);

    // An old version's URL is not cached for good: it revalidates and gets the new recording.
    const stale = await audio(get("/api/sounds/keyword-apple?v=old"), params("keyword-apple"));
    expect(stale.headers.get("cache-control")).toBe("public, no-cache");

    const missing = await audio(get("/api/sounds/sound-ch"), params("sound-ch"));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "That sound has not been recorded yet." });
    const unknown = await audio(get("/api/sounds/nothing-here"), params("nothing-here"));
    expect(unknown.status).toBe(404);
  });

  it("exports every recording to staff only, in a file the import reads back", async () => {
    const { saveRecordingAction } = await import("@/lib/sounds/actions");
    actAs(tutor.headers());
    await saveRecordingAction({ id: "sound-short-a", audio: base64(webm(800, 1)) });
    await saveRecordingAction({ id: "keyword-apple", audio: base64(webm(900, 2)) });

    actAs(anonymous());
    expect((await exportLibrary(get("/teacher-portal/sounds/export"))).status).toBe(401);
    const forMember = await exportLibrary(
      new Request(`${SITE}/teacher-portal/sounds/export`, { headers: member.headers() }),
    );
    expect(forMember.status).toBe(403);

    const response = await exportLibrary(
      new Request(`${SITE}/teacher-portal/sounds/export`, { headers: tutor.headers() }),
    );
    expect(response.headers.get("content-disposition")).toContain("sound-library.json");
    const file = libraryFileSchema.parse(await response.json());
    expect(file.recordings.map((r) => [r.id, Buffer.from(r.audio, "base64").length])).toEqual([
      ["keyword-apple", 900],
      ["sound-short-a", 800],
    ]);

    // Import files each recording through the same action.
    await database().db.execute(sql`delete from sound_recordings`);
    actAs(tutor.headers());
    for (const recording of file.recordings)
      expect((await saveRecordingAction(recording)).ok).toBe(true);
    expect((await stored()).map((row) => row.bytes)).toEqual([900, 800]);

    // Backups write each row with to_jsonb and restore it with jsonb_populate_recordset
    // (lib/backup): the audio comes back byte for byte.
    const [roundTrip] = rowsOf<{ same: boolean }>(
      await database().db.execute(
        sql`select bool_and((jsonb_populate_record(null::sound_recordings, to_jsonb(t))).audio = t.audio) as same from sound_recordings t`,
      ),
    );
    expect(roundTrip?.same).toBe(true);
  });
});
