import { createRandom } from "@/games/kit/random/random";
import {
  CIRCLES_PER_COLUMN,
  COLUMNS,
  PATTERN_IDS,
  patterns,
  syllablesOf,
  wordOf,
  WORDS_PER_COLUMN,
} from "./data";
import {
  activeColumn,
  allComplete,
  bannerVisible,
  changePattern,
  completionAnnouncement,
  createRoller,
  nextDeadline,
  resetGame,
  startRoll,
  tick,
  toggleCircle,
  type RollerState,
} from "./logic";
import { isClosedSyllable, isVcCv, vcvSplit } from "./patterns";

function tickAll(state: RollerState, column: number, now: number): RollerState {
  let next = state;
  for (let circle = 0; circle < CIRCLES_PER_COLUMN; circle++)
    next = toggleCircle(next, column, circle, now);
  return next;
}

describe("word lists", () => {
  it("offers the spec's four patterns, then the r-controlled VCV words in a list of their own", () => {
    expect(PATTERN_IDS.map((id) => patterns[id].label)).toEqual([
      "VC/CV #1",
      "VC/CV #2",
      "VC/CV #3",
      "VCV",
      "VCV with r",
    ]);
  });

  it.each(PATTERN_IDS)("%s has 6 columns of 9 distinct lowercase words", (id) => {
    const { columns } = patterns[id];
    expect(columns).toHaveLength(COLUMNS);
    columns.forEach((column) => expect(column).toHaveLength(WORDS_PER_COLUMN));
    const words = columns.flat().map(wordOf);
    expect(new Set(words).size).toBe(54);
    words.forEach((word) => expect(word).toMatch(/^[a-z]+$/));
  });

  it("never repeats a word across lists", () => {
    const words = PATTERN_IDS.flatMap((id) => patterns[id].columns.flat().map(wordOf));
    expect(new Set(words).size).toBe(words.length);
  });

  it.each(["vccv-1", "vccv-2", "vccv-3"] as const)(
    "%s words are two closed syllables split between the middle consonants",
    (id) => {
      const wrong = patterns[id].columns.flat().filter((entry) => !isVcCv(entry));
      expect(wrong).toEqual([]);
    },
  );

  it("VC/CV #1 is the simplest: consonant-vowel-consonant twice", () => {
    const wrong = patterns["vccv-1"].columns
      .flat()
      .filter((entry) => !/^[^aeiou][aeiou][^aeiou]-[^aeiou][aeiou][^aeiou]$/.test(entry));
    expect(wrong).toEqual([]);
  });

  it.each(["vcv", "vcv-r"] as const)(
    "%s words have one consonant between two vowels, with open and closed first syllables in every column",
    (id) => {
      const { columns } = patterns[id];
      expect(columns.flat().filter((entry) => vcvSplit(entry) === null)).toEqual([]);
      for (const column of columns) {
        const kinds = new Set(column.map(vcvSplit));
        expect(kinds).toEqual(new Set(["open", "closed"]));
      }
    },
  );

  it("keeps r-controlled words (ti-ger, pa-per, riv-er) out of VCV and in VCV with r", () => {
    expect(patterns.vcv.columns.flat().filter((entry) => /[aeiou]r/.test(entry))).toEqual([]);
    expect(
      patterns["vcv-r"].columns.flat().filter((entry) => !/[aeiou]r/.test(syllablesOf(entry)[1])),
    ).toEqual([]);
  });

  it.each([
    ["nap-kin", true],
    ["in-sect", true],
    ["gar-den", false], // r-controlled
    ["rock-et", false], // ck digraph stays together
    ["pro-blem", false], // blend, not two closed syllables
    ["ta-ble", false],
    ["nap-kins-x", false],
    ["ro-bot", false],
  ])("isVcCv(%s) is %s", (entry, expected) => {
    expect(isVcCv(entry)).toBe(expected);
  });

  it.each([
    ["ro-bot", "open"],
    ["ti-ger", "open"],
    ["cam-el", "closed"],
    ["lem-on", "closed"],
    ["nap-kin", null],
    ["rain-bow", null],
    ["ca-mel", "open"],
  ])("vcvSplit(%s) is %s", (entry, expected) => {
    expect(vcvSplit(entry)).toBe(expected);
  });

  it("knows a closed syllable", () => {
    expect(isClosedSyllable("kin")).toBe(true);
    expect(isClosedSyllable("car")).toBe(false);
    expect(isClosedSyllable("ro")).toBe(false);
    expect(isClosedSyllable("rain")).toBe(false);
  });
});

