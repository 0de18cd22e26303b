// What may be filed in the sound library, in one place for the save action, the import and the
// export file: a recording id from the keyword table, and audio that really is Opus/WebM, Ogg or
// MP3 (judged from its bytes, never from what the sender calls it) of at most 20 KB.
import { z } from "zod";
import { recordingIds } from "@/games/kit/audio/recordings";

/** At most this many bytes a sound: a second or two of speech in Opus is a few kilobytes. */
export const MAX_SOUND_BYTES = 20 * 1024;

export const soundMessages = {
  unknownSound: "That is not a sound of the library. Please choose one from the list.",
  empty: "That recording is empty. Please record it again.",
  tooLarge: `That recording is too long to keep (over ${MAX_SOUND_BYTES / 1024} KB). Please say it again, a little shorter.`,
  notAudio: "That file is not a recording we can play (Opus/WebM, Ogg or MP3).",
  badFile: "That file is not a sound library exported from this site.",
} as const;

export type SoundContentType = "audio/webm" | "audio/ogg" | "audio/mpeg";

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  magic.every((byte, i) => bytes[at + i] === byte);

/** The audio format the bytes themselves show, or null for anything else. */
export function sniffAudio(bytes: Uint8Array): SoundContentType | null {
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return "audio/webm"; // EBML (Matroska/WebM)
  if (startsWith(bytes, [0x4f, 0x67, 0x67, 0x53])) return "audio/ogg"; // "OggS"
  if (startsWith(bytes, [0x49, 0x44, 0x33])) return "audio/mpeg"; // "ID3" tag before MP3 frames
  if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0) return "audio/mpeg"; // frame sync
  return null;
}

function decodeBase64(text: string): Uint8Array | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export function encodeBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const recordingIdSchema = z.enum(recordingIds, { error: soundMessages.unknownSound });

/** Base64 audio, checked for size before it is decoded and for its format after. */
export const recordingAudioSchema = z
  .string({ error: soundMessages.notAudio })
  .min(1, { error: soundMessages.empty, abort: true })
  // Four base64 characters carry three bytes.
  .max(Math.ceil(MAX_SOUND_BYTES / 3) * 4, { error: soundMessages.tooLarge, abort: true })
  .transform((text, ctx) => {
    const bytes = decodeBase64(text);
    if (!bytes || bytes.length === 0) {
      ctx.addIssue({ code: "custom", message: soundMessages.notAudio });
      return z.NEVER;
    }
    if (bytes.length > MAX_SOUND_BYTES) {
      ctx.addIssue({ code: "custom", message: soundMessages.tooLarge });
      return z.NEVER;
    }
    const contentType = sniffAudio(bytes);
    if (!contentType) {
      ctx.addIssue({ code: "custom", message: soundMessages.notAudio });
      return z.NEVER;
    }
    return { bytes, contentType };
  });

/** One recording to save: which sound, and its audio as base64. */
export const saveRecordingSchema = z.object({
  id: recordingIdSchema,
  audio: recordingAudioSchema,
});

export type SaveRecordingInput = z.input<typeof saveRecordingSchema>;

export const removeRecordingSchema = z.object({ id: recordingIdSchema });

export const LIBRARY_FILE_FORMAT = "bright-path-sound-library";

/**
 * The export file: JSON with each recording in base64. Import reads it in the browser and saves
 * each recording through the same checked action as a fresh one, so one file never has to pass
 * the server's request size cap in one piece.
 */
export const libraryFileSchema = z.object(
  {
    format: z.literal(LIBRARY_FILE_FORMAT, { error: soundMessages.badFile }),
    version: z.literal(1, { error: soundMessages.badFile }),
    recordings: z
      .array(z.object({ id: z.string(), audio: z.string() }), { error: soundMessages.badFile })
      .max(recordingIds.length, { error: soundMessages.badFile }),
  },
  { error: soundMessages.badFile },
);

export type LibraryFile = z.infer<typeof libraryFileSchema>;
