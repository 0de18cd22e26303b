import { createRandom } from "@/games/kit/random/random";
import { isValidLayout } from "@/games/kit/two-player/scatter-layout";
import { buildDeck, DECK_SIZE, sharedSymbol, SYMBOLS_PER_CARD } from "./deck";
import {
  configure,
  createNameIt,
  DEFAULT_GAME_SECONDS,
  finish,
  lockSecondsLeft,
  outcome,
  pick,
  pickSlot,
  reset,
  start,
  targetSymbol,
  tick,
  type NameItState,
} from "./logic";

const wrongSymbols = (state: NameItState, player: 0 | 1) => {
  const target = targetSymbol(state, player);
  return state.cards![player].symbols.map((s) => s.symbol).filter((s) => s !== target);
};

describe("Name It deck (projective plane of order 7)", () => {
  const deck = buildDeck();

  it("has 57 cards of 8 distinct symbols drawn from 57 symbols", () => {
    expect(deck).toHaveLength(DECK_SIZE);
    expect(DECK_SIZE).toBe(57);
    for (const card of deck) {
      expect(card).toHaveLength(SYMBOLS_PER_CARD);
      expect(new Set(card).size).toBe(8);
      for (const symbol of card) expect(symbol >= 0 && symbol < 57).toBe(true);
    }
  });

  it("gives every pair of the 57 cards exactly one shared symbol", () => {
    for (let i = 0; i < deck.length; i++) {
      for (let j = i + 1; j < deck.length; j++) {
        const shared = deck[i]!.filter((s) => deck[j]!.includes(s));
        expect(shared).toHaveLength(1);
      }
    }
  });

  it("uses every symbol on exactly 8 cards and has no repeated card", () => {
    const counts = new Array<number>(57).fill(0);
    for (const card of deck) for (const s of card) counts[s]! += 1;
    expect(counts.every((c) => c === 8)).toBe(true);
    expect(new Set(deck.map((c) => [...c].sort((a, b) => a - b).join(","))).size).toBe(57);
    expect(() => sharedSymbol([1, 2], [3, 4])).toThrow();
  });
});

