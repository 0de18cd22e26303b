// What the pairs are made of. A pair is two cards with the same pairId: identical pictures, or
// two related faces (a letter and its keyword picture, a capital and its small letter, a word and
// its picture, a numeral and its quantity in dots).
import { keywordPictures, withArticle, type PictureName } from "../kit/words/keyword-pictures";
import { sample, type Random } from "../kit/random/random";
import { pictureSounds } from "../kit/words/sound-keywords";

export { keywordPictures, type PictureName };

export type CardFace =
  | { kind: "picture"; picture: PictureName }
  | { kind: "letter"; text: string }
  | { kind: "word"; text: string }
  | { kind: "number"; value: number }
  | { kind: "dots"; value: number };

export type PairType = "pictures" | "letter-picture" | "case" | "word-picture" | "number-dots";

export const pairTypes: { id: PairType; label: string }[] = [
  { id: "pictures", label: "Same picture" },
  { id: "letter-picture", label: "Letter and picture" },
  { id: "case", label: "Capital and small letter" },
  { id: "word-picture", label: "Word and picture" },
  { id: "number-dots", label: "Number and dots" },
];

export const maxPairs = 18;
const alphabet = "abcdefghijklmnopqrstuvwxyz".split("");

/** `count` pairs of faces for a pair type, chosen with the seeded random. */
export function pairFaces(type: PairType, count: number, random: Random): [CardFace, CardFace][] {
  if (count > maxPairs) throw new Error(`at most ${maxPairs} pairs`);
  switch (type) {
    case "pictures":
      return sample(random, keywordPictures, count).map(({ word }) => [
        { kind: "picture", picture: word },
        { kind: "picture", picture: word },
      ]);
    case "letter-picture":
      // One card per sound, with its keyword: c (cat) and k (kite) both say /k/, and a child who
      // pairs k with the cat is right by sound, so a deck never holds two letters for one sound.
      return sample(random, pictureSounds, count).map(({ spelling, picture }) => [
        { kind: "letter", text: spelling },
        { kind: "picture", picture },
      ]);
    case "word-picture":
      return sample(random, keywordPictures, count).map(({ word }) => [
        { kind: "word", text: word },
        { kind: "picture", picture: word },
      ]);
    case "case":
      return sample(random, alphabet, count).map((letter) => [
        { kind: "letter", text: letter.toUpperCase() },
        { kind: "letter", text: letter },
      ]);
    case "number-dots": {
      // Small boards stay within ten (one ten-frame); bigger boards go up to twenty.
      const numbers = Array.from(
        { length: Math.max(10, Math.min(20, count + 2)) },
        (_, i) => i + 1,
      );
      return sample(random, numbers, count)
        .sort((a, b) => a - b)
        .map((value) => [
          { kind: "number", value },
          { kind: "dots", value },
        ]);
    }
  }
}

/** How a face is read out to a screen reader. */
export function describeFace(face: CardFace): string {
  switch (face.kind) {
    case "picture":
      return `picture of ${withArticle(face.picture)}`;
    case "letter":
      return face.text === face.text.toUpperCase()
        ? `capital letter ${face.text}`
        : `small letter ${face.text}`;
    case "word":
      return `word: ${face.text}`;
    case "number":
      return `number ${face.value}`;
    case "dots":
      return `${face.value} ${face.value === 1 ? "dot" : "dots"}`;
  }
}
