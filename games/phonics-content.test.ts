// Every game's phonics content against the one keyword table (games/kit/words/sound-keywords.ts) and
// the pattern rules (GAMES.md, "Quality"): one keyword per sound wherever a keyword shows, short
// vowel lists free of the glued sounds am and an, VCV lists free of r-controlled vowels.
import { keywordPictures, pictureNames } from "@/games/kit/words/keyword-pictures";
import { createRandom } from "@/games/kit/random/random";
import { pictureSounds, shortVowelKeyword, soundKeywords } from "@/games/kit/words/sound-keywords";
import { tileSets } from "@/games/letter-tiles/tiles";
import { findWordGroup, type WordGroupId } from "@/games/letter-tiles/words";
import { pairFaces } from "@/games/mind-match/decks";
import { getPhonicsSet, gluedSoundOf, shortVowelOf } from "@/games/phonics-words";
import { gluedSoundWords, shortVowelWords } from "@/games/phonics-words/words";
import { patterns, syllablesOf } from "@/games/reading-roller/data";
import { vcvSplit } from "@/games/reading-roller/patterns";
import { VOWEL_SOUNDS, VOWELS } from "@/games/vowel-sounds/data";

/** An a before m or n, then nothing or a consonant: the nasal a of ham, fan, hand and lamp. */
const NASAL_A = /a[mn](?![aeiouy])/;

describe("the keyword table", () => {
  it("has each of the 44 sounds once, each with its own keyword", () => {
    expect(soundKeywords).toHaveLength(44);
    expect(new Set(soundKeywords.map((s) => s.id)).size).toBe(44);
    expect(new Set(soundKeywords.map((s) => s.keyword)).size).toBe(44);
    expect(soundKeywords.filter((s) => s.kind === "consonant")).toHaveLength(25);
  });

  it("spells each sound in its keyword, and short vowels come first in a closed syllable", () => {
    for (const sound of soundKeywords)
      expect([sound.id, sound.keyword]).toEqual([
        sound.id,
        expect.stringContaining(sound.spelling),
      ]);
    for (const vowel of VOWELS)
      expect(shortVowelKeyword(vowel)).toMatch(new RegExp(`^${vowel}[^aeiouwy]`));
  });

  it("keeps igloo as the one keyword for short i", () => {
    expect(shortVowelKeyword("i")).toBe("igloo");
  });

  it("draws a keyword's picture only from the art set, and only the keyword itself", () => {
    for (const sound of pictureSounds) {
      expect(pictureNames).toContain(sound.picture);
      expect(sound.picture).toBe(sound.keyword);
    }
    // The art set's letter names agree with the table wherever that letter spells a sound.
    for (const { letter, word } of keywordPictures) {
      const sound = soundKeywords.find((s) => s.spelling === letter && s.picture);
      if (sound) expect([letter, word]).toEqual([letter, sound.keyword]);
    }
  });
});

describe("every game shows the table's keyword", () => {
  it.each(VOWELS)("short %s: Vowel Sounds, Letter Tiles and the phonics sets agree", (vowel) => {
    const keyword = shortVowelKeyword(vowel);
    expect(VOWEL_SOUNDS[vowel].keyword).toBe(keyword);
    expect(getPhonicsSet(`short-${vowel}`)!.hint).toContain(`"${keyword}"`);
    const vowelPictures = tileSets.beginner
      .filter((tile) => tile.type === "image" && tile.label.startsWith(vowel))
      .map((tile) => tile.label);
    expect(vowelPictures).toEqual([keyword]);
  });

  it("Mind Match pairs each letter with its sound's keyword, one letter per sound", () => {
    for (let seed = 0; seed < 50; seed++) {
      const pairs = pairFaces("letter-picture", 18, createRandom(seed));
      const sounds = pairs.map(([letter, picture]) => {
        const sound = soundKeywords.find(
          (s) => letter.kind === "letter" && s.spelling === letter.text && s.picture,
        );
        expect(picture).toEqual({ kind: "picture", picture: sound?.keyword });
        return sound?.id;
      });
      expect(new Set(sounds).size).toBe(pairs.length);
    }
  });
});

describe("every word list fits its pattern", () => {
  const letterTiles = (id: WordGroupId) => findWordGroup(id).words;
  const shortLists = VOWELS.map((vowel) => ({
    vowel,
    lists: {
      "phonics sets": shortVowelWords[vowel],
      "Letter Tiles": letterTiles(`short-${vowel}`),
      "Vowel Sounds": VOWEL_SOUNDS[vowel].shortWords,
    },
  }));

  it.each(shortLists)("short $vowel lists hold only short $vowel words", ({ vowel, lists }) => {
    for (const [game, words] of Object.entries(lists))
      expect([game, words.filter((word) => shortVowelOf(word) !== vowel)]).toEqual([game, []]);
  });

  it("no short-vowel list holds a nasal a (ham, fan, hand): those are the glued sounds", () => {
    const all = [
      ...shortLists.flatMap(({ lists }) => Object.values(lists).flat()),
      ...letterTiles("level-2"),
    ];
    expect(all.filter((word) => NASAL_A.test(word))).toEqual([]);
    expect(letterTiles("level-2").filter((word) => shortVowelOf(word) === null)).toEqual([]);
  });

  it.each(["am", "an"] as const)("the glued %s lists hold only words with that sound", (glued) => {
    for (const words of [gluedSoundWords[glued], letterTiles(glued)])
      expect(words.filter((word) => gluedSoundOf(word) !== glued)).toEqual([]);
  });

  it("VCV words have no r-controlled vowel; VCV with r holds them", () => {
    const vcv = patterns.vcv.columns.flat();
    expect(vcv.filter((entry) => vcvSplit(entry) === null || /[aeiou]r/.test(entry))).toEqual([]);
    const withR = patterns["vcv-r"].columns.flat();
    expect(
      withR.filter((entry) => vcvSplit(entry) === null || !/[aeiou]r/.test(syllablesOf(entry)[1])),
    ).toEqual([]);
  });
});
