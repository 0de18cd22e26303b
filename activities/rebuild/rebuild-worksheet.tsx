// The printed Anagram and Sentence Sense worksheet (one page): each item scrambled with a fixed
// seed, so reprints match, its clue or picture beside it, and a line to write on.
import { anagramItems, createAnagramGame } from "@/activities/anagram/logic";
import { KeywordPicture } from "@/games/kit/words/keyword-picture";
import type { PictureName } from "@/games/kit/words/keyword-pictures";
import { createSentenceSenseGame, sentenceItems } from "@/activities/sentence-sense/logic";
import type { ActivityDraft } from "@/activities/schemas";

type Line = { prompt: string; clue?: string; picture?: PictureName };
type Draft = Extract<ActivityDraft, { template: "anagram" | "sentence-sense" }>;

function worksheetLines(draft: Draft): Line[] {
  if (draft.template === "anagram") {
    const game = createAnagramGame(1);
    return anagramItems(draft.content, draft.settings).map((item) => ({
      prompt: game
        .start([item])
        .round!.pool.map((p) => p.text)
        .join(" · "),
      clue: item.clue,
      picture: item.picture,
    }));
  }
  const game = createSentenceSenseGame(1);
  return sentenceItems(draft.content).map((item) => ({
    prompt: game
      .start([item])
      .round!.pool.map((p) => p.text)
      .join(" / "),
  }));
}

export function RebuildWorksheet({ title, draft }: { title: string; draft: Draft }) {
  const lines = worksheetLines(draft);
  return (
    <section className="mx-auto max-w-3xl px-6 py-8 print:p-0">
      <h1 className="text-brand-900 text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-slate-700">
        Name: ______________{" "}
        {draft.template === "anagram"
          ? "Unscramble the letters to spell each word."
          : "Write the words in order to make a sentence."}
      </p>
      <ol className="mt-4 space-y-3 print:space-y-2">
        {lines.map((line, i) => (
          <li key={i} className="break-inside-avoid">
            <span className="flex items-center gap-3">
              {/* The picture is a hint printed for the child to look at; its name is the answer often enough to keep it out of the text. */}
              {line.picture ? (
                <KeywordPicture name={line.picture} className="h-12 w-12 shrink-0" />
              ) : null}
              <span className="text-xl font-semibold tracking-wide">{line.prompt}</span>
              {line.clue ? <span className="text-slate-700">({line.clue})</span> : null}
            </span>
            <span className="mt-1 block border-b border-slate-500 pb-4" aria-hidden="true" />
          </li>
        ))}
      </ol>
    </section>
  );
}
