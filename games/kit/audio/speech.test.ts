import {
  chooseVoice,
  CHUNK_CHARACTERS,
  isSpeakable,
  readingVoices,
  sentenceChunks,
} from "./speech";

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

describe("a long sentence splits where a reader pauses", () => {
  it("splits at commas and semicolons before it splits between words", () => {
    const sentence =
      "The fox ran past the pond, over the hill and into the woods; then it sat down by a log.";
    expect(sentenceChunks(sentence, 40)).toEqual([
      "The fox ran past the pond,",
      "over the hill and into the woods;",
      "then it sat down by a log.",
    ]);
  });

  it("joins short clauses back together while they fit", () => {
    expect(sentenceChunks("Red, blue, green, pink, and a very long grey one.", 30)).toEqual([
      "Red, blue, green, pink,",
      "and a very long grey one.",
    ]);
  });

  it("keeps every chunk of a long story within the budget and loses no word", () => {
    const story =
      "Once upon a time, in a small town by the sea, there lived a girl named Pip, who loved to read, and a dog named Max; every day, after school, they walked to the end of the pier and back again. ".repeat(
        5,
      );
    const chunks = sentenceChunks(story);
    expect(chunks.every((chunk) => chunk.length <= CHUNK_CHARACTERS)).toBe(true);
    expect(chunks.join(" ").split(" ")).toEqual(story.trim().split(/\s+/));
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

describe("the voices a reader may choose from", () => {
  it("lists English voices only, the default's kind first and each kind by name", () => {
    const voices = [
      { name: "Zira", lang: "en-US", localService: true },
      { name: "Amélie", lang: "fr-CA", localService: true },
      { name: "Google UK English Female", lang: "en-GB", localService: false },
      { name: "Google US English", lang: "en-US", localService: false },
      { name: "Alex", lang: "en_US", localService: true },
      { name: "Karen", lang: "en-AU", localService: true },
    ];
    expect(readingVoices(voices).map((voice) => voice.name)).toEqual([
      "Alex",
      "Zira",
      "Google US English",
      "Google UK English Female",
      "Karen",
    ]);
    expect(chooseVoice(voices, null)?.name).toBe("Alex");
    const withDefault = voices.map((voice) => ({ ...voice, default: voice.name === "Zira" }));
    expect(chooseVoice(withDefault, null)?.name).toBe("Zira");
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
