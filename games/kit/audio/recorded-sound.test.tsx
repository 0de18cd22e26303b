/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { forgetRecordingsForTests, RecordedSoundButton } from "./recorded-sound";

let played: string[] = [];

function serveManifest(recordings: Record<string, string>) {
  let answer: (value: Response) => void = () => {};
  const fetched = new Promise<Response>((resolve) => (answer = resolve));
  global.fetch = jest.fn(() => fetched);
  return () =>
    act(async () => {
      answer({ ok: true, json: () => Promise.resolve({ recordings }) } as Response);
      await fetched;
    });
}

beforeEach(() => {
  forgetRecordingsForTests();
  played = [];
  window.HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    played.push(this.src);
    return Promise.resolve();
  };
});

describe("RecordedSoundButton", () => {
  it("shows no button until the list says the sound is recorded, then plays the recording", async () => {
    const answer = serveManifest({ "sound-short-a": "v1" });
    render(<RecordedSoundButton id="sound-short-a" label="Hear short a" />);
    expect(screen.queryByRole("button")).toBeNull();
    await answer();
    fireEvent.click(screen.getByRole("button", { name: "Hear short a" }));
    expect(played).toEqual(["http://localhost/api/sounds/sound-short-a?v=v1"]);
    expect(global.fetch).toHaveBeenCalledWith("/api/sounds", expect.anything());
  });

  it("plays the recording from its key once it is recorded, and not before", async () => {
    const answer = serveManifest({ "sound-b": "v2" });
    render(<RecordedSoundButton id="sound-b" label="Hear the sound of b" hotkey="h" />);
    fireEvent.keyDown(window, { key: "h" });
    expect(played).toEqual([]);
    await answer();
    fireEvent.keyDown(window, { key: "H" });
    expect(played).toEqual(["http://localhost/api/sounds/sound-b?v=v2"]);
  });

  it("never shows a button for a sound nobody has recorded", async () => {
    const answer = serveManifest({ "sound-short-a": "v1" });
    render(<RecordedSoundButton id="sound-long-a" label="Hear long a" />);
    await answer();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("stays silent, with no button, when the list cannot be fetched", async () => {
    global.fetch = jest.fn(() => Promise.reject(new Error("offline")));
    render(<RecordedSoundButton id="sound-short-a" label="Hear short a" />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole("button")).toBeNull();
  });
});
