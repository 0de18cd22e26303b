import "server-only";
// The practice's sound library: one recording per slot (games/kit/audio/recordings.ts), shared by
// every tutor. Staff record and replace them (lib/sounds/actions.ts checks who); anyone may hear
// them, as the free games do. Audio arrives already checked by lib/sounds/schemas.ts.
import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import { soundRecordings } from "@/db/schema";
import { recordingSlot } from "@/games/kit/audio/recordings";
import { recordAudit, whoIs, type StaffActor } from "@/lib/practice/audit";
import type { SoundContentType } from "./schemas";

export type Recording = { id: string; audio: Uint8Array; contentType: string; version: string };

/** A short hash of the audio: the same recording keeps its URL, a new one gets its own. */
export const audioVersion = (audio: Uint8Array) =>
  createHash("sha256").update(audio).digest("base64url").slice(0, 16);

/** Files a recording under its slot, replacing the one before, and notes who did it. */
export async function saveRecording(
  db: AppDatabase,
  actor: StaffActor,
  input: { id: string; audio: { bytes: Uint8Array; contentType: SoundContentType } },
  now: Date,
): Promise<{ version: string }> {
  const version = audioVersion(input.audio.bytes);
  const values = {
    audio: input.audio.bytes,
    contentType: input.audio.contentType,
    version,
    recordedBy: actor.id,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(soundRecordings)
      .values({ id: input.id, ...values })
      .onConflictDoUpdate({ target: soundRecordings.id, set: values });
    await recordAudit(tx, actor, {
      action: "sounds.record",
      entityType: "sound_recording",
      entityId: input.id,
      summary: `${whoIs(actor)} recorded "${recordingSlot(input.id)?.says ?? input.id}" for the sound library`,
    });
  });
  return { version };
}

/** Takes a recording out of the library, so games show no play button for it again. */
export async function removeRecording(
  db: AppDatabase,
  actor: StaffActor,
  id: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(soundRecordings)
      .where(eq(soundRecordings.id, id))
      .returning({ id: soundRecordings.id });
    if (removed.length === 0) return false;
    await recordAudit(tx, actor, {
      action: "sounds.remove",
      entityType: "sound_recording",
      entityId: id,
      summary: `${whoIs(actor)} removed "${recordingSlot(id)?.says ?? id}" from the sound library`,
    });
    return true;
  });
}

/** id -> version of every recording: what the games and the library page need to know. */
export async function recordingVersions(db: AppDatabase): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: soundRecordings.id, version: soundRecordings.version })
    .from(soundRecordings)
    .orderBy(asc(soundRecordings.id));
  return Object.fromEntries(rows.map((row) => [row.id, row.version]));
}

export async function findRecording(db: AppDatabase, id: string): Promise<Recording | null> {
  const [row] = await db
    .select({
      id: soundRecordings.id,
      audio: soundRecordings.audio,
      contentType: soundRecordings.contentType,
      version: soundRecordings.version,
    })
    .from(soundRecordings)
    .where(eq(soundRecordings.id, id));
  return row ? { ...row, audio: new Uint8Array(row.audio) } : null;
}

/** Every recording, for the export file. */
export async function allRecordings(db: AppDatabase): Promise<Recording[]> {
  const rows = await db
    .select({
      id: soundRecordings.id,
      audio: soundRecordings.audio,
      contentType: soundRecordings.contentType,
      version: soundRecordings.version,
    })
    .from(soundRecordings)
    .orderBy(asc(soundRecordings.id));
  return rows.map((row) => ({ ...row, audio: new Uint8Array(row.audio) }));
}
