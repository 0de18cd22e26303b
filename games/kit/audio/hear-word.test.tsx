/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { installSpeech, removeSpeech } from "@/tests/helpers/fake-speech-synthesis";
import { HearItem, sayWord } from "./hear-word";
import { forgetRecordingsForTests } from "./recorded-sound";

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
  played = [];
  window.HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    played.push(this.src);
    return Promise.resolve();
  };
});
afterEach(() => removeSpeech());

describe("HearItem", () => {
  it("reads a word in the voice, from its button or H", async () => {
    recorded({});
    const spoken = installSpeech(voices);
    render(<HearItem text="frog" label="Hear it" hotkey="h" />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Hear it" }));
    fireEvent.keyDown(window, { key: "h" });
    expect(spoken.map((s) => s.text)).toEqual(["frog", "frog"]);
  });

  it("plays a keyword's recording instead of the voice once it is made", async () => {
    recorded({ "keyword-ship": "v1" });
    const spoken = installSpeech(voices);
    render(<HearItem text="ship" label="Hear it" hotkey="h" />);
    await settle();
    fireEvent.keyDown(window, { key: "h" });
    expect(played).toEqual(["http://localhost/api/sounds/keyword-ship?v=v1"]);
    expect(spoken).toEqual([]);
    sayWord("ship");
    expect(played).toHaveLength(2);
  });

  it("gives a single sound only its recording, and no button before there is one", async () => {
    recorded({ "sound-sh": "v4" });
    const spoken = installSpeech(voices);
    const { container, rerender } = render(<HearItem text="ck" label="Hear it" hotkey="h" />);
    await settle();
    expect(container).toBeEmptyDOMElement();
    rerender(<HearItem key="sh" text="sh" label="Hear it" hotkey="h" />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Hear it" }));
    expect(played).toEqual(["http://localhost/api/sounds/sound-sh?v=v4"]);
    expect(spoken).toEqual([]);
  });
});
