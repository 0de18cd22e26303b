// The computer opponent places digits the way a thoughtful child would: big digits in high
// places when building the greater number, small digits there when building the smaller.
import type { Random } from "../kit/random/random";
import type { PlayerBoard } from "./logic";
import type { Goal } from "./settings";

export type ComputerMove = { handIndex: number; slot: number };

/**
 * With the whole hand visible the best move is exact: the highest-ranked card goes into the
 * highest empty place. With one card at a time the future is unknown, so the card's rank among
 * digits (9 is the best for "greater") sets how high it goes, and the seeded random breaks the
 * in-between cases, so the computer is beatable but never silly (a 9 always goes to the top).
 */
export function chooseComputerMove(
  board: PlayerBoard,
  playable: number[],
  goal: Goal,
  random: Random,
): ComputerMove {
  const empty = board.slots.flatMap((digit, i) => (digit === null ? [i] : []));
  const first = playable[0];
  const top = empty[0];
  if (first === undefined || top === undefined) throw new Error("no legal move for the computer");
  const better = (a: number, b: number) => (goal === "greater" ? a > b : a < b);

  if (playable.length > 1) {
    const best = playable.reduce(
      (bestIndex, i) =>
        better(board.hand[i] as number, board.hand[bestIndex] as number) ? i : bestIndex,
      first,
    );
    return { handIndex: best, slot: top };
  }

  const digit = board.hand[first] as number;
  // 0 = the highest empty place, empty.length - 1 = the lowest.
  const strength = goal === "greater" ? digit / 9 : (9 - digit) / 9;
  const ideal = (1 - strength) * (empty.length - 1);
  const whole = Math.floor(ideal);
  const position = random() < ideal - whole ? whole + 1 : whole;
  return { handIndex: first, slot: empty[Math.min(position, empty.length - 1)] as number };
}
