// Letter Tiles as a pure state machine (spec section 4, "Letter Tiles"): the view renders the
// state and dispatches actions; nothing here touches the DOM, the clock or randomness.
import { letterTile, tileSets, type Level, type Tile } from "./tiles";
import { findWordGroup, type WordGroupId } from "./words";

export const ROWS = 2;
export const SLOTS_PER_ROW = 12;
export const SLOT_COUNT = ROWS * SLOTS_PER_ROW;
/** Words are laid in the second row, from its first slot. */
export const WORD_ROW_START = SLOTS_PER_ROW;
/** Two taps on one filled slot within this time erase it (touch has no reliable dblclick). */
export const DOUBLE_TAP_MS = 350;

export type Slot = { id: string; tile: Tile | null };

export type LetterTilesState = {
  level: Level;
  groupId: WordGroupId;
  wordIndex: number;
  slots: Slot[];
  selectedTileId: string | null;
  uppercase: boolean;
};

export type LetterTilesAction =
  | { type: "selectTile"; tileId: string }
  | { type: "clearSelection" }
  | { type: "placeSelected"; slot: number }
  | { type: "placeTile"; tileId: string; slot: number }
  | { type: "moveTile"; from: number; to: number }
  | { type: "eraseSlot"; slot: number }
  | { type: "chooseGroup"; groupId: WordGroupId }
  | { type: "nextWord" }
  | { type: "previousWord" }
  | { type: "reloadWord" }
  | { type: "clearBoard" }
  | { type: "setLevel"; level: Level }
  | { type: "toggleCase" };

export function emptyBoard(): Slot[] {
  return Array.from({ length: SLOT_COUNT }, (_, i) => ({
    id: `r${Math.floor(i / SLOTS_PER_ROW) + 1}s${(i % SLOTS_PER_ROW) + 1}`,
    tile: null,
  }));
}

export function initialState(level: Level = "beginner"): LetterTilesState {
  return {
    level,
    groupId: "none",
    wordIndex: 0,
    slots: emptyBoard(),
    selectedTileId: null,
    uppercase: false,
  };
}

/**
 * Splits a word into tiles of the given set: at each point the longest special tile that fits
 * and respects its position rule (start: first letters; end: last letters), else one letter.
 */
export function splitWord(word: string, tiles: readonly Tile[]): Tile[] {
  const text = word.toLowerCase();
  const specials = tiles
    .filter((t) => t.type === "special" && t.autoSplit !== false)
    .sort((a, b) => b.label.length - a.label.length);
  const result: Tile[] = [];
  let i = 0;
  while (i < text.length) {
    const match = specials.find((t) => {
      if (!text.startsWith(t.label, i)) return false;
      if (t.rules?.position === "start") return i === 0;
      if (t.rules?.position === "end") return i + t.label.length === text.length;
      return true;
    });
    if (match) {
      result.push(match);
      i += match.label.length;
      continue;
    }
    const letter = text[i] as string;
    result.push(
      tiles.find((t) => (t.type === "vowel" || t.type === "consonant") && t.label === letter) ??
        letterTile(letter),
    );
    i += 1;
  }
  return result;
}

/** A fresh board with the word's tiles in the second row (at most 12 of them). */
export function layWord(word: string, level: Level): Slot[] {
  const slots = emptyBoard();
  splitWord(word, tileSets[level])
    .slice(0, SLOTS_PER_ROW)
    .forEach((tile, i) => {
      (slots[WORD_ROW_START + i] as Slot).tile = tile;
    });
  return slots;
}

export function currentWord(state: Pick<LetterTilesState, "groupId" | "wordIndex">): string | null {
  const words = findWordGroup(state.groupId).words;
  return words.length === 0 ? null : (words[state.wordIndex % words.length] ?? null);
}

/**
 * The word on the board as it is read aloud: the letters of its tiles in order, pictures left
 * out (a picture is a clue, not a spelling).
 */
export function boardWord(slots: readonly Slot[]): string {
  return slots
    .flatMap((slot) => (slot.tile && slot.tile.type !== "image" ? [slot.tile.label] : []))
    .join("")
    .toLowerCase();
}

