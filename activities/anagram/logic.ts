// Anagram: the player rebuilds each word from its shuffled letter tiles. Tiles keep the Letter
// Tiles look (vowels, consonants, digraphs); a digraph can stay one tile so "sh" is never split.
import { splitWord } from "@/games/letter-tiles/logic";
import { letterTile, tileSets, type Tile } from "@/games/letter-tiles/tiles";
import { withArticle, type PictureName } from "@/games/kit/words/keyword-pictures";
import { createRandom } from "@/games/kit/random/random";
import { createRebuild, type Piece, type RebuildItem } from "@/games/kit/input/rebuild";
import type { AnagramSettings } from "@/activities/anagram/schema";
import type { Answer } from "@/activities/confusions/answers";
import { itemTags } from "@/activities/confusions/tags";
import type { RebuildState } from "@/games/kit/input/rebuild";

export type AnagramPiece = Piece<Tile>;
export type AnagramItem = RebuildItem<Tile> & { clue?: string; picture?: PictureName };

const digraphTiles = tileSets.beginner.filter(
  (tile) => tile.type !== "special" || tile.colorScheme === "digraph",
);

/** The tiles of one word: digraphs (sh, ch, th, wh, ck, qu) as one tile when kept, else letters. */
export function wordTiles(word: string, keepDigraphs: boolean): Tile[] {
  const lower = word.toLowerCase();
  return keepDigraphs ? splitWord(lower, digraphTiles) : [...lower].map(letterTile);
}

export function anagramItems(
  content: { words: { word: string; clue?: string; picture?: PictureName }[] },
  settings: AnagramSettings,
): AnagramItem[] {
  return content.words.map(({ word, clue, picture }, w) => ({
    answer: word,
    clue,
    picture,
    pieces: wordTiles(word, settings.keepDigraphs).map((tile, i) => ({
      id: `${w}-${i}`,
      text: tile.label,
      data: tile,
    })),
  }));
}

export const joinLetters = (pieces: Piece<unknown>[]) => pieces.map((piece) => piece.text).join("");

export function createAnagramGame(seed: number) {
  return createRebuild<Tile>(createRandom(seed), joinLetters);
}

/**
 * What a screen reader hears for a word's picture clue. The picture is a hint, so its name is read
 * only when it does not give the answer away: a cat picture for "cat" or "cats" (or an apple for
 * "app") stays silent (null), and the written clue, if any, is the hint for everyone.
 */
export function pictureClueLabel(picture: PictureName, word: string): string | null {
  const answer = word.toLowerCase();
  if (answer.includes(picture) || picture.includes(answer)) return null;
  return `Picture clue: ${withArticle(picture)}`;
}

/**
 * Each word's answer for the confusion record: right first time or not, and what the child first
 * built when it was wrong (a word only shown, never tried, records an empty spelling).
 */
export const anagramAnswers =
  (draft: { content: { words: { word: string; tags?: string[] }[] } }) =>
  (state: RebuildState<Tile>): Answer[] =>
    draft.content.words.map(({ word, tags }) => {
      const right = !state.missed.includes(word);
      return {
        kind: "spelling",
        item: word,
        tags: itemTags(word, tags),
        right,
        chose: right ? word : (state.firstTries[word] ?? ""),
      };
    });
