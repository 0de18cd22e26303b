import { outcomeOf, PLAYER_KEYS, playerSlotForKey, RACE_HEAR_KEY } from "./player-keys";

describe("player keys", () => {
  it("gives each player eight different keys with no key shared", () => {
    const all = [...PLAYER_KEYS[0], ...PLAYER_KEYS[1]];
    expect(PLAYER_KEYS[0]).toHaveLength(8);
    expect(PLAYER_KEYS[1]).toHaveLength(8);
    expect(new Set(all).size).toBe(16);
  });

  it("keeps the hear key free of both players' keys", () => {
    expect(playerSlotForKey(RACE_HEAR_KEY)).toBeNull();
  });

  it("maps keys to player and slot, ignoring case", () => {
    expect(playerSlotForKey("Q")).toEqual({ player: 0, slot: 0 });
    expect(playerSlotForKey("f")).toEqual({ player: 0, slot: 7 });
    expect(playerSlotForKey("u")).toEqual({ player: 1, slot: 0 });
    expect(playerSlotForKey("L")).toEqual({ player: 1, slot: 7 });
    expect(playerSlotForKey("z")).toBeNull();
    expect(playerSlotForKey("Enter")).toBeNull();
  });

  it("names the winner or a tie", () => {
    expect(outcomeOf([3, 1])).toEqual({ winner: 0 });
    expect(outcomeOf([0, 2])).toEqual({ winner: 1 });
    expect(outcomeOf([2, 2])).toEqual({ tie: true });
  });
});
