// Which grapheme replaced which, when a built spelling is compared to its target: "chip" for
// "ship" is ch written for sh. Words are split into the graphemes a tutor teaches (digraphs, the
// trigraph tch, vowel teams, r-controlled vowels) and aligned with the fewest changes, so a
// missing or extra grapheme does not shift every later one into a false confusion.

const multiLetter = [
  "tch",
  "dge",
  "igh",
  "sh",
  "ch",
  "th",
  "wh",
  "ck",
  "ph",
  "qu",
  "ng",
  "nk",
  "ee",
  "ea",
  "oa",
  "ai",
  "ay",
  "oo",
  "ou",
  "ow",
  "oi",
  "oy",
  "ar",
  "er",
  "ir",
  "or",
  "ur",
];

/** "ship" → ["sh", "i", "p"]; longest grapheme first, letters otherwise. */
export function graphemesOf(input: string): string[] {
  const word = input.trim().toLowerCase();
  const out: string[] = [];
  for (let i = 0; i < word.length;) {
    const found = multiLetter.find((g) => word.startsWith(g, i)) ?? word[i]!;
    out.push(found);
    i += found.length;
  }
  return out;
}

export type Swap = { wrote: string; target: string };

/** The graphemes the child wrote in place of the target's (none for a right spelling). */
export function graphemeSwaps(target: string, built: string): Swap[] {
  const a = graphemesOf(target);
  const b = graphemesOf(built);
  // Edit distance table; substitutions are read back from the cheapest path.
  const cost = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      cost[i]![j] = Math.min(
        cost[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
        cost[i - 1]![j]! + 1,
        cost[i]![j - 1]! + 1,
      );
  const swaps: Swap[] = [];
  let i = a.length;
  let j = b.length;
  while (i > 0 && j > 0) {
    const same = a[i - 1] === b[j - 1];
    if (cost[i]![j] === cost[i - 1]![j - 1]! + (same ? 0 : 1)) {
      if (!same) swaps.unshift({ wrote: b[j - 1]!, target: a[i - 1]! });
      i--;
      j--;
    } else if (cost[i]![j] === cost[i - 1]![j]! + 1) i--;
    else j--;
  }
  return swaps;
}
