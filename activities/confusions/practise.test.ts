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
