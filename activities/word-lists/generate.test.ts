import { activityDraftSchema } from "../schemas";
import { findBuiltInSet } from "./built-in";
import {
  activitiesFromList,
  anagramFromList,
  makeChoiceSchema,
  sortFromList,
  spinnerFromList,
  titleFor,
  whackFromList,
} from "./generate";
import { parsePastedList } from "./list";

const digraphs = {
  name: "Digraphs week 3",
  words: parsePastedList(
    "ship: sh, short i\nshop: sh, short o\nfish: sh\nchin: ch\nchop: ch\nrich: ch\nthin: th\nmath: th",
  ),
};
const untagged = { name: "Plain", words: parsePastedList("cat, hat, ship, shop, dog") };

const valid = (draft: unknown) => expect(activityDraftSchema.safeParse(draft).success).toBe(true);

describe("one list, many activities", () => {
  it("makes an anagram of the words, each with its tags for the confusion record", () => {
    const making = anagramFromList(digraphs);
    if (!making.ok) throw new Error(making.message);
    expect(making.made.draft.title).toBe("Digraphs week 3 — Anagram");
    expect(making.made.draft.content).toEqual({
      words: digraphs.words.map((entry) => ({ word: entry.word, tags: entry.tags })),
    });
    valid(making.made.draft);
  });

  it("sorts by the words' tags, each word in its first chosen tag", () => {
    const making = sortFromList(digraphs, { groupBy: "tags", tags: [] });
    if (!making.ok) throw new Error(making.message);
    expect(making.made.draft.content).toEqual({
      categories: [
        { name: "Sh", items: ["ship", "shop", "fish"] },
        { name: "Ch", items: ["chin", "chop", "rich"] },
        { name: "Th", items: ["thin", "math"] },
      ],
      // The list's tags travel with the words, so the child's answers are recorded under them.
      tags: Object.fromEntries(digraphs.words.map((entry) => [entry.word, entry.tags])),
    });
    valid(making.made.draft);
  });

  it("sorts into the tags the tutor chose and says what was left out", () => {
    const making = sortFromList(digraphs, { groupBy: "tags", tags: ["sh", "ch"] });
    if (!making.ok) throw new Error(making.message);
    expect(making.made.draft.content).toMatchObject({
      categories: [{ name: "Sh" }, { name: "Ch" }],
    });
    expect(making.made.note).toBe("2 words have none of the chosen tags and are left out.");
  });

  it("refuses Sort for a list without tags, or groups it by our patterns when asked", () => {
    const refused = sortFromList(untagged, { groupBy: "tags", tags: [] });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toMatch(/has none/);
    const byPattern = sortFromList(untagged, { groupBy: "patterns", tags: [] });
    if (!byPattern.ok) throw new Error(byPattern.message);
    expect(byPattern.made.draft.content).toMatchObject({
      categories: [
        { name: "Short a", items: ["cat", "hat"] },
        { name: "Short o", items: ["shop", "dog"] },
      ],
    });
    valid(byPattern.made.draft);
  });

  it("refuses a sort whose category would be too small", () => {
    const making = sortFromList(digraphs, { groupBy: "tags", tags: ["sh", "short i"] });
    expect(making.ok).toBe(false);
    expect(!making.ok && making.message).toMatch(/“short i”/);
  });

  it("makes Whack-a-Mole with the chosen tag's words as targets", () => {
    const making = whackFromList(digraphs, "SH");
    if (!making.ok) throw new Error(making.message);
    expect(making.made.draft.content).toEqual({
      source: "own",
      prompt: "Words with the digraph sh",
      targets: ["ship", "shop", "fish"],
      distractors: ["chin", "chop", "rich", "thin", "math"],
      tags: Object.fromEntries(digraphs.words.map((entry) => [entry.word, entry.tags])),
    });
    valid(making.made.draft);
    const own = whackFromList({ name: "x", words: parsePastedList("nap: vc/cv\ncat") }, "vc/cv");
    expect(own.ok && own.made.draft.content).toMatchObject({ prompt: "Words with vc cv" });
  });

  it("refuses Whack-a-Mole without targets or without words to skip", () => {
    expect(whackFromList(digraphs, "short a")).toMatchObject({ ok: false });
    const allTargets = whackFromList(
      { name: "x", words: parsePastedList("ship: sh\nshop: sh") },
      "sh",
    );
    expect(!allTargets.ok && allTargets.message).toMatch(/none to skip/);
  });

  it("puts up to 24 words on a spinner", () => {
    const big = findBuiltInSet("phonics:short-a")!;
    const making = spinnerFromList({ name: big.label, words: big.entries });
    if (!making.ok) throw new Error(making.message);
    expect((making.made.draft.content as { segments: string[] }).segments).toHaveLength(24);
    expect(making.made.note).toMatch(/first 24/);
    valid(making.made.draft);
  });

  it("keeps titles within 80 characters", () => {
    const title = titleFor("x".repeat(80), "sort-categories");
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title.endsWith("… — Sort Categories")).toBe(true);
  });

  it("makes everything ticked at once, or nothing when one cannot be made", () => {
    const choice = makeChoiceSchema.parse({
      anagram: true,
      sort: { groupBy: "tags" },
      whack: { tag: "sh" },
      spinner: true,
      worksheet: true,
    });
    const all = activitiesFromList(digraphs, choice);
    if (!all.ok) throw new Error(all.messages.join());
    expect(all.made.map((made) => made.kind)).toEqual([
      "anagram",
      "sort-categories",
      "whack-a-mole",
      "spinner-wheel",
    ]);
    expect(all.worksheetOf).toBe(0);
    const none = activitiesFromList(untagged, makeChoiceSchema.parse({ anagram: true, sort: {} }));
    expect(!none.ok && none.messages).toEqual([expect.any(String)]);
    expect(!none.ok && none.messages[0]).toMatch(/^Sort Categories/);
  });

  it("makes an anagram for a worksheet alone, titled for it", () => {
    const sheet = activitiesFromList(digraphs, makeChoiceSchema.parse({ worksheet: true }));
    expect(sheet.ok && sheet.made[0]?.draft.title).toBe("Digraphs week 3 — Worksheet");
    expect(makeChoiceSchema.safeParse({}).success).toBe(false);
  });

  it("makes valid activities from every built-in set it can", () => {
    for (const id of ["letter-tiles:level-6", "reading-roller:vcv:2", "phonics:family-at"]) {
      const set = findBuiltInSet(id)!;
      const list = { name: set.label, words: set.entries };
      for (const making of [anagramFromList(list), spinnerFromList(list)]) {
        if (!making.ok) throw new Error(making.message);
        valid(making.made.draft);
      }
    }
    const family = findBuiltInSet("phonics:family-at")!;
    const whack = whackFromList({ name: "at", words: family.entries }, "-at");
    if (!whack.ok) throw new Error(whack.message);
    valid(whack.made.draft);
  });
});
