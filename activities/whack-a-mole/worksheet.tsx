// Whack A Mole on paper: every word of the activity in a fixed shuffled order (reprints match);
// the child circles the ones that fit.
import { createRandom, shuffle } from "@/games/kit/random/random";
import { whackAMolePool, type WhackAMoleContent } from "@/activities/whack-a-mole/schema";

export function WhackAMoleWorksheet({ content }: { content: WhackAMoleContent }) {
  const pool = whackAMolePool(content);
  const words = shuffle(createRandom(1), [...pool.targets, ...pool.others]);
  return (
    <>
      <p className="mt-1 text-slate-700">
        Name: ______________ Circle the {pool.kind === "letter" ? "letters" : "words"} that fit:{" "}
        <strong>{pool.prompt}</strong>
      </p>
      <ul className="mt-6 grid grid-cols-3 gap-x-6 gap-y-5 sm:grid-cols-4">
        {words.map((word) => (
          <li
            key={word}
            className="break-inside-avoid rounded-full border-2 border-slate-400 px-4 py-2 text-center text-2xl font-semibold"
          >
            {word}
          </li>
        ))}
      </ul>
    </>
  );
}
