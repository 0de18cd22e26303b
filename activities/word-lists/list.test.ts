import { checkWords, listAsText, parsePastedList, tagCounts, wordListDraftSchema } from "./list";
import { patternTagsFor, phonicsSetForTag } from "./patterns";

describe("reading a pasted list", () => {
  it("takes one word per line, with tags after a space or a colon", () => {
    expect(parsePastedList("ship sh, short i\nchop: ch,  Short O\n\n  cat  \n")).toEqual([
      { word: "ship", tags: ["sh", "short i"] },
      { word: "chop", tags: ["ch", "short o"] },
      { word: "cat", tags: [] },
    ]);
  });

  it("takes comma or semicolon separated words on a line", () => {
    expect(parsePastedList("cat, hat;map\ndog,fog")).toEqual(
      ["cat", "hat", "map", "dog", "fog"].map((word) => ({ word, tags: [] })),
    );
  });

  it("keeps a tag once and reads back as it was written", () => {
    const entries = parsePastedList("ship: sh, sh, closed syllable\nfish");
    expect(entries[0]).toEqual({ word: "ship", tags: ["sh", "closed syllable"] });
    expect(parsePastedList(listAsText(entries))).toEqual(entries);
  });

  it("counts tags, most used first", () => {
    expect(
      tagCounts(parsePastedList("ship: sh, short i\nshop: sh\nchin: ch, short i\nfish: sh")),
    ).toEqual([
      { tag: "sh", count: 3 },
      { tag: "short i", count: 2 },
      { tag: "ch", count: 1 },
    ]);
  });
});

describe("checking a list's words", () => {
  it("says which words fail and why", () => {
    const problems = checkWords(
      parsePastedList("ship: sh\ncat: sh\nc4t\ncat\nkill\nzorp\nmud: closed syllable"),
    );
    expect(problems.map(({ word, kind }) => [word, kind])).toEqual([
      ["cat", "error"],
      ["c4t", "error"],
      ["cat", "error"],
      ["kill", "error"],
      ["zorp", "check"],
    ]);
    const texts = problems.map((problem) => problem.text);
    expect(texts[0]).toMatch(/tagged “sh” but doesn't have/);
    expect(texts[1]).toMatch(/letters/);
    expect(texts[2]).toBe("“cat” is listed twice.");
    expect(texts[3]).toMatch(/aged 6 to 10/);
    expect(texts[4]).toMatch(/not in our word lists/);
  });

  it("judges a tag by the phonics set it names, whatever way it is written", () => {
    expect(phonicsSetForTag("Digraph SH")?.id).toBe("digraph-sh");
    expect(phonicsSetForTag("-at family")?.id).toBe("family-at");
    expect(phonicsSetForTag("am")?.id).toBe("glued-am");
    expect(phonicsSetForTag("closed syllable")).toBeUndefined();
    expect(checkWords([{ word: "ship", tags: ["digraph sh", "short i"] }])).toEqual([]);
    expect(checkWords([{ word: "car", tags: ["short a"] }])[0]?.kind).toBe("error");
  });

  it("finds the phonics patterns a word has", () => {
    expect(patternTagsFor("ship")).toEqual(["short i", "sh"]);
    expect(patternTagsFor("hat")).toEqual(["short a", "-at"]);
  });
});

describe("the list schema", () => {
  it("refuses a list with an error, naming the word", () => {
    const parsed = wordListDraftSchema.safeParse({
      name: "Digraphs",
      words: [{ word: "cat", tags: ["sh"] }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/“cat” is tagged “sh”/);
  });

  it("saves a list whose words only need a second look, tags tidied", () => {
    const parsed = wordListDraftSchema.parse({
      name: " My list ",
      words: [{ word: " zorp ", tags: ["  Closed   Syllable "] }],
    });
    expect(parsed).toEqual({
      name: "My list",
      words: [{ word: "zorp", tags: ["closed syllable"] }],
    });
  });

  it("refuses an empty list, an unnamed one, and bad tags", () => {
    expect(wordListDraftSchema.safeParse({ name: "A", words: [] }).success).toBe(false);
    expect(
      wordListDraftSchema.safeParse({ name: "", words: [{ word: "cat", tags: [] }] }).success,
    ).toBe(false);
    const badTag = wordListDraftSchema.safeParse({
      name: "A",
      words: [{ word: "cat", tags: ["<b>"] }],
    });
    expect(badTag.error?.issues[0]?.message).toMatch(/Tags can use letters/);
  });
});
