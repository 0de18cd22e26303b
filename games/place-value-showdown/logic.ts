// Place Value Showdown as a pure state machine. Each round both players get digit cards from a
// shuffled deck and take turns putting one card into an empty column of their own chart; a
// placed card stays. When both charts are full the numbers are compared and the player who made
// the greater (or, in a "smaller" round, the smaller) number scores. First to the target wins.
import { shuffle, type Random } from "../kit/random/random";
import { compareNumbers, numberFromDigits, type ComparisonSign } from "./numbers";
import type { Goal, Settings } from "./settings";
import { chooseComputerMove } from "./strategy";

export type PlayerIndex = 0 | 1;

export type PlayerBoard = {
  /** Digits dealt this round, in draw order. */
  hand: number[];
  /** Which hand cards are already in the chart. */
  used: boolean[];
  /** The chart, highest place first; null = empty column. */
  slots: (number | null)[];
};

export type RoundResult = {
  numbers: [number, number];
  sign: ComparisonSign;
  winner: PlayerIndex | null;
};

export type GameState = {
  settings: Settings;
  names: [string, string];
  scores: [number, number];
  round: number;
  goal: Goal;
  boards: [PlayerBoard, PlayerBoard];
  turn: PlayerIndex;
  /** Hand index of the card the current player picked up, if any. */
  selected: number | null;
  phase: "placing" | "reveal" | "won";
  result: RoundResult | null;
  winner: PlayerIndex | null;
};

/** A real deck of digit cards: four of each digit 0-9, so equal numbers (a tie) can happen. */
export function digitDeck(): number[] {
  return Array.from({ length: 40 }, (_, i) => i % 10);
}

export function goalForRound(settings: Settings, round: number): Goal {
  if (settings.goal !== "mix") return settings.goal;
  return round % 2 === 1 ? "greater" : "smaller";
}

function dealRound(settings: Settings, random: Random): [PlayerBoard, PlayerBoard] {
  const deck = shuffle(random, digitDeck());
  const board = (offset: number): PlayerBoard => ({
    hand: deck.slice(offset, offset + settings.places),
    used: Array<boolean>(settings.places).fill(false),
    slots: Array<number | null>(settings.places).fill(null),
  });
  return [board(0), board(settings.places)];
}

export function newGame(settings: Settings, random: Random): GameState {
  return {
    settings,
    names: settings.mode === "computer" ? ["You", "Computer"] : ["Player 1", "Player 2"],
    scores: [0, 0],
    round: 1,
    goal: goalForRound(settings, 1),
    boards: dealRound(settings, random),
    turn: 0,
    selected: null,
    phase: "placing",
    result: null,
    winner: null,
  };
}

export function isComputerTurn(state: GameState): boolean {
  return state.phase === "placing" && state.settings.mode === "computer" && state.turn === 1;
}

/** Hand indexes the current player may place now: the next card only, or the whole hand. */
export function playableCards(state: GameState, player: PlayerIndex = state.turn): number[] {
  const board = state.boards[player];
  const unused = board.hand.map((_, i) => i).filter((i) => !board.used[i]);
  return state.settings.deal === "one" ? unused.slice(0, 1) : unused;
}

export function emptySlots(board: PlayerBoard): number[] {
  return board.slots.flatMap((digit, i) => (digit === null ? [i] : []));
}

export function selectCard(state: GameState, handIndex: number | null): GameState {
  if (state.phase !== "placing") return state;
  if (handIndex === null || state.selected === handIndex) return { ...state, selected: null };
  return playableCards(state).includes(handIndex) ? { ...state, selected: handIndex } : state;
}

/**
 * The current player puts a card into an empty column of their own chart. With one card in
 * play (deal "one") no selection is needed. Illegal moves leave the state unchanged.
 */
export function placeCard(
  state: GameState,
  slot: number,
  handIndex: number | null = state.selected,
): GameState {
  if (state.phase !== "placing") return state;
  const playable = playableCards(state);
  const card = handIndex ?? (playable.length === 1 ? playable[0] : undefined);
  const board = state.boards[state.turn];
  if (
    card === undefined ||
    !playable.includes(card) ||
    board.slots[slot] !== null ||
    slot < 0 ||
    slot >= board.slots.length
  )
    return state;

  const updated: PlayerBoard = {
    hand: board.hand,
    used: board.used.map((used, i) => used || i === card),
    slots: board.slots.map((digit, i) => (i === slot ? (board.hand[card] as number) : digit)),
  };
  const boards: [PlayerBoard, PlayerBoard] =
    state.turn === 0 ? [updated, state.boards[1]] : [state.boards[0], updated];
  const other: PlayerIndex = state.turn === 0 ? 1 : 0;
  const next = { ...state, boards, selected: null };
  if (emptySlots(boards[other]).length > 0) return { ...next, turn: other };
  if (emptySlots(updated).length > 0) return next;
  return reveal(next);
}

function reveal(state: GameState): GameState {
  const numbers: [number, number] = [
    numberFromDigits(state.boards[0].slots as number[]),
    numberFromDigits(state.boards[1].slots as number[]),
  ];
  const sign = compareNumbers(numbers[0], numbers[1]);
  const firstWins = state.goal === "greater" ? sign === ">" : sign === "<";
  const winner: PlayerIndex | null = sign === "=" ? null : firstWins ? 0 : 1;
  const scores: [number, number] = [...state.scores];
  if (winner !== null) scores[winner] += 1;
  const gameWinner = winner !== null && scores[winner] >= state.settings.target ? winner : null;
  return {
    ...state,
    scores,
    result: { numbers, sign, winner },
    phase: gameWinner === null ? "reveal" : "won",
    winner: gameWinner,
  };
}

export function nextRound(state: GameState, random: Random): GameState {
  if (state.phase !== "reveal") return state;
  const round = state.round + 1;
  return {
    ...state,
    round,
    goal: goalForRound(state.settings, round),
    boards: dealRound(state.settings, random),
    // Whoever sees the other's cards has an edge, so the first turn alternates.
    turn: round % 2 === 1 ? 0 : 1,
    selected: null,
    phase: "placing",
    result: null,
  };
}

/** The computer's turn: one sensible, legal placement (see strategy.ts). */
export function computerMove(state: GameState, random: Random): GameState {
  if (!isComputerTurn(state)) return state;
  const move = chooseComputerMove(state.boards[1], playableCards(state, 1), state.goal, random);
  return placeCard(state, move.slot, move.handIndex);
}
