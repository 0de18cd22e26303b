// Alphabetical Order as a pure state machine (spec section 4): a 2-step countdown, then cards
// are placed into their slots, then complete. Time is always an argument (`now`).
import {
  countdownDone,
  countdownValue,
  startCountdown,
  type Countdown,
} from "@/games/kit/timing/countdown";
import { shuffle, type Random } from "@/games/kit/random/random";
import { COUNTDOWN, WRONG_FLASH_MS, type Subdivision } from "./data";
import { splitAlphabet, type LetterGroup } from "./groups";

export type OrderState = {
  subdivision: Subdivision;
  /** In alphabetical order: group i belongs in slot i. */
  groups: LetterGroup[];
  /** Group ids still in the deck, in their shuffled order. */
  deck: string[];
  /** The group id placed in each slot, or null while empty. */
  slots: (string | null)[];
  selectedId: string | null;
  status: "countdown" | "playing" | "complete";
  countdown: Countdown;
  wrongFlash: { slot: number; until: number } | null;
};

export type PlaceOutcome =
  | { kind: "correct"; group: LetterGroup; slot: number; complete: boolean }
  | { kind: "wrong"; group: LetterGroup; slot: number }
  | { kind: "no-card" }
  | { kind: "ignored" };

/** A shuffled deck that is never already in alphabetical order (unless there is one card). */
function shuffledDeck(random: Random, groups: LetterGroup[]): string[] {
  const ids = groups.map((g) => g.id);
  if (ids.length < 2) return ids;
  let deck = shuffle(random, ids);
  for (let attempt = 0; attempt < 5 && deck.every((id, i) => id === ids[i]); attempt++)
    deck = shuffle(random, ids);
  if (deck.every((id, i) => id === ids[i])) deck = [...ids.slice(1), ids[0] as string];
  return deck;
}

/** A fresh round: new shuffle, empty slots, countdown from now. */
export function newRound(subdivision: Subdivision, random: Random, now: number): OrderState {
  const groups = splitAlphabet(subdivision);
  return {
    subdivision,
    groups,
    deck: shuffledDeck(random, groups),
    slots: groups.map(() => null),
    selectedId: null,
    status: "countdown",
    countdown: startCountdown(now, COUNTDOWN.steps, COUNTDOWN.stepMs),
    wrongFlash: null,
  };
}

/** Moves time on: the countdown gives way to play, a wrong-slot flash fades after 0.4 s. */
export function tick(state: OrderState, now: number): OrderState {
  let next = state;
  if (next.status === "countdown" && countdownDone(next.countdown, now))
    next = { ...next, status: "playing" };
  if (next.wrongFlash && now >= next.wrongFlash.until) next = { ...next, wrongFlash: null };
  return next;
}

/** The number the countdown overlay shows, or null when it is not counting. */
export function countdownNumber(state: OrderState, now: number): number | null {
  return state.status === "countdown" ? countdownValue(state.countdown, now) : null;
}

/** Selecting a card; selecting the selected card again deselects it. Ignored unless playing. */
export function selectCard(state: OrderState, groupId: string, now: number): OrderState {
  const current = tick(state, now);
  if (current.status !== "playing" || !current.deck.includes(groupId)) return current;
  return { ...current, selectedId: current.selectedId === groupId ? null : groupId };
}

export function clearSelection(state: OrderState): OrderState {
  return state.selectedId === null ? state : { ...state, selectedId: null };
}

/**
 * Puts the selected card into a slot. The right slot takes it and the card leaves the deck; a
 * wrong slot flashes for 0.4 s and the card stays selected so the child can try another slot.
 */
export function placeInSlot(
  state: OrderState,
  slot: number,
  now: number,
): { state: OrderState; outcome: PlaceOutcome } {
  const current = tick(state, now);
  if (
    current.status !== "playing" ||
    slot < 0 ||
    slot >= current.slots.length ||
    current.slots[slot] !== null
  ) {
    return { state: current, outcome: { kind: "ignored" } };
  }
  const group = current.groups.find((g) => g.id === current.selectedId);
  if (!group) return { state: current, outcome: { kind: "no-card" } };
  if (group.orderIndex !== slot) {
    return {
      state: { ...current, wrongFlash: { slot, until: now + WRONG_FLASH_MS } },
      outcome: { kind: "wrong", group, slot },
    };
  }
  const slots = current.slots.map((id, i) => (i === slot ? group.id : id));
  const complete = slots.every((id) => id !== null);
  return {
    state: {
      ...current,
      slots,
      deck: current.deck.filter((id) => id !== group.id),
      selectedId: null,
      wrongFlash: null,
      status: complete ? "complete" : "playing",
    },
    outcome: { kind: "correct", group, slot, complete },
  };
}

export function groupById(state: OrderState, id: string): LetterGroup | undefined {
  return state.groups.find((g) => g.id === id);
}
