import { pasteMessage, wordsToAdd } from "./paste";

describe("pasting many words into an anagram", () => {
  it("adds new words after the ones already there, from lines or commas, ignoring tags", () => {
    const outcome = wordsToAdd(["ship", ""], "shop, fish\nchin: ch\nShip\nfish", 30);
    expect(outcome).toEqual({
      added: ["shop", "fish", "chin"],
      repeated: ["Ship", "fish"],
      overflow: [],
    });
    expect(pasteMessage(outcome, 30)).toBe("Added 3 words. Already on the list: Ship, fish.");
  });

  it("stops at the most an anagram holds and says what was left out", () => {
    const outcome = wordsToAdd(["cat", "hat"], "map, tap, nap", 4);
    expect(outcome.added).toEqual(["map", "tap"]);
    expect(outcome.overflow).toEqual(["nap"]);
    expect(pasteMessage(outcome, 4)).toBe(
      "Added 2 words. An anagram holds up to 4 words, so these were left out: nap.",
    );
    expect(pasteMessage(wordsToAdd([], "  \n", 4), 4)).toBe("No new words to add.");
  });
});
