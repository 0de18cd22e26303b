// What a phonics set's prompt sounds like: the single sound it asks for, when the practice may
// have recorded it (the short vowel, the digraph, the letter), so a child hears "/sh/" in the
// tutor's own voice and never a computer voice's guess at it.
import { soundRecordingId } from "@/games/kit/audio/recordings";
import type { PhonicsSet } from "./index";

const digraphSounds: Record<string, string> = { sh: "sh", ch: "ch", wh: "wh", ck: "k" };
const letterSounds: Record<string, string> = { b: "b", d: "d", p: "p" };

/** The sound library's id for the set's one sound, or null where the set has no single sound. */
export function targetSoundRecordingId(set: Pick<PhonicsSet, "id">): string | null {
  const [group, name = ""] = set.id.split(/-(.*)/);
  const sound =
    group === "short"
      ? `short-${name}`
      : group === "digraph"
        ? digraphSounds[name]
        : group === "letter"
          ? letterSounds[name]
          : undefined;
  return sound ? soundRecordingId(sound) : null;
}

/** "Words in the -at family" read aloud as "at family", not "minus at". */
export function spokenPhonicsPrompt(verb: string, prompt: string): string {
  return `${verb} ${prompt.charAt(0).toLowerCase()}${prompt.slice(1).replace(/-(\w)/g, "$1")}`;
}
