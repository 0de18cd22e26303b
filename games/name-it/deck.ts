// The Name It deck is the projective plane of order 7: 57 symbols ("points") and 57 cards
// ("lines") of 8 symbols, where any two cards share exactly one symbol. For a prime order n
// the plane is built from the affine plane Z_n × Z_n plus one point at infinity per slope
// and one for vertical lines.
export const PLANE_ORDER = 7;
export const SYMBOLS_PER_CARD = PLANE_ORDER + 1; // 8
export const DECK_SIZE = PLANE_ORDER * PLANE_ORDER + PLANE_ORDER + 1; // 57, also the symbol count

/** Symbol numbering: affine (x, y) → x·n + y; slope point m → n² + m; vertical point → n² + n. */
export function buildDeck(n = PLANE_ORDER): number[][] {
  const affine = (x: number, y: number) => x * n + y;
  const slopePoint = (m: number) => n * n + m;
  const verticalPoint = n * n + n;
  const cards: number[][] = [];
  // Lines y = m·x + b, plus their slope's point at infinity.
  for (let m = 0; m < n; m++) {
    for (let b = 0; b < n; b++) {
      const card = Array.from({ length: n }, (_, x) => affine(x, (m * x + b) % n));
      cards.push([...card, slopePoint(m)]);
    }
  }
  // Vertical lines x = c, which all meet at the vertical point.
  for (let c = 0; c < n; c++) {
    cards.push([...Array.from({ length: n }, (_, y) => affine(c, y)), verticalPoint]);
  }
  // The line at infinity.
  cards.push([...Array.from({ length: n }, (_, m) => slopePoint(m)), verticalPoint]);
  return cards;
}

/** The one symbol two cards share (the deck guarantees exactly one). */
export function sharedSymbol(a: readonly number[], b: readonly number[]): number {
  const common = a.filter((symbol) => b.includes(symbol));
  if (common.length !== 1) throw new Error(`cards share ${common.length} symbols, expected 1`);
  return common[0] as number;
}
