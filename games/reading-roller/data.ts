// Reading Roller word lists (spec section 3: word lists keyed by pattern name and column 1-6,
// nine words each). Words are written with their syllable break, "nap-kin", so the tests can
// check the pattern and the view can show the syllables.
//
// VC/CV: two closed syllables, split between the two consonants (nap-kin). #1 is consonant-
// vowel-consonant twice, #2 adds words that start with a vowel and longer endings, #3 adds
// blends and digraphs at the edges (trum-pet, mam-moth).
// VCV: one consonant between two vowels. The first syllable is open (ro-bot, long vowel) or
// closed (cam-el, short vowel); each column mixes both, so readers try the long sound first
// and flex to the short one. Its second syllables are closed: a word whose second syllable is
// r-controlled (ti-ger, pa-per, riv-er) needs the r-controlled vowels taught first, so those words
// have a list of their own, "VCV with r".
export type PatternId = "vccv-1" | "vccv-2" | "vccv-3" | "vcv" | "vcv-r";

export type WordPattern = {
  id: PatternId;
  label: string;
  description: string;
  columns: string[][];
};

export const patterns: Record<PatternId, WordPattern> = {
  "vccv-1": {
    id: "vccv-1",
    label: "VC/CV #1",
    description: "Two closed syllables",
    columns: [
      [
        "nap-kin",
        "bas-ket",
        "pic-nic",
        "muf-fin",
        "rab-bit",
        "kit-ten",
        "mit-ten",
        "sun-set",
        "ten-nis",
      ],
      [
        "but-ton",
        "cot-ton",
        "les-son",
        "hap-pen",
        "hid-den",
        "pup-pet",
        "mag-net",
        "hel-met",
        "cac-tus",
      ],
      [
        "ban-dit",
        "mas-cot",
        "cat-nip",
        "cob-web",
        "lap-top",
        "pig-pen",
        "hub-cap",
        "bed-bug",
        "cat-nap",
      ],
      [
        "zig-zag",
        "hum-bug",
        "tip-top",
        "tom-cat",
        "bob-cat",
        "nut-meg",
        "tid-bit",
        "gos-sip",
        "sum-mit",
      ],
      [
        "tun-nel",
        "vel-vet",
        "wom-bat",
        "can-not",
        "com-bat",
        "com-mon",
        "fos-sil",
        "gal-lon",
        "ken-nel",
      ],
      [
        "pol-len",
        "pos-sum",
        "rot-ten",
        "sud-den",
        "rib-bon",
        "mam-mal",
        "san-dal",
        "sig-nal",
        "tin-sel",
      ],
    ],
  },
  "vccv-2": {
    id: "vccv-2",
    label: "VC/CV #2",
    description: "Two closed syllables",
    columns: [
      [
        "in-sect",
        "ad-mit",
        "un-til",
        "up-set",
        "in-dex",
        "in-fect",
        "in-sult",
        "in-tend",
        "in-vent",
      ],
      [
        "in-vest",
        "in-sist",
        "im-pact",
        "in-ject",
        "in-tact",
        "ab-sent",
        "al-bum",
        "at-tic",
        "at-tend",
      ],
      [
        "as-pen",
        "at-tach",
        "ef-fect",
        "ex-pect",
        "ex-pand",
        "ex-tend",
        "ob-ject",
        "of-fend",
        "un-pack",
      ],
      [
        "in-fant",
        "un-zip",
        "un-fit",
        "un-just",
        "sun-tan",
        "den-tist",
        "dis-tant",
        "dis-cuss",
        "dis-miss",
      ],
      [
        "hus-band",
        "cus-tom",
        "cam-pus",
        "can-vas",
        "col-lect",
        "con-nect",
        "com-ment",
        "com-mit",
        "con-test",
      ],
      [
        "con-tent",
        "con-sent",
        "con-duct",
        "con-fess",
        "con-tact",
        "fit-ness",
        "wit-ness",
        "sel-fish",
        "cat-fish",
      ],
    ],
  },
  "vccv-3": {
    id: "vccv-3",
    label: "VC/CV #3",
    description: "Two closed syllables",
    columns: [
      [
        "sun-fish",
        "gal-lop",
        "trum-pet",
        "plas-tic",
        "splen-did",
        "frag-ment",
        "fran-tic",
        "scan-dal",
        "sten-cil",
      ],
      [
        "bal-lad",
        "snip-pet",
        "blos-som",
        "flan-nel",
        "grif-fin",
        "trel-lis",
        "traf-fic",
        "tem-pest",
        "bot-tom",
      ],
      [
        "ras-cal",
        "rus-tic",
        "ran-dom",
        "tan-dem",
        "ten-don",
        "wis-dom",
        "sub-mit",
        "sub-ject",
        "suf-fix",
      ],
      [
        "sus-pect",
        "hec-tic",
        "len-til",
        "man-tis",
        "mol-lusk",
        "can-non",
        "pig-ment",
        "pen-cil",
        "cos-mic",
      ],
      [
        "tac-tic",
        "pas-tel",
        "pel-let",
        "mal-let",
        "ves-sel",
        "tas-sel",
        "fen-nel",
        "son-net",
        "dis-mal",
      ],
      [
        "clas-sic",
        "crim-son",
        "puf-fin",
        "hic-cup",
        "him-self",
        "dras-tic",
        "mam-moth",
        "ham-mock",
        "chan-nel",
      ],
    ],
  },
  vcv: {
    id: "vcv",
    label: "VCV",
    description: "Open and closed syllables",
    columns: [
      ["ro-bot", "cam-el", "fo-cus", "lem-on", "pi-lot", "sev-en", "ba-con", "wag-on", "mu-sic"],
      [
        "sal-ad",
        "ra-ven",
        "fin-ish",
        "stu-dent",
        "hab-it",
        "fro-zen",
        "pun-ish",
        "ca-det",
        "den-im",
      ],
      ["ho-tel", "vis-it", "mi-nus", "mel-on", "bo-nus", "rob-in", "be-gin", "pan-el", "e-ven"],
      ["met-al", "o-pen", "pet-al", "u-nit", "cab-in", "si-lent", "mod-el", "to-ken", "lev-el"],
      ["to-tal", "lim-it", "hu-man", "rap-id", "tu-lip", "rad-ish", "pu-pil", "sol-id", "vi-tal"],
      [
        "van-ish",
        "mo-ment",
        "top-ic",
        "la-bel",
        "mag-ic",
        "lo-tus",
        "plan-et",
        "hu-mid",
        "drag-on",
      ],
    ],
  },
  "vcv-r": {
    id: "vcv-r",
    label: "VCV with r",
    description: "Open and closed syllables, then an r-controlled one",
    columns: [
      ["ti-ger", "riv-er", "spi-der", "pa-per", "nev-er", "ba-ker", "mo-tor", "sev-er", "wa-fer"],
      ["ro-tor", "lev-er", "vi-per", "fe-ver", "clev-er", "ci-der", "ri-der", "liv-er", "o-ver"],
      ["mi-nor", "giv-er", "ma-jor", "tu-tor", "shiv-er", "fla-vor", "ti-mer", "ev-er", "di-ner"],
      ["lo-ner", "sliv-er", "jo-ker", "ma-ker", "vig-or", "la-bor", "la-ter", "rig-or", "hi-ker"],
      ["ro-ver", "val-or", "clo-ver", "me-ter", "ten-or", "fi-ber", "la-ser", "mod-ern", "so-lar"],
      ["po-lar", "fa-vor", "lu-nar", "ce-dar", "ca-per", "gli-der", "cav-ern", "va-por", "ra-cer"],
    ],
  },
};

export const PATTERN_IDS: PatternId[] = ["vccv-1", "vccv-2", "vccv-3", "vcv", "vcv-r"];
export const DEFAULT_PATTERN: PatternId = "vccv-1";

/** Spec section 9: six columns of nine words, six check circles, faces 1-6, roll 1.5 s. */
export const COLUMNS = 6;
export const WORDS_PER_COLUMN = 9;
export const CIRCLES_PER_COLUMN = 6;
export const ROLL_MS = 1500;
export const COMPLETION_DELAY_MS = 300;
/** The instruction banner shows until this many rolls have happened. */
export const BANNER_ROLLS = 2;
export const CONFETTI = { particleCount: 160, durationMs: 4000 } as const;
export const FALLBACK_CONFETTI = { count: 160, removeAfterMs: 4000 } as const;

/** "nap-kin" → "napkin". */
export function wordOf(entry: string): string {
  return entry.replace("-", "");
}

export function syllablesOf(entry: string): [string, string] {
  const [first = "", second = ""] = entry.split("-");
  return [first, second];
}
