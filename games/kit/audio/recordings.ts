// What the practice's sound library holds: a recording of each of the 44 sounds of the keyword
// table and one of each sound's keyword, each under a stable id. The staff area records them
// (lib/sounds), the games play them (recorded-sound.tsx), and both name them from here.
import { soundKeywords, type SoundKeyword } from "../words/sound-keywords";

export type RecordingKind = "sound" | "keyword";

export type RecordingSlot = {
  id: string;
  kind: RecordingKind;
  sound: SoundKeyword;
  /** What a tutor says into the microphone, as the library lists it: "short a", "apple". */
  says: string;
};

/** The id of a sound's recording: "sound-short-a", "sound-sh". */
export const soundRecordingId = (soundId: string) => `sound-${soundId}`;
/** The id of a keyword's recording: "keyword-apple". */
export const keywordRecordingId = (keyword: string) => `keyword-${keyword}`;

export const recordingSlots: readonly RecordingSlot[] = soundKeywords.flatMap((sound) => [
  { id: soundRecordingId(sound.id), kind: "sound" as const, sound, says: sound.name },
  { id: keywordRecordingId(sound.keyword), kind: "keyword" as const, sound, says: sound.keyword },
]);

/** Every id a recording may be filed under (for z.enum). */
export const recordingIds = recordingSlots.map((slot) => slot.id) as unknown as readonly [
  string,
  ...string[],
];

const slotsById = new Map(recordingSlots.map((slot) => [slot.id, slot]));

export function recordingSlot(id: string): RecordingSlot | undefined {
  return slotsById.get(id);
}

/** Where a recording's audio is served; the version makes each recording's URL its own. */
export const recordingUrl = (id: string, version: string) =>
  `/api/sounds/${encodeURIComponent(id)}?v=${encodeURIComponent(version)}`;

/** The small list of what is recorded, which the games fetch (they are static pages). */
export const RECORDINGS_MANIFEST_URL = "/api/sounds";

/** id -> version of every recording there is. */
export type RecordingsManifest = { recordings: Record<string, string> };

/**
 * The recording of the sound a letter (or a card's spelling) is taught with first: "b" -> /b/,
 * "a" -> short a, "c" -> /k/, "sh" -> /sh/. Null for a spelling the keyword table does not teach
 * first (q, x), which then has no button at all.
 */
export function spellingSoundRecordingId(spelling: string): string | null {
  const sound = soundKeywords.find((entry) => entry.spelling === spelling.toLowerCase());
  return sound ? soundRecordingId(sound.id) : null;
}

/** The recording of a keyword ("apple"), where the word is one of the table's keywords. */
export function keywordRecordingIdFor(word: string): string | null {
  const id = keywordRecordingId(word.trim().toLowerCase());
  return slotsById.has(id) ? id : null;
}
