// Grammar board as a pure state machine: flip cards (one open at a time), the child's text,
// and grammar symbols placed at absolute positions in the text box (spec: {id, char, left, top}).
import { GRAMMAR_CARDS, GRAMMAR_ICON_SIZE, type GrammarIconId } from "./data";

export type IconPlacement = { id: string; char: GrammarIconId; left: number; top: number };

export type GrammarState = {
  openCard: number | null;
  text: string;
  selectedIcon: GrammarIconId | null;
  placements: IconPlacement[];
  /** Counter for placement ids, so ids never repeat within a session. */
  nextPlacement: number;
};

export type BoxSize = { width: number; height: number };

export type GrammarAction =
  | { type: "flip-card"; card: number }
  | { type: "close-card" }
  | { type: "set-text"; text: string }
  | { type: "select-icon"; icon: GrammarIconId }
  | { type: "clear-selection" }
  /** Mouse/touch: (x, y) is where the child clicked; the symbol is centred there. */
  | { type: "place-at-point"; x: number; y: number; box: BoxSize }
  /** Keyboard: (left, top) is the symbol's own corner, e.g. just above the caret. */
  | { type: "place-at-corner"; left: number; top: number; box: BoxSize }
  | { type: "nudge-icon"; id: string; dx: number; dy: number; box: BoxSize }
  | { type: "remove-icon"; id: string }
  | { type: "trash" };

export const initialGrammarState: GrammarState = {
  openCard: null,
  text: "",
  selectedIcon: null,
  placements: [],
  nextPlacement: 1,
};

/** Keeps a symbol fully inside the text box. */
export function clampToBox(
  left: number,
  top: number,
  box: BoxSize,
  size = GRAMMAR_ICON_SIZE,
): { left: number; top: number } {
  const clamp = (value: number, max: number) =>
    Math.round(Math.min(Math.max(0, value), Math.max(0, max)) * 100) / 100;
  return { left: clamp(left, box.width - size), top: clamp(top, box.height - size) };
}

function place(state: GrammarState, left: number, top: number, box: BoxSize): GrammarState {
  if (!state.selectedIcon) return state;
  const position = clampToBox(left, top, box);
  const placement: IconPlacement = {
    id: `icon-${state.nextPlacement}`,
    char: state.selectedIcon,
    ...position,
  };
  return {
    ...state,
    placements: [...state.placements, placement],
    nextPlacement: state.nextPlacement + 1,
  };
}

export function grammarReducer(state: GrammarState, action: GrammarAction): GrammarState {
  switch (action.type) {
    case "flip-card": {
      if (!GRAMMAR_CARDS.some((c) => c.number === action.card)) return state;
      // Opening a card closes the other; clicking the open card turns it back over.
      return { ...state, openCard: state.openCard === action.card ? null : action.card };
    }
    case "close-card":
      return state.openCard === null ? state : { ...state, openCard: null };
    case "set-text":
      return { ...state, text: action.text };
    case "select-icon":
      return { ...state, selectedIcon: state.selectedIcon === action.icon ? null : action.icon };
    case "clear-selection":
      return state.selectedIcon === null ? state : { ...state, selectedIcon: null };
    case "place-at-point":
      return place(
        state,
        action.x - GRAMMAR_ICON_SIZE / 2,
        action.y - GRAMMAR_ICON_SIZE / 2,
        action.box,
      );
    case "place-at-corner":
      return place(state, action.left, action.top, action.box);
    case "nudge-icon": {
      const placements = state.placements.map((p) =>
        p.id === action.id
          ? { ...p, ...clampToBox(p.left + action.dx, p.top + action.dy, action.box) }
          : p,
      );
      return { ...state, placements };
    }
    case "remove-icon":
      return { ...state, placements: state.placements.filter((p) => p.id !== action.id) };
    case "trash":
      // Clears the writing and the symbols; the open card and chosen symbol stay for the next try.
      return { ...state, text: "", placements: [] };
  }
}

/** Pixels an arrow key moves a placed symbol: a small step, or a bigger one with Shift. */
export function nudgeStep(key: string, shift: boolean): { dx: number; dy: number } | null {
  const step = shift ? 20 : 4;
  switch (key) {
    case "ArrowLeft":
      return { dx: -step, dy: 0 };
    case "ArrowRight":
      return { dx: step, dy: 0 };
    case "ArrowUp":
      return { dx: 0, dy: -step };
    case "ArrowDown":
      return { dx: 0, dy: step };
    default:
      return null;
  }
}

function overlaps(
  a: { left: number; top: number },
  b: { left: number; top: number },
  size: number,
): boolean {
  return Math.abs(a.left - b.left) < size && Math.abs(a.top - b.top) < size;
}

/**
 * Where a keyboard placement goes when the caret's position cannot be measured: the first spot,
 * reading left to right and top to bottom, that no symbol covers yet.
 */
export function nextFreeSpot(
  placements: readonly IconPlacement[],
  box: BoxSize,
  size = GRAMMAR_ICON_SIZE,
): { left: number; top: number } {
  const step = size + 4;
  for (let top = 4; top + size <= Math.max(box.height, size + 4); top += step) {
    for (let left = 4; left + size <= Math.max(box.width, size + 4); left += step) {
      const spot = { left, top };
      if (!placements.some((p) => overlaps(p, spot, size))) return spot;
    }
  }
  return { left: 4, top: 4 };
}
