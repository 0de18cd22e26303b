// Two children on one keyboard: player 1 plays with the left hand, player 2 with the right.
// Each player's eight keys follow the reading order of the items on their card
// (top row, then bottom row), matching the letter badge drawn on each item.
export type PlayerIndex = 0 | 1;

export const PLAYER_KEYS: readonly [readonly string[], readonly string[]] = [
  ["q", "w", "e", "r", "a", "s", "d", "f"],
  ["u", "i", "o", "p", "h", "j", "k", "l"],
];

/**
 * The races' hear key: H is player 2's, so G, between the two hands, where either child reaches
 * it and a slip beside F or H only reads the card again.
 */
export const RACE_HEAR_KEY = "g";

export const PLAYERS: readonly PlayerIndex[] = [0, 1];

/** Which player and which slot (0-7 in reading order) a key belongs to. */
export function playerSlotForKey(key: string): { player: PlayerIndex; slot: number } | null {
  const lower = key.toLowerCase();
  for (const player of PLAYERS) {
    const slot = PLAYER_KEYS[player].indexOf(lower);
    if (slot >= 0) return { player, slot };
  }
  return null;
}

export type Outcome = { winner: PlayerIndex } | { tie: true };

export function outcomeOf(scores: readonly [number, number]): Outcome {
  if (scores[0] === scores[1]) return { tie: true };
  return { winner: scores[0] > scores[1] ? 0 : 1 };
}
