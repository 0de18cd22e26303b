// Seeded, non-overlapping placement of up to nine items on a round card (Name It symbols,
// Math It answers). Units are percent of the card's width: the card is a circle centred at
// (50, 50) with radius 50. Every item is treated as a circle of diameter `size`, and its art
// stays inside that circle, so any rotation keeps items apart.
import { shuffle, type Random } from "../random/random";

export type Placement = { x: number; y: number; size: number; rotation: number };

export type ScatterOptions = {
  /** Largest tilt either way, in degrees (180 = any angle). Letters and digits keep it small. */
  maxRotation: number;
};

/** Clear space between two items and between an item and the card's rim. */
export const LAYOUT_GAP = 1.5;
const CARD_RADIUS = 50;
const RING_RADIUS = 31;
const MAX_TRIES = 40;

const round1 = (n: number) => Math.round(n * 10) / 10;

export function placementsOverlap(a: Placement, b: Placement, gap = LAYOUT_GAP): boolean {
  const distance = Math.hypot(a.x - b.x, a.y - b.y);
  return distance < a.size / 2 + b.size / 2 + gap;
}

export function insideCard(p: Placement, gap = LAYOUT_GAP): boolean {
  return Math.hypot(p.x - 50, p.y - 50) + p.size / 2 + gap <= CARD_RADIUS;
}

export function isValidLayout(placements: readonly Placement[]): boolean {
  for (let i = 0; i < placements.length; i++) {
    const a = placements[i] as Placement;
    if (!insideCard(a)) return false;
    for (let j = i + 1; j < placements.length; j++) {
      if (placementsOverlap(a, placements[j] as Placement)) return false;
    }
  }
  return true;
}

function ringSizes(ringCount: number) {
  // Neighbours on the ring sit one chord apart; items must fit inside it with a gap.
  const chord = ringCount > 1 ? 2 * RING_RADIUS * Math.sin(Math.PI / ringCount) : 2 * RING_RADIUS;
  const ringMax = Math.min(25, chord - LAYOUT_GAP - 0.5);
  return {
    ringMax,
    ringMin: ringMax - 5,
    centerMax: Math.min(30, 2 * RING_RADIUS - ringMax - 2 * LAYOUT_GAP),
    centerMin: 22,
  };
}

function attempt(random: Random, count: number, jitter: number, maxRotation: number): Placement[] {
  const ringCount = count - 1;
  const { ringMax, ringMin, centerMax, centerMin } = ringSizes(ringCount);
  const size = (min: number, max: number) =>
    round1(jitter > 0 ? min + random() * (max - min) : min);
  const tilt = () => Math.round((random() * 2 - 1) * maxRotation);
  const centre: Placement = {
    x: round1(50 + (random() * 2 - 1) * 3 * jitter),
    y: round1(50 + (random() * 2 - 1) * 3 * jitter),
    size: size(centerMin, centerMax),
    rotation: tilt(),
  };
  const start = random() * Math.PI * 2;
  const ring = Array.from({ length: ringCount }, (_, i): Placement => {
    const angle = start + (i * 2 * Math.PI) / ringCount + (random() * 2 - 1) * 0.12 * jitter;
    const radius = RING_RADIUS + (random() * 2 - 1) * 3 * jitter;
    return {
      x: round1(50 + radius * Math.cos(angle)),
      y: round1(50 + radius * Math.sin(angle)),
      size: size(ringMin, ringMax),
      rotation: tilt(),
    };
  });
  return count <= 0 ? [] : [centre, ...ring];
}

/**
 * Places `count` items (1 to 9): one near the middle, the rest on a jittered ring with varied
 * sizes. Random layouts that collide are retried; the last resort is the plain ring, which
 * never collides. Returned in random order, so any item may land in the middle.
 */
export function scatterOnRoundCard(
  random: Random,
  count: number,
  options: ScatterOptions,
): Placement[] {
  if (count < 0 || count > 9)
    throw new Error(`scatterOnRoundCard supports 0 to 9 items, got ${count}`);
  for (let tryIndex = 0; tryIndex < MAX_TRIES; tryIndex++) {
    const jitter = 1 - tryIndex / MAX_TRIES;
    const layout = attempt(random, count, jitter, options.maxRotation);
    if (isValidLayout(layout)) return shuffle(random, layout);
  }
  return shuffle(random, attempt(random, count, 0, options.maxRotation));
}

/**
 * Item indices in reading order: the top half left to right, then the bottom half left to
 * right. Keyboard keys follow this order, so Q W E R sit above A S D F on screen too.
 */
export function readingOrder(placements: readonly Placement[]): number[] {
  const byRow = placements
    .map((p, index) => ({ p, index }))
    .sort((a, b) => a.p.y - b.p.y || a.p.x - b.p.x);
  const topCount = Math.ceil(byRow.length / 2);
  const byColumn = (rows: typeof byRow) => rows.sort((a, b) => a.p.x - b.p.x).map((r) => r.index);
  return [...byColumn(byRow.slice(0, topCount)), ...byColumn(byRow.slice(topCount))];
}
