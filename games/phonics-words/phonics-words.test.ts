import {
  getPhonicsSet,
  gluedSoundOf,
  hasDigraph,
  inWordFamily,
  phonicsSets,
  phonicsSetsByGroup,
  shortVowelOf,
} from "./index";

describe("phonics sets: shape of the API", () => {
  it("has unique ids and every group", () => {
    const ids = phonicsSets.map((set) => set.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(phonicsSetsByGroup().every((group) => group.sets.length > 0)).toBe(true);
    expect(getPhonicsSet("short-a")?.label).toBe("Short a");
    expect(getPhonicsSet("nope")).toBeUndefined();
    expect(getPhonicsSet(null)).toBeUndefined();
  });

  it.each(phonicsSets.map((set) => [set.id, set] as const))(
    "%s: enough clean, distinct words",
    (_id, set) => {
      const minTargets = set.kind === "letter" ? 1 : 10;
      expect(set.targets.length).toBeGreaterThanOrEqual(minTargets);
      expect(set.distractors.length).toBeGreaterThanOrEqual(4);
      const all = [...set.targets, ...set.distractors];
      expect(new Set(all).size).toBe(all.length); // no duplicates, no word on both sides
      for (const word of all) expect(word).toMatch(/^[a-z]+$/);
      expect(set.prompt.length).toBeGreaterThan(0);
      expect(set.hint.length).toBeGreaterThan(0);
    },
  );

  it.each(phonicsSets.map((set) => [set.id, set] as const))(
    "%s: every target matches, no distractor does",
    (_id, set) => {
      expect(set.targets.filter((word) => !set.matches(word))).toEqual([]);
      expect(set.distractors.filter((word) => set.matches(word))).toEqual([]);
    },
  );

  it("ignores case and surrounding spaces", () => {
    expect(getPhonicsSet("short-a")?.matches("  Cat ")).toBe(true);
    expect(getPhonicsSet("letter-b")?.matches("B")).toBe(true);
  });
});

describe("short vowels really are short", () => {
  // Independent of the rule: one vowel letter, the set's vowel, and a consonant after it.
  it.each(["a", "e", "i", "o", "u"])(
    "short %s words are closed syllables with that one vowel",
    (vowel) => {
      for (const word of getPhonicsSet(`short-${vowel}`)!.targets) {
        const vowels = word.replace(/[^aeiou]/g, "");
        expect(`${word}:${vowels}`).toBe(`${word}:${vowel}`);
        expect(word).toMatch(/[^aeiouy]$/);
        expect(word).not.toMatch(new RegExp(`${vowel}[rwy]`));
      }
    },
  );

  it.each([
    ["cat", "a"],
    ["flag", "a"],
    ["wag", "a"],
    ["bed", "e"],
    ["yes", "e"],
    ["milk", "i"],
    ["wind", "i"],
    ["doll", "o"],
    ["pond", "o"],
    ["up", "u"],
    ["lunch", "u"],
  ])("%s has short %s", (word, vowel) => {
    expect(shortVowelOf(word)).toBe(vowel);
  });

  it.each([
    ["cake", "vowel-consonant-e"],
    ["rain", "vowel team"],
    ["car", "r-controlled"],
    ["her", "r-controlled"],
    ["saw", "aw"],
    ["ball", "a before ll"],
    ["walk", "a before lk"],
    ["was", "sight word"],
    ["want", "a after w"],
    ["swan", "a after w"],
    ["kind", "long i before nd"],
    ["child", "long i before ld"],
    ["night", "igh"],
    ["cold", "long o before ld"],
    ["most", "long o"],
    ["roll", "long o before ll"],
    ["put", "u as in book"],
    ["push", "u as in book"],
    ["full", "u as in book"],
    ["go", "open syllable"],
    ["me", "open syllable"],
    ["gym", "y as a vowel"],
    ["bank", "welded sound nk"],
    ["song", "welded sound ng"],
    ["ham", "glued sound am"],
    ["fan", "glued sound an"],
    ["hand", "glued sound an"],
    ["lamp", "glued sound am"],
    ["plan", "glued sound an"],
    ["", "empty"],
    ["c4t", "not a word"],
    ["cat dog", "two words"],
  ])("%s is not a short-vowel word (%s)", (word) => {
    expect(shortVowelOf(word)).toBeNull();
  });
});

describe("glued sounds am and an", () => {
  it.each([
    ["ham", "am"],
    ["stamp", "am"],
    ["champ", "am"],
    ["fan", "an"],
    ["hand", "an"],
    ["plant", "an"],
  ] as const)("%s has the glued sound %s", (word, glued) => {
    expect(gluedSoundOf(word)).toBe(glued);
  });

  it.each([
    ["cat", "short a"],
    ["bang", "the glued sound ang"],
    ["bank", "the glued sound ank"],
    ["swan", "a after w"],
    ["him", "m after i"],
    ["name", "vowel-consonant-e"],
    ["rain", "vowel team"],
  ])("%s has no glued am or an (%s)", (word) => {
    expect(gluedSoundOf(word)).toBeNull();
  });

  it("short a tells the child where ham and fan went", () => {
    expect(getPhonicsSet("short-a")!.hint).toBe(
      'Short a sounds like the start of "apple", as in "cat". Before m or n it is a glued sound of its own (am, an), as in ham and fan.',
    );
  });
});

describe("digraphs", () => {
  it.each(["sh", "ch", "th", "wh", "ck"])("every %s target spells the digraph", (digraph) => {
    for (const word of getPhonicsSet(`digraph-${digraph}`)!.targets)
      expect(word).toContain(digraph);
  });

  it.each([
    ["school", "ch", false],
    ["chef", "ch", false],
    ["chrome", "ch", false],
    ["lunch", "ch", true],
    ["who", "wh", false],
    ["whip", "wh", true],
    ["anthill", "th", false],
    ["bath", "th", true],
    ["wish", "sh", true],
    ["sip", "sh", false],
    ["duck", "ck", true],
    ["cake", "ck", false],
  ] as const)("%s with %s → %s", (word, digraph, expected) => {
    expect(hasDigraph(word, digraph)).toBe(expected);
  });
});

describe("word families", () => {
  it.each(["at", "an", "ig", "op", "ug"])(
    "-%s words are a consonant onset plus the rime",
    (rime) => {
      for (const word of getPhonicsSet(`family-${rime}`)!.targets) {
        expect(word.endsWith(rime)).toBe(true);
        expect(word.slice(0, -rime.length)).toMatch(/^[^aeiou]+$/);
      }
    },
  );

  it.each([
    ["what", "at", false],
    ["swan", "an", false],
    ["at", "at", false],
    ["beat", "at", false],
    ["shrug", "ug", true],
  ] as const)("%s in -%s → %s", (word, rime, expected) => {
    expect(inWordFamily(word, rime)).toBe(expected);
  });
});

describe("sight words and letters", () => {
  it("sight words are irregular: none is a regular short-vowel word", () => {
    const set = getPhonicsSet("sight-words")!;
    expect(set.targets.filter((word) => shortVowelOf(word) !== null)).toEqual([]);
    expect(set.distractors.every((word) => shortVowelOf(word) !== null)).toBe(true);
  });

  it("letter sets hold single letters and their look-alikes", () => {
    for (const set of phonicsSets.filter((s) => s.kind === "letter")) {
      for (const letter of [...set.targets, ...set.distractors]) expect(letter).toHaveLength(1);
    }
    expect(getPhonicsSet("letter-b")!.distractors).toEqual(expect.arrayContaining(["d", "p", "q"]));
    expect(getPhonicsSet("vowels")!.targets).toEqual(["a", "e", "i", "o", "u"]);
  });
});
