/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { installSpeech, removeSpeech } from "@/tests/helpers/fake-speech-synthesis";
import { NO_VOICE_MESSAGE } from "../kit/audio/hear-button";
import { LetterTilesGame } from "./letter-tiles-game";
import { boardWord } from "./logic";
import { findTile } from "./tiles";

globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
const voices = [{ name: "Samantha", lang: "en-US", localService: true }];
afterEach(() => {
  removeSpeech();
  localStorage.clear();
});

describe("the word on the board", () => {
  it("reads the tiles' letters in order and leaves pictures out", () => {
    const tile = (id: string) => findTile("beginner", id) ?? null;
    expect(
      boardWord([
        { id: "0", tile: tile("digraph-sh") },
        { id: "1", tile: null },
        { id: "2", tile: tile("vowel-i") },
        { id: "3", tile: tile("consonant-p") },
      ]),
    ).toBe("ship");
  });
});

describe("Hear the board", () => {
  it("reads the word laid on the board from its button or H", () => {
    const spoken = installSpeech(voices);
    render(<LetterTilesGame />);
    const group = screen.getByRole("combobox", { name: "Word group" });
    fireEvent.change(group, { target: { value: (group as HTMLSelectElement).options[1]!.value } });
    const hear = screen.getByRole("button", { name: /Hear the board/ });
    expect(hear).toBeEnabled();
    fireEvent.click(hear);
    fireEvent.keyDown(window, { key: "h" });
    expect(spoken).toHaveLength(2);
    expect(spoken[0]!.text).toMatch(/^[a-z]+$/);
    expect(spoken[1]!.text).toBe(spoken[0]!.text);
  });

  it("says so where the device has no voice", () => {
    render(<LetterTilesGame />);
    expect(screen.getByText(NO_VOICE_MESSAGE)).toBeVisible();
    expect(screen.getByRole("button", { name: /Hear the board/ })).toBeDisabled();
  });
});
