import { sentenceChunks } from "./read-aloud";

describe("read aloud chunks", () => {
  it("joins short sentences and keeps each chunk under the limit", () => {
    const text =
      "A red fox sat on a log.  A green frog sat in the bog. The fox said, (Can you hop?)";
    expect(sentenceChunks(text, 60)).toEqual([
      "A red fox sat on a log. A green frog sat in the bog.",
      "The fox said, (Can you hop?)",
    ]);
  });

  it("splits a very long sentence and ignores empty text", () => {
    const chunks = sentenceChunks("word ".repeat(100), 50);
    expect(chunks.every((chunk) => chunk.length <= 50)).toBe(true);
    expect(
      chunks
        .join(" ")
        .split(" ")
        .every((word) => word === "word"),
    ).toBe(true);
    expect(sentenceChunks("   ")).toEqual([]);
  });
});