describe("Name It game", () => {
  const random = () => createRandom(7);

  it("starts ready at 2 minutes; Start deals three cards and starts the countdown", () => {
    const ready = createNameIt();
    expect(ready.phase).toBe("ready");
    expect(ready.gameSeconds).toBe(DEFAULT_GAME_SECONDS);
    const running = start(ready, 1_000, random());
    expect(running.phase).toBe("running");
    expect(running.endsAt).toBe(1_000 + 120_000);
    expect(running.cards).toHaveLength(2);
    const ids = [running.cards![0].id, running.center!.id, running.cards![1].id];
    expect(new Set(ids).size).toBe(3);
  });

  it("lays out each card's 8 symbols without overlap, with keys in reading order", () => {
    const state = start(createNameIt(), 0, random());
    for (const card of [state.cards![0], state.center!, state.cards![1]]) {
      expect(card.symbols).toHaveLength(8);
      expect(isValidLayout(card.symbols)).toBe(true);
      expect([...card.keyOrder].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    }
  });

  it("locks timer and settings while running", () => {
    const running = start(createNameIt({ gameSeconds: 60 }), 0, random());
    expect(configure(running, { gameSeconds: 300 }).gameSeconds).toBe(60);
    expect(configure(createNameIt(), { gameSeconds: 300 }).gameSeconds).toBe(300);
  });

  it("scores 1 for the shared symbol and draws a new round", () => {
    const r = random();
    const state = start(createNameIt(), 0, r);
    const target = targetSymbol(state, 1)!;
    const { state: next, result } = pick(state, 1, target, 500, r);
    expect(result).toBe("scored");
    expect(next.players[1].score).toBe(1);
    expect(next.players[0].score).toBe(0);
    expect(next.round).toBe(state.round + 1);
    expect(next.center!.id).not.toBe(state.center!.id);
  });

  it("a wrong pick does not score; two wrong picks do not lock", () => {
    const r = random();
    let state = start(createNameIt(), 0, r);
    const [a, b] = wrongSymbols(state, 0);
    let res = pick(state, 0, a!, 100, r);
    expect(res.result).toBe("miss");
    res = pick(res.state, 0, b!, 200, r);
    state = res.state;
    expect(res.result).toBe("miss");
    expect(state.players[0].score).toBe(0);
    expect(state.players[0].lockedUntil).toBeNull();
  });

  it("three different picks within 1200 ms lock the player for 5 s", () => {
    const r = random();
    let state = start(createNameIt(), 0, r);
    const [a, b, c] = wrongSymbols(state, 0);
    state = pick(state, 0, a!, 1_000, r).state;
    state = pick(state, 0, b!, 1_600, r).state;
    const locked = pick(state, 0, c!, 2_200, r);
    expect(locked.result).toBe("locked-now");
    expect(locked.state.players[0].lockedUntil).toBe(7_200);
    expect(lockSecondsLeft(locked.state.players[0], 2_200)).toBe(5);
    // Even the right symbol is refused during the lock, and the other player is free.
    const target = targetSymbol(locked.state, 0)!;
    expect(pick(locked.state, 0, target, 7_199, r).result).toBe("locked");
    expect(pick(locked.state, 1, targetSymbol(locked.state, 1)!, 7_199, r).result).toBe("scored");
    expect(pick(locked.state, 0, target, 7_200, r).result).toBe("scored");
  });

  it("does not lock when the three picks span more than 1200 ms or repeat a symbol", () => {
    const r = random();
    let state = start(createNameIt(), 0, r);
    const [a, b, c] = wrongSymbols(state, 0);
    state = pick(state, 0, a!, 0, r).state;
    state = pick(state, 0, b!, 600, r).state;
    expect(pick(state, 0, c!, 1_201, r).result).toBe("miss");
    let same = start(createNameIt(), 0, r);
    const [x, y] = wrongSymbols(same, 0);
    same = pick(same, 0, x!, 0, r).state;
    same = pick(same, 0, x!, 100, r).state;
    expect(pick(same, 0, y!, 200, r).result).toBe("miss");
  });

  it("counts the third pick even when it is right: guessing locks instead of scoring", () => {
    const r = random();
    let state = start(createNameIt(), 0, r);
    const [a, b] = wrongSymbols(state, 0);
    state = pick(state, 0, a!, 0, r).state;
    state = pick(state, 0, b!, 300, r).state;
    const res = pick(state, 0, targetSymbol(state, 0)!, 600, r);
    expect(res.result).toBe("locked-now");
    expect(res.state.players[0].score).toBe(0);
  });

  it("maps keyboard slots to the symbols in reading order", () => {
    const r = random();
    const state = start(createNameIt(), 0, r);
    const card = state.cards![0];
    const targetSlot = card.keyOrder.findIndex(
      (i) => card.symbols[i]!.symbol === targetSymbol(state, 0),
    );
    expect(pickSlot(state, 0, targetSlot, 10, r).result).toBe("scored");
    expect(pickSlot(state, 0, 8, 10, r).result).toBe("ignored");
  });

  it("stops at 0 and ignores picks when not running", () => {
    const r = random();
    const state = start(createNameIt({ gameSeconds: 60 }), 0, r);
    expect(tick(state, 59_999).phase).toBe("running");
    const over = tick(state, 60_000);
    expect(over.phase).toBe("over");
    expect(pick(over, 0, targetSymbol(over, 0)!, 60_001, r).result).toBe("ignored");
    expect(pick(state, 0, targetSymbol(state, 0)!, 60_000, r).result).toBe("ignored");
    expect(pick(createNameIt(), 0, 1, 0, r).result).toBe("ignored");
  });

  it("names the winner or a tie at game over", () => {
    const r = random();
    let state = start(createNameIt(), 0, r);
    state = pick(state, 0, targetSymbol(state, 0)!, 10, r).state;
    expect(outcome(tick(state, 200_000))).toEqual({ winner: 0 });
    state = pick(state, 1, targetSymbol(state, 1)!, 20, r).state;
    expect(outcome(tick(state, 200_000))).toEqual({ tie: true });
  });

  it("Reset Game stops and zeroes the scores; practice games end with Finish", () => {
    const r = random();
    let state = start(createNameIt({ gameSeconds: null }), 0, r);
    expect(state.endsAt).toBeNull();
    state = pick(state, 0, targetSymbol(state, 0)!, 10, r).state;
    expect(tick(state, 10_000_000).phase).toBe("running");
    expect(finish(state).phase).toBe("over");
    const cleared = reset(state);
    expect(cleared.phase).toBe("ready");
    expect(cleared.players.map((p) => p.score)).toEqual([0, 0]);
    expect(cleared.cards).toBeNull();
  });

  it("deals a whole game from a reshuffled pile and is reproducible from the seed", () => {
    const play = (seed: number) => {
      const r = createRandom(seed);
      let state = start(createNameIt(), 0, r);
      for (let i = 0; i < 40; i++)
        state = pick(state, (i % 2) as 0 | 1, targetSymbol(state, (i % 2) as 0 | 1)!, i, r).state;
      return state;
    };
    const a = play(3);
    expect(a.players[0].score + a.players[1].score).toBe(40);
    expect(play(3)).toEqual(a);
  });
});
