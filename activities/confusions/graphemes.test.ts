import { graphemeSwaps, graphemesOf } from "./graphemes";

describe("graphemesOf", () => {
  it("keeps digraphs, trigraphs and vowel teams whole", () => {
    expect(graphemesOf("ship")).toEqual(["sh", "i", "p"]);
    expect(graphemesOf("Catch")).toEqual(["c", "a", "tch"]);
    expect(graphemesOf("rain")).toEqual(["r", "ai", "n"]);
  });
});

describe("graphemeSwaps", () => {
  it("names the grapheme written in place of the target's", () => {
    expect(graphemeSwaps("ship", "chip")).toEqual([{ wrote: "ch", target: "sh" }]);
    expect(graphemeSwaps("bed", "dad")).toEqual([
      { wrote: "d", target: "b" },
      { wrote: "a", target: "e" },
    ]);
  });

  it("finds nothing in a right spelling", () => {
    expect(graphemeSwaps("thin", "THIN")).toEqual([]);
  });

  it("does not shift later graphemes when one is missing or extra", () => {
    expect(graphemeSwaps("stop", "sop")).toEqual([]);
    expect(graphemeSwaps("ship", "sip")).toEqual([{ wrote: "s", target: "sh" }]);
    expect(graphemeSwaps("chop", "chopp")).toEqual([]);
  });
});
