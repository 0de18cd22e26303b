/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { forgetRecordingsForTests } from "@/games/kit/audio/recorded-sound";
import { installSpeech, removeSpeech } from "@/tests/helpers/fake-speech-synthesis";
import { getPhonicsSet, phonicsSets } from "./index";
import { HearTarget } from "./hear-target";
import { spokenPhonicsPrompt, targetSoundRecordingId } from "./target-sound";

const voices = [{ name: "Samantha", lang: "en-US", localService: true }];
let played: string[] = [];

beforeEach(() => {
  forgetRecordingsForTests();
  played = [];
  window.HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    played.push(this.src);
    return Promise.resolve();
  };
});
afterEach(() => removeSpeech());

function recorded(recordings: Record<string, string>) {
  global.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, json: () => Promise.resolve({ recordings }) } as Response),
  );
}

describe("the sound a phonics set asks for", () => {
  it("names the recording of the set's one sound, and none where it has no single sound", () => {
    const ids = Object.fromEntries(phonicsSets.map((set) => [set.id, targetSoundRecordingId(set)]));
    expect(ids["short-a"]).toBe("sound-short-a");
    expect(ids["digraph-sh"]).toBe("sound-sh");
    expect(ids["digraph-ck"]).toBe("sound-k");
    expect(ids["letter-d"]).toBe("sound-d");
    expect(ids["family-at"]).toBeNull();
    expect(ids["sight-words"]).toBeNull();
    expect(ids["vowels"]).toBeNull();
  });

  it("reads a word family as a family, not as a minus sign", () => {
    expect(spokenPhonicsPrompt("Whack", "Words in the -at family")).toBe(
      "Whack words in the at family",
    );
  });
});

describe("HearTarget", () => {
  it("reads a word set's prompt from the button or H, and plays the recorded sound", async () => {
    recorded({ "sound-short-a": "v1" });
    const spoken = installSpeech(voices);
    render(<HearTarget set={getPhonicsSet("short-a")!} spoken="Whack words with short a" />);
    await act(async () => {
      await Promise.resolve();
    });
    fireEvent.click(screen.getByRole("button", { name: "Hear it" }));
    fireEvent.keyDown(window, { key: "h" });
    expect(spoken.map((s) => s.text)).toEqual([
      "Whack words with short a",
      "Whack words with short a",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Hear the sound short a" }));
    expect(played).toEqual(["http://localhost/api/sounds/sound-short-a?v=v1"]);
  });

  it("gives a letter set only the practice's recording, on its button and H", async () => {
    recorded({ "sound-b": "v3" });
    const spoken = installSpeech(voices);
    render(<HearTarget set={getPhonicsSet("letter-b")!} spoken="Whack the letter b" />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole("button", { name: "Hear it" })).toBeNull();
    fireEvent.keyDown(window, { key: "h" });
    expect(played).toEqual(["http://localhost/api/sounds/sound-b?v=v3"]);
    expect(spoken).toEqual([]);
  });

  it("shows nothing for a letter set nobody has recorded", async () => {
    recorded({});
    installSpeech(voices);
    const { container } = render(
      <HearTarget set={getPhonicsSet("vowels")!} spoken="Whack the vowels" />,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(container.querySelectorAll("button")).toHaveLength(0);
  });

  it("says so where the device has no voice", () => {
    render(<HearTarget set={getPhonicsSet("short-a")!} spoken="Whack words with short a" />);
    expect(screen.getByText(/no reading voice/)).toBeVisible();
  });
});
