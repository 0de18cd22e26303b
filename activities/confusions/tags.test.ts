import { groupTags, hasSilentE, itemTags, tagsForWord } from "./tags";

describe("tagsForWord", () => {
  it("finds digraphs, short vowels and closed syllables from the phonics rules", () => {
    expect(tagsForWord("ship")).toEqual(
      expect.arrayContaining(["sh", "short i", "closed syllable"]),
    );
    expect(tagsForWord("chop")).toEqual(expect.arrayContaining(["ch", "short o"]));
    expect(tagsForWord("duck")).toEqual(expect.arrayContaining(["ck", "short u"]));
    expect(tagsForWord("ship")).not.toContain("ch");
  });

  it("tags silent e words and not the sight words that only look like them", () => {
    expect(tagsForWord("cake")).toContain("silent e");
    expect(tagsForWord("cake")).not.toContain("closed syllable");
    expect(hasSilentE("bike")).toBe(true);
    expect(hasSilentE("have")).toBe(false);
    expect(hasSilentE("cat")).toBe(false);
  });

  it("never calls an irregular or open word closed", () => {
    expect(tagsForWord("was")).not.toContain("closed syllable");
    expect(tagsForWord("go")).not.toContain("closed syllable");
  });
});

describe("itemTags", () => {
  it("keeps the tutor's tags over the tagger's, lower-cased and without repeats", () => {
    expect(itemTags("ship", ["SH", "sh ", "tricky"])).toEqual(["sh", "tricky"]);
  });

  it("tags a word without tags, and leaves a sentence untagged", () => {
    expect(itemTags("thin", [])).toContain("th");
    expect(itemTags("The cat sat.")).toEqual([]);
  });
});

describe("groupTags", () => {
  it("tags a group named by a pattern with that pattern", () => {
    expect(groupTags("Sh", [["ship"]])).toEqual(["sh"]);
    expect(groupTags("Short a", [])).toEqual(["short a"]);
    expect(groupTags("-at family", [])).toEqual(["-at"]);
    expect(groupTags("Silent e", [])).toEqual(["silent e"]);
  });

  it("tags any other group with what all its items share", () => {
    expect(groupTags("Bugs", [tagsForWord("bug"), tagsForWord("slug")])).toEqual(
      expect.arrayContaining(["short u", "closed syllable"]),
    );
    expect(groupTags("Mixed", [["sh"], ["ch"]])).toEqual([]);
    expect(groupTags("Nothing", [])).toEqual([]);
  });
});
