/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { installSpeech, removeSpeech } from "@/tests/helpers/fake-speech-synthesis";
import { HearButton } from "./hear-button";
import { ReadingVoicePicker } from "./reading-voice-picker";

afterEach(() => {
  removeSpeech();
  localStorage.clear();
});

const voices = [
  { name: "Daniel", lang: "en-GB", localService: true },
  { name: "Samantha", lang: "en-US", localService: true },
  { name: "Thomas", lang: "fr-FR", localService: true },
];

describe("Reading voice", () => {
  it("offers the English voices with the device's default chosen", () => {
    installSpeech(voices);
    render(<ReadingVoicePicker />);
    const picker = screen.getByRole("combobox", { name: "Reading voice" });
    expect(picker).toHaveValue("Samantha");
    expect(screen.getAllByRole("option").map((option) => option.getAttribute("value"))).toEqual([
      "Samantha",
      "Daniel",
    ]);
  });

  it("keeps the voice chosen for every game on this device", () => {
    const spoken = installSpeech(voices);
    render(
      <>
        <ReadingVoicePicker />
        <HearButton text="ship" label="Hear the word" />
      </>,
    );
    fireEvent.change(screen.getByRole("combobox", { name: "Reading voice" }), {
      target: { value: "Daniel" },
    });
    expect(localStorage.getItem("bp.speech-voice.v1")).toBe("Daniel");
    fireEvent.click(screen.getByRole("button", { name: "Try it" }));
    fireEvent.click(screen.getByRole("button", { name: "Hear the word" }));
    expect(spoken.map((s) => [s.text, s.voice])).toEqual([
      ["The big dog ran to the red ship.", "Daniel"],
      ["ship", "Daniel"],
    ]);
  });

  it("says so where the device has no voice", () => {
    render(<ReadingVoicePicker />);
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.getByText(/no English reading voice/)).toBeVisible();
  });
});
