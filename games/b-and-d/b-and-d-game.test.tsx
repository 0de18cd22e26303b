/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { installSpeech, removeSpeech } from "@/tests/helpers/fake-speech-synthesis";
import { NO_VOICE_MESSAGE } from "../kit/audio/hear-button";
import { BAndDGame } from "./b-and-d-game";

// jsdom lays nothing out, so an observer that never reports is what a real one would do here.
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Nor does it draw: without a 2D context the practice canvas simply stays blank.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null));

describe("b and d without a chosen letter", () => {
  it("asks on the page beside the car, with no dialog to dismiss, until a letter is chosen", async () => {
    const user = userEvent.setup();
    render(<BAndDGame />);
    const car = screen.getByTestId("car-button");
    await user.click(car);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Choose a letter (🍩 or 🍫) first. Pick the donut for d or the chocolate bar for b.",
    );
    // Nothing blocks the page: the choice is right there to make.
    expect(car).toHaveFocus();
    await user.click(screen.getByRole("radio", { name: "b for chocolate bar" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("list", { name: "How to write b" })).toBeInTheDocument();
  });
});

describe("b and d read aloud", () => {
  afterEach(() => removeSpeech());

  it("reads the chosen letter's steps from the button or H", async () => {
    const spoken = installSpeech([{ name: "Samantha", lang: "en-US", localService: true }]);
    const user = userEvent.setup();
    render(<BAndDGame />);
    await user.click(screen.getByRole("radio", { name: "b for chocolate bar" }));
    await user.click(screen.getByRole("button", { name: "Hear the steps" }));
    expect(spoken.map((s) => s.text)).toEqual([
      "How to write the letter b. Down the stick. Up a little, then round the belly.",
    ]);
    await user.keyboard("h");
    expect(spoken).toHaveLength(2);
  });

  it("says so where the device has no voice", async () => {
    const user = userEvent.setup();
    render(<BAndDGame />);
    await user.click(screen.getByRole("radio", { name: "d for donut" }));
    expect(screen.getByText(NO_VOICE_MESSAGE)).toBeVisible();
  });
});
