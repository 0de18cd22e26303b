// 57 letter symbols for Name It: the 26 capitals, the 15 small letters that do not look like
// their capital (c/C, o/O, s/S and the like would only differ by size, which the cards vary),
// and 16 common digraphs and vowel teams. Cards tilt letters only a little, so b, d, p and q
// stay themselves.
import type { SymbolArt } from "./draw";

export const CAPITALS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
export const SMALL_LETTERS = "abdefghijmnqrty".split("");
export const LETTER_TEAMS = [
  "sh",
  "ch",
  "th",
  "wh",
  "ck",
  "ng",
  "qu",
  "ph",
  "ee",
  "oo",
  "ai",
  "oa",
  "ar",
  "or",
  "er",
  "ir",
];

const colours = { capital: "#0c4066", small: "#1b5e20", team: "#6a1b9a" };

const text = (value: string, size: number, colour: string, y = 52) =>
  `<text x="50" y="${y}" text-anchor="middle" dominant-baseline="central" font-size="${size}" font-weight="700" fill="${colour}" style="font-family:inherit">${value}</text>`;

const spoken = (kind: "capital" | "small", letter: string) => `${kind} ${letter.toUpperCase()}`;

export const letters: SymbolArt[] = [
  ...CAPITALS.map((l) => ({ name: spoken("capital", l), art: text(l, 72, colours.capital) })),
  ...SMALL_LETTERS.map((l) => ({ name: spoken("small", l), art: text(l, 62, colours.small, 46) })),
  ...LETTER_TEAMS.map((t) => ({
    name: `${t} (letters ${t.toUpperCase().split("").join(" ")})`,
    art: text(t, 50, colours.team, 48),
  })),
];
