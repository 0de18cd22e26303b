import { phonicsSets } from "@/games/phonics-words";
import { wordGroups } from "@/games/letter-tiles/words";
import { PATTERN_IDS, patterns } from "@/games/reading-roller/data";
import { builtInSets, builtInSetsBySource, findBuiltInSet } from "./built-in";
import { checkWords, wordListDraftSchema } from "./list";

describe("built-in sets", () => {
  it("offers every Letter Tiles group, Reading Roller column and phonics word set", () => {
    const ids = builtInSets().map((set) => set.id);
    for (const group of wordGroups.filter((g) => g.words.length))
      expect(ids).toContain(`letter-tiles:${group.id}`);
    for (const id of PATTERN_IDS)
      patterns[id].columns.forEach((_, index) =>
        expect(ids).toContain(`reading-roller:${id}:${index + 1}`),
      );
    for (const set of phonicsSets.filter((s) => s.kind === "word"))
      expect(ids).toContain(`phonics:${set.id}`);
    expect(builtInSetsBySource().map((group) => group.source)).toEqual([
      "Letter Tiles",
      "Reading Roller",
      "Phonics sets",
    ]);
  });

  it("pre-fills the words and their tags, the set's own first", () => {
    expect(findBuiltInSet("letter-tiles:sh")?.entries[0]).toEqual({
      word: "ship",
      tags: ["sh", "short i"],
    });
    expect(findBuiltInSet("reading-roller:vccv-1:1")?.entries[0]).toEqual({
      word: "napkin",
      tags: ["vc/cv"],
    });
    const shortA = findBuiltInSet("phonics:short-a")!;
    expect(shortA.entries[0]?.tags[0]).toBe("short a");
    // Its near misses come too (tagged with their own patterns), for Whack-a-Mole to skip.
    expect(shortA.entries.some((entry) => !entry.tags.includes("short a"))).toBe(true);
  });

  it.each(builtInSets().map((set) => [set.id, set] as const))(
    "%s passes the list's own checks",
    (_id, set) => {
      expect(checkWords(set.entries).filter((problem) => problem.kind === "error")).toEqual([]);
      expect(wordListDraftSchema.safeParse({ name: set.label, words: set.entries }).success).toBe(
        true,
      );
    },
  );
});
