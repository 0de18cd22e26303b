// What the address can set (so tutors can share a link and tests are deterministic):
// ?seed=N fixes the fish, ?level=1|2|3 and ?set=<id> choose what to catch, ?motion=still stills
// the fish. People who ask their system for reduced motion get still fish too.
import { seedFromLocation } from "@/games/kit/random/random";
import { spokenPhonicsPrompt } from "@/games/phonics-words/target-sound";
import { LEVELS, fishSet, type Level } from "./data";
import type { Motion } from "./logic";

export type GameOptions = { seed: number; level: Level; setId: string | null; motion: Motion };

export function readOptions(
  search: string,
  reducedMotion: boolean,
  clock: () => number = () => Date.now(),
): GameOptions {
  const params = new URLSearchParams(search);
  const level = Number(params.get("level"));
  const setId = params.get("set");
  return {
    seed: seedFromLocation(search, clock),
    level: (LEVELS as readonly number[]).includes(level) ? (level as Level) : 1,
    setId: setId && fishSet(setId) ? setId : null,
    motion: params.get("motion") === "still" || reducedMotion ? "still" : "moving",
  };
}

/** "Words in the -at family" is read aloud as "Catch words in the at family", not "minus at". */
export function spokenPrompt(prompt: string): string {
  return spokenPhonicsPrompt("Catch", prompt);
}