describe("rolling", () => {
  it("takes 1.5 s, lands on a face 1-6 and counts the roll", () => {
    const rolling = startRoll(createRoller("vcv"), createRandom(3), 1_000);
    expect(rolling.rolling?.endsAt).toBe(2_500);
    expect(startRoll(rolling, createRandom(4), 1_200)).toBe(rolling);
    expect(tick(rolling, 2_499).state.rolls).toBe(0);
    const { state, events } = tick(rolling, 2_500);
    expect(state.rolls).toBe(1);
    expect(events.rolledFace).toBe(rolling.rolling?.face);
    expect(activeColumn(state)).toBe((state.face as number) - 1);
    expect(state.rolling).toBeNull();
  });

  it("lands on every face 1-6 over many seeded rolls", () => {
    const random = createRandom(8);
    const faces = new Set<number>();
    let state = createRoller("vccv-1");
    for (let i = 0; i < 60; i++) {
      state = tick(startRoll(state, random, i * 2_000), i * 2_000 + 1_500).state;
      faces.add(state.face as number);
    }
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("shows the instruction banner until two rolls have happened", () => {
    const random = createRandom(1);
    let state = createRoller("vccv-1");
    expect(bannerVisible(state)).toBe(true);
    state = tick(startRoll(state, random, 0), 1_500).state;
    expect(bannerVisible(state)).toBe(true);
    state = tick(startRoll(state, random, 2_000), 3_500).state;
    expect(bannerVisible(state)).toBe(false);
  });
});

describe("check circles and completion", () => {
  it("completes a column 0.3 s after its sixth circle", () => {
    const state = tickAll(createRoller("vccv-2"), 2, 10_000);
    expect(state.completesAt[2]).toBe(10_300);
    expect(nextDeadline(state)).toBe(10_300);
    expect(tick(state, 10_299).state.completed[2]).toBe(false);
    const { state: done, events } = tick(state, 10_300);
    expect(done.completed[2]).toBe(true);
    expect(events.completedColumns).toEqual([2]);
    expect(events.allComplete).toBe(false);
  });

  it("announces columns counted from 1, as the dice faces are", () => {
    const first = tick(tickAll(createRoller("vccv-1"), 0, 0), 300);
    expect(completionAnnouncement(first.events)).toBe("Column 1 complete!");
    let both = tickAll(tickAll(createRoller("vccv-1"), 2, 0), 5, 0);
    expect(completionAnnouncement(tick(both, 300).events)).toBe("Columns 3 and 6 complete!");
    both = tick(both, 300).state;
    expect(completionAnnouncement(tick(both, 400).events)).toBeNull();
    let all = createRoller("vccv-1");
    for (let column = 0; column < COLUMNS; column++) all = tickAll(all, column, 0);
    expect(completionAnnouncement(tick(all, 300).events)).toBe(
      "Congratulations! You've completed all columns!",
    );
  });

  it("needs every circle: five of six do not complete", () => {
    let state = createRoller("vccv-1");
    for (let circle = 0; circle < 5; circle++) state = toggleCircle(state, 0, circle, 0);
    expect(state.completesAt[0]).toBeNull();
    expect(tick(state, 60_000).state.completed[0]).toBe(false);
  });

  it("cancels the completion if a circle is unticked within 0.3 s", () => {
    const full = tickAll(createRoller("vccv-1"), 4, 0);
    const unticked = toggleCircle(full, 4, 5, 100);
    expect(unticked.completesAt[4]).toBeNull();
    expect(tick(unticked, 400).state.completed[4]).toBe(false);
  });

  it("locks a completed column", () => {
    const done = tick(tickAll(createRoller("vccv-1"), 1, 0), 300).state;
    expect(toggleCircle(done, 1, 0, 500)).toBe(done);
  });

  it("shows the win state when all six columns are complete", () => {
    let state = createRoller("vcv");
    for (let column = 0; column < COLUMNS; column++) state = tickAll(state, column, column * 1_000);
    const { state: end, events } = tick(state, 6_000);
    expect(allComplete(end)).toBe(true);
    expect(events.allComplete).toBe(true);
  });

  it("clears all progress on a pattern change or reset", () => {
    const random = createRandom(2);
    const played = tick(startRoll(tickAll(createRoller("vccv-1"), 0, 0), random, 0), 1_500).state;
    for (const cleared of [changePattern(played, "vcv"), resetGame(played)]) {
      expect(cleared.checks.flat().some(Boolean)).toBe(false);
      expect(cleared.completed.some(Boolean)).toBe(false);
      expect(cleared.rolls).toBe(0);
      expect(cleared.face).toBeNull();
    }
    expect(changePattern(played, "vcv").pattern).toBe("vcv");
    expect(resetGame(played).pattern).toBe("vccv-1");
  });
});
