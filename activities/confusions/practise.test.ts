import type { DatedAnswer } from "./answers";
import { practiseThese } from "./practise";

const now = new Date("2026-11-20T12:00:00Z");
const at = new Date("2026-11-19T12:00:00Z");
const miss = (item: string, chose = "x"): DatedAnswer => ({
  kind: "spelling",
  item,
  chose,
  tags: [],
  right: false,
  at,
});

describe("practiseThese", () => {
  it("makes an Anagram of the missed words, most missed first, without repeats", () => {
    const result = practiseThese(
      [
        miss("ship"),
        miss("chop"),
        miss("Chop"),
        { ...miss("thin"), right: true },
        miss("The cat sat."),
      ],
      { now, studentName: "Mia" },
    );
    expect(result.ok).toBe(true);
    if (!result.ok || result.draft.template !== "anagram") throw new Error("expected an anagram");
    expect(result.draft.title).toBe("Practise these: Mia");
    expect(result.draft.content.words.map((w) => w.word)).toEqual(["chop", "ship"]);
  });

  it("says so when nothing was missed this week", () => {
    const old = { ...miss("ship"), at: new Date("2026-11-01T00:00:00Z") };
    expect(practiseThese([old], { now, studentName: "Mia" })).toEqual({
      ok: false,
      message: "Mia has no missed words this week, so there is nothing to practise yet.",
    });
  });

  it("keeps to twelve words", () => {
    const many = "abcdefghijklmnop".split("").map((l) => miss(`${l}at`));
    const result = practiseThese(many, { now, studentName: "Mia" });
    if (!result.ok || result.draft.template !== "anagram") throw new Error("expected an anagram");
    expect(result.draft.content.words).toHaveLength(12);
  });
});

describe("practiseThese as Sort Categories", () => {
  const choice = (item: string, tags: string[], right: boolean, choseFor: string[]) =>
    ({ kind: "choice", item, tags, right, chose: item, choseFor, at }) as DatedAnswer;

  it("groups by the patterns the child mixed up, with the words they met in each", () => {
    const result = practiseThese(
      [
        choice("chop", ["short o", "ch"], false, ["sh"]),
        choice("chin", ["short i", "ch"], true, ["sh"]),
        choice("ship", ["short i", "sh"], true, ["sh"]),
        choice("shop", ["short o", "sh"], false, ["sh"]),
        choice("moth", ["short o", "th"], true, ["sh"]),
      ],
      { now, studentName: "Mia", as: "sort-categories" },
    );
    if (!result.ok || result.draft.template !== "sort-categories")
      throw new Error("expected a sort");
    expect(result.draft.title).toBe("Practise these: Mia");
    expect(result.draft.content.categories).toEqual([
      { name: "Sh", items: ["shop", "ship"] },
      { name: "Ch", items: ["chop", "chin"] },
    ]);
    // The groups' tags travel with the words, so the new sort is recorded under them too.
    expect(result.draft.content.tags).toMatchObject({ chop: ["ch", "short o"] });
  });

  it("says so when the missed words make no two groups of two", () => {
    expect(
      practiseThese([miss("ship")], { now, studentName: "Mia", as: "sort-categories" }),
    ).toEqual({
      ok: false,
      message:
        "Mia's missed words this week don't make two patterns with two words each yet, so there is nothing to sort. An Anagram of them works now.",
    });
  });
});
