// What the moles carry: a built-in phonics set or a teacher's own list, shared by URL
// (?targets=cat,hat&others=dog,sit&prompt=Words+with+-at). Anything typed or pasted is cleaned.
import { getPhonicsSet, phonicsSets, type PhonicsSet } from "../phonics-words";

export type WordPool = {
  /** "short-a" for a built-in set, "custom" for a teacher's list. */
  id: string;
  prompt: string;
  /** The kind reminder shown after a wrong whack. */
  hint: string;
  targets: string[];
  others: string[];
  kind: "word" | "letter";
};

export type CustomList = { targets: string[]; others: string[]; prompt: string };

export const customLimits = { words: 40, wordLength: 24, prompt: 80 } as const;
export const defaultCustomPrompt = "Words on the list";

export function poolFromSet(set: PhonicsSet): WordPool {
  return {
    id: set.id,
    prompt: set.prompt,
    hint: set.hint,
    targets: [...set.targets],
    others: [...set.distractors],
    kind: set.kind,
  };
}

export const defaultPool = poolFromSet(phonicsSets[0]!);

/** Words from free text: split on commas, semicolons or new lines; letters, apostrophes, hyphens and inner spaces kept. */
export function splitWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of text.split(/[,;\n\r]+/)) {
    const word = raw
      .replace(/[^\p{L}\p{M}'’ -]/gu, "")
      .replace(/\s+/g, " ")
      .trim();
    if (!word || word.length > customLimits.wordLength || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    words.push(word);
    if (words.length === customLimits.words) break;
  }
  return words;
}

export function cleanPrompt(text: string | null | undefined): string {
  const prompt = (text ?? "")
    .replace(/[\p{Cc}<>]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, customLimits.prompt)
    .trim();
  return prompt || defaultCustomPrompt;
}

export type CustomListResult = { ok: true; list: CustomList } | { ok: false; message: string };

/** Checks a teacher's list: at least one word to whack and one not to; a word cannot be both. */
export function validateCustomList(
  targetsText: string | null | undefined,
  othersText: string | null | undefined,
  promptText?: string | null,
): CustomListResult {
  const targets = splitWords(targetsText);
  const targetKeys = new Set(targets.map((word) => word.toLowerCase()));
  const others = splitWords(othersText).filter((word) => !targetKeys.has(word.toLowerCase()));
  if (targets.length === 0) return { ok: false, message: "Add at least one word to whack." };
  if (others.length === 0)
    return {
      ok: false,
      message: "Add at least one word that is not on the list, so there is something to skip.",
    };
  return { ok: true, list: { targets, others, prompt: cleanPrompt(promptText) } };
}

export function poolFromCustomList(list: CustomList): WordPool {
  const kind = [...list.targets, ...list.others].every((word) => [...word].length === 1)
    ? "letter"
    : "word";
  const examples = list.targets.slice(0, 3).join(", ");
  return {
    id: "custom",
    prompt: list.prompt,
    hint: `${list.prompt}, like ${examples}.`,
    targets: list.targets,
    others: list.others,
    kind,
  };
}

/**
 * The pool a link asks for: a custom list when `targets` is present (null plus a message when it
 * is unusable, so the page can say why and fall back), otherwise the `set`, otherwise the default.
 */
export function poolFromQuery(search: string): { pool: WordPool; problem: string | null } {
  const params = new URLSearchParams(search);
  if (params.has("targets")) {
    const result = validateCustomList(
      params.get("targets"),
      params.get("others"),
      params.get("prompt"),
    );
    if (result.ok) return { pool: poolFromCustomList(result.list), problem: null };
    return {
      pool: defaultPool,
      problem: `The shared word list could not be used. ${result.message}`,
    };
  }
  const set = getPhonicsSet(params.get("set"));
  return { pool: set ? poolFromSet(set) : defaultPool, problem: null };
}

/** Query parameters for a pool: the set id, or the custom words themselves. */
export function poolQuery(pool: WordPool): Record<string, string> {
  if (pool.id !== "custom") return { set: pool.id };
  return { targets: pool.targets.join(","), others: pool.others.join(","), prompt: pool.prompt };
}
