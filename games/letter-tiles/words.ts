// Word groups for Letter Tiles: real, decodable one-syllable words, checked by words.test.ts
// against the pattern each group claims.
//
// - short a/i/o/u/e: consonant-vowel-consonant words with that short vowel (no r, w or y after
//   the vowel, which would change its sound, and no a before m or n, which makes it nasal).
// - am, an: the glued sounds, where the nasal a words (ham, fan, hand) practise instead.
// - sh, ch, th, wh: closed-syllable words containing the digraph.
// - ang ... unk: words ending in the welded sound.
// - Level 2: consonant blends (start or end) in closed syllables, no digraphs.
// - Level 3: closed-syllable exceptions, where the vowel is long before -ild, -ind, -old, -olt, -ost.
// - Level 4: vowel-consonant-e (magic e) words.
// - Level 5: r-controlled vowels (ar, er, ir, or, ur).
// - Level 6: vowel teams (ai/ay, ee/ea, oa/ow, igh, oo, oi/oy, ou, ew/ue).
export type WordGroupId =
  | "none"
  | "short-a"
  | "short-i"
  | "short-o"
  | "short-u"
  | "short-e"
  | "sh"
  | "ch"
  | "th"
  | "wh"
  | "am"
  | "an"
  | "ang"
  | "ing"
  | "ong"
  | "ung"
  | "ank"
  | "ink"
  | "unk"
  | "level-2"
  | "level-3"
  | "level-4"
  | "level-5"
  | "level-6";

export type WordGroup = { id: WordGroupId; label: string; words: string[] };

const w = (list: string) => list.split(" ");

export const wordGroups: WordGroup[] = [
  { id: "none", label: "None", words: [] },
  {
    id: "short-a",
    label: "Short a",
    words: w("cat bat hat map mat rat bag rag sat pat cap tap sad dad tag gap wax yak nap lap"),
  },
  {
    id: "short-i",
    label: "Short i",
    words: w("pig big dig wig sit hit kit pin fin tin bib lid rip zip mix six fix him win hid"),
  },
  {
    id: "short-o",
    label: "Short o",
    words: w("dog log hog fog pot hot dot top mop hop box fox cob rod nod job cot pop lot rob"),
  },
  {
    id: "short-u",
    label: "Short u",
    words: w("bug rug mug hug cup pup sun run fun bun cut hut nut tub cub mud bud gum hum bus"),
  },
  {
    id: "short-e",
    label: "Short e",
    words: w("bed red fed wed pen hen ten men net pet jet wet leg beg peg web yes vet set hem"),
  },
  {
    id: "sh",
    label: "sh",
    words: w("ship shop shut shed shell shin fish dish wish cash mash rash rush hush mesh shack"),
  },
  {
    id: "ch",
    label: "ch",
    words: w("chip chop chat chin chest check chick much such rich lunch bunch bench inch champ"),
  },
  {
    id: "th",
    label: "th",
    words: w("thin thick that this then them path bath math with moth cloth thud thump broth"),
  },
  { id: "wh", label: "wh", words: w("when whip whiz which whim whack whisk wham whiff") },
  {
    id: "am",
    label: "am",
    words: w("ham jam ram yam dam clam slam cram lamp camp stamp damp ramp champ"),
  },
  {
    id: "an",
    label: "an",
    words: w("can fan man pan van ran tan plan hand sand band land stand ant pant plant"),
  },
  { id: "ang", label: "ang", words: w("bang fang gang hang rang sang clang slang sprang") },
  {
    id: "ing",
    label: "ing",
    words: w("ring king sing wing ding ping sting swing thing bring cling fling spring string"),
  },
  { id: "ong", label: "ong", words: w("song long gong strong prong throng") },
  {
    id: "ung",
    label: "ung",
    words: w("lung hung rung sung stung swung clung flung slung sprung strung"),
  },
  {
    id: "ank",
    label: "ank",
    words: w("bank tank sank rank yank thank blank crank drank plank prank"),
  },
  {
    id: "ink",
    label: "ink",
    words: w("pink sink wink link mink rink think blink drink clink stink shrink"),
  },
  { id: "unk", label: "unk", words: w("bunk dunk junk sunk hunk chunk skunk trunk stunk plunk") },
  {
    id: "level-2",
    label: "Level 2",
    words: w(
      "flag clap crab drum frog plum slip trip sled spin snap swim grin step hunt limp tent nest jump desk gift belt crisp stomp blend",
    ),
  },
  {
    id: "level-3",
    label: "Level 3",
    words: w(
      "wild mild child kind find mind bind blind grind cold gold told bold fold hold scold bolt colt jolt most post host",
    ),
  },
  {
    id: "level-4",
    label: "Level 4",
    words: w(
      "cake game name lake bike kite time pine home rope bone hope cute mule tube flute theme these grape smile stone",
    ),
  },
  {
    id: "level-5",
    label: "Level 5",
    words: w(
      "car star farm park shark her fern term bird girl first shirt fork corn storm sport burn turn hurt surf church",
    ),
  },
  {
    id: "level-6",
    label: "Level 6",
    words: w(
      "rain paint train play day tray feet sheep tree seat team leaf boat coat road snow grow light night high moon spoon boil coin toy cloud new blue",
    ),
  },
];

export function findWordGroup(id: WordGroupId): WordGroup {
  return wordGroups.find((g) => g.id === id) ?? (wordGroups[0] as WordGroup);
}

export function isWordGroupId(value: string): value is WordGroupId {
  return wordGroups.some((g) => g.id === value);
}

/**
 * The word group a link opens with (`?group=sh`, as a tutor's assignment sends it), or null for
 * none or one that is not on the list.
 */
export function groupFromSearch(search: string): WordGroupId | null {
  const group = new URLSearchParams(search).get("group");
  return group && group !== "none" && isWordGroupId(group) ? group : null;
}
