import { isKnownWord } from "./word-check";

describe("word check", () => {
  it("knows words from the phonics sets and the Letter Tiles word groups, in any case", () => {
    expect(isKnownWord("cat")).toBe(true);
    expect(isKnownWord(" Ship ")).toBe(true);
  });
  it("marks a word in no list for a second look", () => {
    expect(isKnownWord("shpi")).toBe(false);
  });
});
