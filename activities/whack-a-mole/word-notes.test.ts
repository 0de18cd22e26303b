import { wordNotes, wordsFromText } from "./word-notes";

describe("Whack A Mole editor word notes", () => {
  it("reads words one per line or separated by commas or semicolons", () => {
    expect(wordsFromText(" cat,hat;\n bat \n\n, ")).toEqual(["cat", "hat", "bat"]);
  });

  it("warns about a word that breaks the phonics set's pattern, before anything else", () => {
    expect(wordNotes(["map", "pig"], "target", "short-a")).toEqual([
      {
        word: "pig",
        kind: "pattern",
        text: expect.stringContaining("“pig” doesn't fit short a.") as unknown,
      },
    ]);
    expect(wordNotes(["cat"], "distractor", "short-a")).toEqual([
      {
        word: "cat",
        kind: "pattern",
        text: "“cat” fits short a, so a child would be right to whack it.",
      },
    ]);
  });

  it("marks words in none of our lists for a second look, but not single letters", () => {
    expect(wordNotes(["shpi", "b", "ship"], "target", null)).toEqual([
      {
        word: "shpi",
        kind: "check",
        text: "“shpi” is not in our word lists: please check the spelling.",
      },
    ]);
  });

  it("refuses what the schema refuses, and a word listed twice", () => {
    expect(
      wordNotes(["c4t", "dog", "Dog"], "target", null).map((note) => [note.word, note.kind]),
    ).toEqual([
      ["c4t", "error"],
      ["Dog", "error"],
    ]);
  });
});
