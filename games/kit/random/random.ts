// Seeded randomness for games: every shuffle and draw takes a Random so tests fix exact outcomes.
export type Random = () => number; // [0, 1)

/** mulberry32: small, fast, good enough for games. */
export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from ?seed=N (tests) or from the clock. */
export function seedFromLocation(
  search: string | undefined,
  fallback: () => number = () => Date.now(),
): number {
  const value = search ? new URLSearchParams(search).get("seed") : null;
  const parsed = value === null ? NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback();
}

export function randomInt(random: Random, minInclusive: number, maxInclusive: number): number {
  return minInclusive + Math.floor(random() * (maxInclusive - minInclusive + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pick from an empty list");
  return items[Math.floor(random() * items.length)] as T;
}

export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** n distinct items (n ≤ items.length), in random order. */
export function sample<T>(random: Random, items: readonly T[], n: number): T[] {
  return shuffle(random, items).slice(0, n);
}
