/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { installSpeech, removeSpeech } from "@/tests/helpers/fake-speech-synthesis";
import { HearButton, NO_VOICE_MESSAGE } from "./hear-button";

afterEach(() => {
  removeSpeech();
  localStorage.clear();
});

const voices = [
  { name: "Daniel", lang: "en-GB", localService: true },
  { name: "Samantha", lang: "en-US", localService: true },
];

describe("HearButton", () => {
  it("reads the word from a press or the H key, in the voice chosen once for the device", () => {
    const spoken = installSpeech(voices);
    render(<HearButton text="ship" label="Hear the word" hotkey="h" />);
    fireEvent.click(screen.getByRole("button", { name: "Hear the word" }));
    expect(spoken).toEqual([{ text: "ship", voice: "Samantha", lang: "en-US" }]);
    expect(localStorage.getItem("bp.speech-voice.v1")).toBe("Samantha");
    act(() => {
      fireEvent.keyDown(window, { key: "H" });
    });
    expect(spoken).toHaveLength(2);
  });

  it("ignores H typed into a text box", () => {
    const spoken = installSpeech(voices);
    render(
      <>
        <input aria-label="Name" />
        <HearButton text="ship" label="Hear the word" hotkey="h" />
      </>,
    );
    fireEvent.keyDown(screen.getByLabelText("Name"), { key: "h" });
    expect(spoken).toEqual([]);
  });

  it("keeps using the voice chosen before", () => {
    localStorage.setItem("bp.speech-voice.v1", "Daniel");
    const spoken = installSpeech(voices);
    render(<HearButton text="The cat sat." label="Hear it" />);
    fireEvent.click(screen.getByRole("button", { name: "Hear it" }));
    expect(spoken[0]?.voice).toBe("Daniel");
  });

  it("offers no synthetic voice for a single sound", () => {
    installSpeech(voices);
    const { container } = render(<HearButton text="ck" label="Hear it" hotkey="h" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("says so in words where the browser has no speech", () => {
    render(<HearButton text="ship" label="Hear the word" />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText(NO_VOICE_MESSAGE)).toBeVisible();
  });

  it("says so after a press that finds no voice on the device", () => {
    installSpeech([]);
    render(<HearButton text="ship" label="Hear the word" />);
    fireEvent.click(screen.getByRole("button", { name: "Hear the word" }));
    expect(screen.getByRole("status")).toHaveTextContent(NO_VOICE_MESSAGE);
  });
});
