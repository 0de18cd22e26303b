// Word lists for the phonics sets: one-syllable, decodable, child-friendly words. Distractors are
// chosen to be near misses (other short vowels, a look-alike digraph, the same onset with another
// rime), because telling those apart is the skill being practised. Tests check every word.

export const shortVowelWords = {
  a: ["cat", "hat", "map", "bag", "van", "jam", "cap", "pan", "rat", "sad", "ham", "fan", "tap", "bat", "dad", "lap", "nap", "ran", "tag", "wag", "flag", "clap", "crab", "snap", "trap", "glad", "hand", "sand", "lamp", "camp", "black", "plan", "stamp"],
  e: ["bed", "pen", "hen", "jet", "leg", "net", "red", "ten", "wet", "web", "pet", "men", "beg", "den", "get", "let", "yes", "bell", "desk", "nest", "tent", "sled", "step", "egg", "belt", "help", "shell", "dress", "neck"],
  i: ["pig", "sit", "big", "dig", "fin", "hit", "kit", "lip", "pin", "six", "wig", "zip", "bib", "fig", "lid", "mix", "rib", "tip", "win", "fish", "dish", "milk", "gift", "mint", "swim", "clip", "drip", "skip", "twin", "chin", "ship", "sick", "kick"],
  o: ["dog", "hot", "log", "mop", "pot", "top", "box", "fox", "cot", "dot", "hop", "job", "lot", "not", "fog", "hog", "jog", "nod", "pop", "sock", "rock", "lock", "clock", "frog", "spot", "stop", "drop", "shop", "chop", "pond", "doll"],
  u: ["bug", "cup", "sun", "bus", "hug", "mud", "nut", "pup", "rug", "tub", "cub", "fun", "gum", "hum", "hut", "jug", "mug", "run", "tug", "up", "duck", "drum", "jump", "plum", "snug", "truck", "stuck", "bump", "dust", "lunch", "much"],
} as const;

export const shortVowelDistractors = {
  a: ["cake", "rain", "day", "car", "ball", "saw", "want", "dog", "pig", "bed", "sun", "hot", "pen", "cup"],
  e: ["see", "tree", "her", "new", "leaf", "feet", "cat", "pig", "dog", "sun", "pin", "mop"],
  i: ["kite", "bike", "ride", "night", "kind", "bird", "pie", "cat", "hop", "bed", "bus", "ten"],
  o: ["home", "boat", "cold", "most", "fork", "cow", "go", "bat", "pig", "sun", "web", "kid"],
  u: ["cube", "tune", "fur", "blue", "put", "push", "full", "cat", "pig", "dog", "bed", "mop"],
} as const;

export const digraphWords = {
  sh: ["ship", "shop", "fish", "dish", "wish", "shed", "shell", "shut", "shin", "cash", "rush", "brush", "crash", "flash", "sheep", "shoe", "splash", "fresh", "shelf", "shrub", "push", "wash"],
  ch: ["chip", "chop", "chin", "chat", "chest", "chick", "much", "such", "rich", "lunch", "bench", "pinch", "cheese", "chair", "check", "chug", "chimp", "inch", "crunch", "punch", "beach", "peach"],
  th: ["thin", "this", "that", "then", "them", "with", "bath", "math", "moth", "path", "three", "thick", "thump", "thud", "cloth", "teeth", "tooth", "think", "thank", "than"],
  wh: ["whip", "when", "whiz", "which", "whisk", "while", "white", "wheel", "whale", "wheat", "whack", "what", "why", "where"],
  ck: ["duck", "back", "sock", "kick", "lock", "neck", "pack", "pick", "rock", "sack", "sick", "deck", "luck", "truck", "stuck", "black", "clock", "snack", "stick", "quack", "brick", "trick", "chick"],
} as const;

export const digraphDistractors = {
  sh: ["chip", "chop", "thin", "sip", "hat", "cat", "sock", "chin", "much", "this", "sick", "hop"],
  ch: ["ship", "shop", "thin", "cat", "hat", "cap", "kick", "shed", "wish", "that", "whip", "cup"],
  th: ["tin", "hat", "ten", "shin", "chin", "ship", "fish", "chat", "sit", "hen", "top", "tub"],
  wh: ["win", "wet", "hip", "hen", "wig", "web", "wish", "chip", "ship", "that", "wag", "hat"],
  ck: ["cake", "kit", "cat", "bake", "book", "milk", "desk", "ask", "kid", "cup", "pink", "tank"],
} as const;

export const wordFamilyWords = {
  at: ["cat", "hat", "bat", "mat", "rat", "sat", "pat", "vat", "flat", "chat", "that", "slat", "sprat", "spat", "splat"],
  an: ["can", "fan", "man", "pan", "ran", "tan", "van", "ban", "plan", "than", "scan", "span", "bran", "clan"],
  ig: ["big", "dig", "fig", "jig", "pig", "rig", "wig", "twig", "sprig", "gig"],
  op: ["hop", "mop", "pop", "top", "cop", "shop", "chop", "drop", "stop", "flop", "crop", "prop", "plop"],
  ug: ["bug", "hug", "jug", "mug", "rug", "tug", "dug", "pug", "plug", "slug", "snug", "shrug", "chug"],
} as const;

export const wordFamilyDistractors = {
  at: ["can", "cap", "cot", "hit", "hot", "bit", "cab", "tab", "bag", "pot", "bet", "van"],
  an: ["cab", "cat", "fin", "men", "pin", "run", "tin", "map", "fun", "nap", "bat", "ham"],
  ig: ["bag", "dog", "pit", "fin", "bug", "wag", "jog", "rip", "pin", "win", "hit", "leg"],
  op: ["hot", "map", "pot", "tip", "cap", "hip", "mob", "rot", "cup", "hog", "pin", "mud"],
  ug: ["bag", "hum", "jog", "mud", "rag", "big", "bus", "gum", "cup", "tub", "dog", "peg"],
} as const;

/**
 * Irregular high-frequency words from the Dolch pre-primer to first-grade lists: "heart words"
 * that do not follow the short-vowel pattern and are learnt by sight.
 */
export const sightWords = ["the", "said", "was", "you", "are", "of", "to", "do", "they", "one", "come", "some", "where", "there", "what", "have", "from", "who", "does", "were", "your", "many", "any", "could", "would", "two", "four", "here", "give", "once", "put", "pull"] as const;

/** Decodable words, so the sight-word set asks "which words must be known by heart?". */
export const sightWordDistractors = ["cat", "sit", "hop", "bed", "run", "map", "fig", "jet", "dog", "pen", "bus", "lip"] as const;

/** Letters that are reversed or confused (b, d, p, q), each with its look-alikes. */
export const confusableLetters = {
  b: ["d", "p", "q", "h"],
  d: ["b", "p", "q", "g"],
  p: ["q", "b", "d", "g"],
} as const;

export const vowelLettersList = ["a", "e", "i", "o", "u"] as const;
export const consonantLettersList = ["b", "c", "d", "f", "g", "h", "m", "n", "p", "s", "t"] as const;
