/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { NO_VOICE_MESSAGE } from "../kit/audio/hear-button";
import { forgetRecordingsForTests } from "../kit/audio/recorded-sound";
import { installSpeech, removeSpeech } from "@/tests/helpers/fake-speech-synthesis";
import { HearCard } from "./hear-card";

const voices = [{ name: "Samantha", lang: "en-US", localService: true }];
let played: string[] = [];

function recorded(recordings: Record<string, string>) {
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, json: () => Promise.resolve({ recordings }) } as Response),
  );
}
const settle = () =>
  act(async () => {
    await Promise.resolve();
  });

beforeEach(() => {
  forgetRecordingsForTests();
  recorded({});
  played = [];
  window.HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    played.push(this.src);
    return Promise.resolve();
  };
});
afterEach(() => removeSpeech());

describe("Hear the card", () => {
  it("reads a word card from the button or H", async () => {
    const spoken = installSpeech(voices);
    render(<HearCard card={{ pairId: 1, face: { kind: "word", text: "ship" } }} />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Hear the card" }));
    fireEvent.keyDown(window, { key: "h" });
    expect(spoken.map((s) => s.text)).toEqual(["ship", "ship"]);
  });

  it("plays a keyword picture's recording once the practice has made it", async () => {
    recorded({ "keyword-apple": "v1" });
    const spoken = installSpeech(voices);
    render(<HearCard card={{ pairId: 1, face: { kind: "picture", picture: "apple" } }} />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Hear the card" }));
    expect(played).toEqual(["http://localhost/api/sounds/keyword-apple?v=v1"]);
    expect(spoken).toEqual([]);
  });

  it("gives a letter only its recorded sound, never a voice", async () => {
    const spoken = installSpeech(voices);
    const { rerender } = render(
      <HearCard card={{ pairId: 1, face: { kind: "letter", text: "B" } }} />,
    );
    await settle();
    expect(screen.queryByRole("button")).toBeNull();
    fireEvent.keyDown(window, { key: "h" });
    expect(spoken).toEqual([]);
    forgetRecordingsForTests();
    recorded({ "sound-b": "v2" });
    rerender(<HearCard card={{ pairId: 2, face: { kind: "letter", text: "b" } }} />);
    await settle();
    fireEvent.keyDown(window, { key: "h" });
    expect(played).toEqual(["http://localhost/api/sounds/sound-b?v=v2"]);
  });

  it("has nothing for a face-down card or a number, nor without a voice", async () => {
    installSpeech(voices);
    const { container, rerender } = render(<HearCard card={undefined} />);
    expect(container.querySelector("button")).toBeNull();
    rerender(<HearCard card={{ pairId: 1, face: { kind: "number", value: 7 } }} />);
    expect(container.querySelector("button")).toBeNull();
    removeSpeech();
    rerender(<HearCard card={{ pairId: 1, face: { kind: "word", text: "frog" } }} />);
    await settle();
    // The game says so once, below the board; the bar keeps to one line.
    expect(screen.queryByText(NO_VOICE_MESSAGE)).toBeNull();
    expect(container.querySelector("button")).toBeNull();
  });
});