/** Index after stepping by delta, wrapping around both ends. */
export function wrapIndex(index: number, delta: number, length: number): number {
  if (length === 0) return 0;
  return (((index + delta) % length) + length) % length;
}

function withWord(state: LetterTilesState, wordIndex: number): LetterTilesState {
  const next = { ...state, wordIndex };
  const word = currentWord(next);
  return word === null ? next : { ...next, slots: layWord(word, state.level) };
}

function setSlot(slots: Slot[], index: number, tile: Tile | null): Slot[] {
  return slots.map((slot, i) => (i === index ? { ...slot, tile } : slot));
}

function isEmptySlot(state: LetterTilesState, index: number): boolean {
  const slot = state.slots[index];
  return slot !== undefined && slot.tile === null;
}

function findTileInSet(level: Level, tileId: string): Tile | undefined {
  return tileSets[level].find((t) => t.id === tileId);
}

export function letterTilesReducer(
  state: LetterTilesState,
  action: LetterTilesAction,
): LetterTilesState {
  switch (action.type) {
    case "selectTile":
      return {
        ...state,
        selectedTileId: state.selectedTileId === action.tileId ? null : action.tileId,
      };
    case "clearSelection":
      return state.selectedTileId === null ? state : { ...state, selectedTileId: null };
    case "placeSelected":
      if (state.selectedTileId === null) return state;
      return letterTilesReducer(state, {
        type: "placeTile",
        tileId: state.selectedTileId,
        slot: action.slot,
      });
    case "placeTile": {
      // A filled slot is never overwritten (spec section 5).
      const tile = findTileInSet(state.level, action.tileId);
      if (!tile || !isEmptySlot(state, action.slot)) return state;
      return { ...state, slots: setSlot(state.slots, action.slot, tile) };
    }
    case "moveTile": {
      const tile = state.slots[action.from]?.tile;
      if (!tile || action.from === action.to || !isEmptySlot(state, action.to)) return state;
      return { ...state, slots: setSlot(setSlot(state.slots, action.from, null), action.to, tile) };
    }
    case "eraseSlot":
      if (!state.slots[action.slot]?.tile) return state;
      return { ...state, slots: setSlot(state.slots, action.slot, null) };
    case "chooseGroup":
      // "None" lays nothing and leaves the board for free building.
      return withWord({ ...state, groupId: action.groupId }, 0);
    case "nextWord":
    case "previousWord": {
      const length = findWordGroup(state.groupId).words.length;
      if (length === 0) return state;
      return withWord(
        state,
        wrapIndex(state.wordIndex, action.type === "nextWord" ? 1 : -1, length),
      );
    }
    case "reloadWord":
      return withWord(state, state.wordIndex);
    case "clearBoard":
      return { ...state, slots: emptyBoard() };
    case "setLevel": {
      const selectedStillThere =
        state.selectedTileId !== null && findTileInSet(action.level, state.selectedTileId);
      return withWord(
        {
          ...state,
          level: action.level,
          selectedTileId: selectedStillThere ? state.selectedTileId : null,
        },
        0,
      );
    }
    case "toggleCase":
      return { ...state, uppercase: !state.uppercase };
  }
}

export type TapMemory = { slot: number; at: number; wasFilled: boolean };

/**
 * Double-tap (or double-click) to erase, for every pointer type. Only a slot that was already
 * filled at the first tap is erased, so two quick taps on an empty slot place a tile and keep it.
 */
export function registerSlotTap(
  previous: TapMemory | null,
  slot: number,
  filled: boolean,
  now: number,
): { erase: boolean; memory: TapMemory | null } {
  const isSecondTap =
    previous !== null && previous.slot === slot && now - previous.at <= DOUBLE_TAP_MS;
  if (isSecondTap && previous.wasFilled && filled) return { erase: true, memory: null };
  return { erase: false, memory: { slot, at: now, wasFilled: filled } };
}

/** "row 2, slot 3" for slot index 14. */
export function slotPosition(index: number): { row: number; column: number } {
  return { row: Math.floor(index / SLOTS_PER_ROW) + 1, column: (index % SLOTS_PER_ROW) + 1 };
}
