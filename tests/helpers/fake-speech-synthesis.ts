// A speechSynthesis for jsdom that records what it is asked to say, with the voices a device
// lists; jsdom has none, so without it every game shows its no-voice message.
export type Spoken = { text: string; voice: string | undefined; lang: string };

export function installSpeech(voices: { name: string; lang: string; localService: boolean }[]) {
  const spoken: Spoken[] = [];
  class Utterance {
    voice: { name: string } | null = null;
    lang = "";
    rate = 1;
    constructor(public text: string) {}
  }
  Object.assign(window, {
    SpeechSynthesisUtterance: Utterance,
    speechSynthesis: {
      getVoices: () => voices,
      cancel: () => {},
      speak: (u: Utterance) => spoken.push({ text: u.text, voice: u.voice?.name, lang: u.lang }),
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  });
  return spoken;
}

export function removeSpeech() {
  Reflect.deleteProperty(window, "speechSynthesis");
  Reflect.deleteProperty(window, "SpeechSynthesisUtterance");
}
