import { chooseVoice, CHUNK_CHARACTERS, isSpeakable, sentenceChunks } from "./speech";

describe("speech chunks", () => {
  it("joins short sentences and keeps each chunk under the limit", () => {
    const text =
      "A red fox sat on a log.  A green frog sat in the bog. The fox said, (Can you hop?)";
    expect(sentenceChunks(text, 60)).toEqual([
      "A red fox sat on a log. A green frog sat in the bog.",
      "The fox said, (Can you hop?)",
    ]);
  });

  it("splits a very long sentence and ignores empty text", () => {
    const chunks = sentenceChunks("word ".repeat(100), 50);
    expect(chunks.every((chunk) => chunk.length <= 50)).toBe(true);
    expect(
      chunks
        .join(" ")
        .split(" ")
        .every((word) => word === "word"),
    ).toBe(true);
    expect(sentenceChunks("   ")).toEqual([]);
  });
});

describe("speech chunks stay under Chrome's 14-second cut-off", () => {
  it("splits a long passage into chunks of about ten seconds at the games' rate", () => {
    const passage = "The cat sat on the mat and had a nap in the sun. ".repeat(12);
    const chunks = sentenceChunks(passage);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.length <= CHUNK_CHARACTERS)).toBe(true);
  });
});

describe("the device's voice", () => {
  const voices = [
    { name: "Google UK English Female", lang: "en-GB", localService: false },
    { name: "Online US", lang: "en-US", localService: false },
    { name: "Samantha", lang: "en-US", localService: true },
    { name: "Thomas", lang: "fr-FR", localService: true },
  ];

  it("prefers a US English voice on the device itself", () => {
    expect(chooseVoice(voices, null)?.name).toBe("Samantha");
  });

  it("keeps the voice chosen before while it is installed", () => {
    expect(chooseVoice(voices, "Google UK English Female")?.name).toBe("Google UK English Female");
    expect(chooseVoice(voices, "Removed voice")?.name).toBe("Samantha");
  });

  it("falls back to any English voice, and to none without one", () => {
    expect(chooseVoice([voices[0]!, voices[3]!], null)?.name).toBe("Google UK English Female");
    expect(chooseVoice([voices[3]!], null)).toBeNull();
  });
});

describe("what a voice may read", () => {
  it.each(["cat", "ship", "at", "The cat sat on the mat.", "sh-ip"])("reads %p", (text) => {
    expect(isSpeakable(text)).toBe(true);
  });

  it.each(["a", "b", "ck", "ng", "wh", "sh", "ee", "oo", "air", "str", " "])(
    "leaves the single sound %p to the recordings",
    (text) => {
      expect(isSpeakable(text)).toBe(false);
    },
  );
});
