import { recordingSlots } from "@/games/kit/audio/recordings";
import {
  encodeBase64,
  libraryFileSchema,
  MAX_SOUND_BYTES,
  saveRecordingSchema,
  sniffAudio,
  soundMessages,
} from "./schemas";

const bytes = (...head: number[]) => Uint8Array.from([...head, 0, 1, 2, 3]);

describe("what the bytes show", () => {
  it.each([
    [bytes(0x1a, 0x45, 0xdf, 0xa3), "audio/webm"],
    [bytes(0x4f, 0x67, 0x67, 0x53), "audio/ogg"],
    [bytes(0x49, 0x44, 0x33), "audio/mpeg"],
    [bytes(0xff, 0xfb), "audio/mpeg"],
    [bytes(0x89, 0x50, 0x4e, 0x47), null], // PNG
    [bytes(0x3c, 0x73, 0x76, 0x67), null], // "<svg"
    [new Uint8Array(0), null],
  ])("%p is %p", (audio, type) => {
    expect(sniffAudio(audio)).toBe(type);
  });
});

describe("a recording to save", () => {
  const webm = (length: number) => {
    const audio = new Uint8Array(length);
    audio.set([0x1a, 0x45, 0xdf, 0xa3]);
    return encodeBase64(audio);
  };

  it("takes up to 20 KB of audio for a slot of the library", () => {
    const parsed = saveRecordingSchema.parse({ id: "sound-short-a", audio: webm(MAX_SOUND_BYTES) });
    expect(parsed.audio.bytes).toHaveLength(MAX_SOUND_BYTES);
    expect(parsed.audio.contentType).toBe("audio/webm");
  });

  it.each([
    [{ id: "sound-short-a", audio: webm(MAX_SOUND_BYTES + 1) }, soundMessages.tooLarge],
    [{ id: "sound-short-a", audio: webm(MAX_SOUND_BYTES * 2) }, soundMessages.tooLarge],
    [{ id: "sound-short-a", audio: "" }, soundMessages.empty],
    [{ id: "sound-short-a", audio: encodeBase64(bytes(0x89, 0x50)) }, soundMessages.notAudio],
    [{ id: "sound-short-a", audio: "%%%" }, soundMessages.notAudio],
    [{ id: "short-a", audio: webm(10) }, soundMessages.unknownSound],
  ])("refuses %#", (input, message) => {
    const parsed = saveRecordingSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe("the library's slots", () => {
  it("has one for each of the 44 sounds and one for each keyword", () => {
    expect(recordingSlots).toHaveLength(88);
    expect(new Set(recordingSlots.map((slot) => slot.id)).size).toBe(88);
  });

  it("reads only its own export files", () => {
    expect(
      libraryFileSchema.safeParse({ format: "other", version: 1, recordings: [] }).error?.issues[0]
        ?.message,
    ).toBe(soundMessages.badFile);
    expect(libraryFileSchema.safeParse([]).error?.issues[0]?.message).toBe(soundMessages.badFile);
  });
});
