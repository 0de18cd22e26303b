// A speechSynthesis that records what it is asked to say instead of speaking, injected before the
// page's own scripts: the tests read back each utterance's text and voice.
import type { BrowserContext, Page } from "@playwright/test";

export type Utterance = { text: string; voice: string | null };

/** Installs the fake with one US English voice; with voices: false, a browser that has none. */
export async function fakeSpeech(target: Page | BrowserContext, { voices = true } = {}) {
  await target.addInitScript((withVoices: boolean) => {
    const spoken: { text: string; voice: string | null }[] = [];
    const list = withVoices
      ? [
          {
            name: "Test US English",
            lang: "en-US",
            localService: true,
            default: true,
            voiceURI: "t",
          },
        ]
      : [];
    class FakeUtterance {
      lang = "";
      rate = 1;
      voice: { name: string } | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    Object.assign(window, { __spoken: spoken });
    Object.defineProperty(window, "SpeechSynthesisUtterance", {
      value: FakeUtterance,
      configurable: true,
    });
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: {
        getVoices: () => list,
        speak: (u: FakeUtterance) => spoken.push({ text: u.text, voice: u.voice?.name ?? null }),
        cancel: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  }, voices);
}

/** What the page has been asked to say so far. */
export function spoken(page: Page): Promise<Utterance[]> {
  return page.evaluate(() => (window as unknown as { __spoken: Utterance[] }).__spoken);
}

/** A browser without speech at all. */
export async function noSpeech(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    Reflect.deleteProperty(window, "speechSynthesis");
    Reflect.deleteProperty(Window.prototype, "speechSynthesis");
  });
}
