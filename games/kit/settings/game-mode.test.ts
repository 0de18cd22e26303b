import { modeFromLocation } from "./game-mode";

const modes = ["classic", "words"] as const;

describe("modeFromLocation", () => {
  it("reads a known mode from the query", () => {
    expect(modeFromLocation("?seed=3&mode=words", modes, "classic")).toBe("words");
  });

  it("falls back to the default for a missing or unknown mode", () => {
    expect(modeFromLocation("", modes, "classic")).toBe("classic");
    expect(modeFromLocation("?mode=<script>", modes, "classic")).toBe("classic");
    expect(modeFromLocation("?mode=", modes, "classic")).toBe("classic");
  });
});
