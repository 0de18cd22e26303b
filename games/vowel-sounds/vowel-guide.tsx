"use client";
// A short explanation of short and long vowel sounds with example words that can be heard.
// Whole words are read aloud by the browser's voice; the vowel sounds themselves, and the
// keywords, only in the practice's own recordings (games/kit/audio/recorded-sound.tsx), and a
// sound nobody has recorded yet has no button at all.
import { RecordedSoundButton, playRecording, useRecording } from "@/games/kit/audio/recorded-sound";
import { keywordRecordingId, soundRecordingId } from "@/games/kit/audio/recordings";
import { SpeakerIcon } from "@/games/kit/audio/speaker-icon";
import { speak } from "@/games/kit/audio/speech";
import { VOWEL_SOUNDS, VOWELS } from "./data";

export function VowelGuide({ speechAvailable }: { speechAvailable: boolean }) {
  const word = (text: string, emphasis: string, keyword = false) => (
    <HearableWord
      key={text}
      text={text}
      emphasis={emphasis}
      recording={keyword ? keywordRecordingId(text) : undefined}
      speechAvailable={speechAvailable}
    />
  );

  return (
    <section
      aria-labelledby="vowel-guide-title"
      className="border-brand-100 rounded-2xl border bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="vowel-guide-title" className="text-brand-900 text-xl font-semibold">
        Short and long vowel sounds
      </h2>
      <p className="mt-2 max-w-3xl">
        Every word has a vowel. A vowel can make a <strong>short</strong> sound, like the a in{" "}
        <em>{VOWEL_SOUNDS.a.keyword}</em> and <em>cat</em>. It can also make a <strong>long</strong>{" "}
        sound, where it says its own name, like the a in <em>cake</em>. A silent e at the end of a
        word often makes the vowel long.
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[34rem] border-collapse text-left">
          <caption className="sr-only">Example words for each vowel</caption>
          <thead>
            <tr className="border-brand-200 text-brand-900 border-b-2">
              <th scope="col" className="py-2 pr-3">
                Vowel
              </th>
              <th scope="col" className="py-2 pr-3">
                Short sound
              </th>
              <th scope="col" className="py-2">
                Long sound (says its name)
              </th>
            </tr>
          </thead>
          <tbody>
            {VOWELS.map((vowel) => {
              const sounds = VOWEL_SOUNDS[vowel];
              return (
                <tr key={vowel} className="border-brand-100 border-b align-middle">
                  <th scope="row" className="py-2 pr-3 text-3xl font-bold text-rose-800">
                    {vowel}
                  </th>
                  <td className="py-2 pr-3">
                    <div className="flex flex-wrap gap-1">
                      <RecordedSoundButton
                        id={soundRecordingId(`short-${vowel}`)}
                        label={`Hear short ${vowel}`}
                      />
                      {word(sounds.keyword, vowel, true)}
                      {sounds.shortWords.map((w) => word(w, vowel))}
                    </div>
                  </td>
                  <td className="py-2">
                    <div className="flex flex-wrap gap-1">
                      <RecordedSoundButton
                        id={soundRecordingId(`long-${vowel}`)}
                        label={`Hear long ${vowel}`}
                      />
                      {sounds.longWords.map((w) => word(w, vowel))}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A word to hear: the practice's recording of it where there is one, else the browser's voice. */
function HearableWord({
  text,
  emphasis,
  recording,
  speechAvailable,
}: {
  text: string;
  emphasis: string;
  recording: string | undefined;
  speechAvailable: boolean;
}) {
  const recorded = useRecording(recording);
  if (!recorded && !speechAvailable)
    return (
      <span className="inline-flex min-h-11 items-center px-2 font-semibold">
        <Highlighted word={text} letter={emphasis} />
      </span>
    );
  return (
    <button
      type="button"
      onClick={() => (recorded ? playRecording(recorded) : speak(text))}
      aria-label={`Hear ${text}`}
      data-recording={recorded ? recording : undefined}
      className="border-brand-300 text-brand-900 hover:bg-brand-50 inline-flex min-h-11 items-center gap-1 rounded-full border bg-white px-3 font-semibold"
    >
      <SpeakerIcon className="h-4 w-4" />
      <Highlighted word={text} letter={emphasis} />
    </button>
  );
}

/** Underlines the vowel in a word, so the sound's letter stands out without relying on colour. */
function Highlighted({ word, letter }: { word: string; letter: string }) {
  const at = word.indexOf(letter);
  if (at < 0) return <span>{word}</span>;
  return (
    <span>
      {word.slice(0, at)}
      <span className="text-rose-800 underline decoration-2 underline-offset-4">{letter}</span>
      {word.slice(at + 1)}
    </span>
  );
}
