/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { installSpeech, removeSpeech } from "@/tests/helpers/fake-speech-synthesis";
import { NO_VOICE_MESSAGE } from "../kit/audio/hear-button";
import { GRAMMAR_CARDS } from "./data";
import { GrammarGame } from "./grammar-game";

const voices = [{ name: "Samantha", lang: "en-US", localService: true }];
afterEach(() => removeSpeech());

describe("Grammar read aloud", () => {
  it("reads the turned card's prompt from its button or H, and the child's own sentence", () => {
    const spoken = installSpeech(voices);
    const { container } = render(<GrammarGame />);
    const card = GRAMMAR_CARDS[0]!;
    fireEvent.click(container.querySelector(`button[data-card="${card.number}"]`)!);
    const prompt = `${card.prompt} For example: ${card.example}`;
    fireEvent.click(screen.getByRole("button", { name: /Read aloud/ }));
    fireEvent.keyDown(document.body, { key: "h" });
    expect(spoken.map((s) => s.text).join(" ")).toBe(`${prompt} ${prompt}`);
    spoken.length = 0;
    const box = screen.getByPlaceholderText("Write your sentence here.");
    fireEvent.change(box, { target: { value: "The dog ran home." } });
    // H typed into the sentence is a letter, not a request to hear.
    fireEvent.keyDown(box, { key: "h" });
    expect(spoken).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Hear your sentence" }));
    expect(spoken.map((s) => s.text)).toEqual(["The dog ran home."]);
  });

  it("says once where the device has no voice", () => {
    const { container } = render(<GrammarGame />);
    fireEvent.click(container.querySelector("button[data-card]")!);
    expect(screen.getAllByText(NO_VOICE_MESSAGE)).toHaveLength(1);
  });
});
