// Arrow-key movement across the palette and the board. The palette wraps differently on every
// screen width, so Up/Down go to the visually nearest tile in the row above or below, measured
// from the rendered boxes; Left/Right follow reading order.
export type Box = { x: number; y: number; width: number; height: number };
export type ArrowKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End";

const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

export function isArrowKey(key: string): key is ArrowKey {
  return ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].includes(key);
}

/** Index of the item focus moves to, or the same index at an edge. */
export function nextFocusIndex(boxes: readonly Box[], from: number, key: ArrowKey): number {
  const last = boxes.length - 1;
  if (last < 0) return from;
  if (key === "Home") return 0;
  if (key === "End") return last;
  if (key === "ArrowLeft") return Math.max(0, from - 1);
  if (key === "ArrowRight") return Math.min(last, from + 1);

  const origin = boxes[from];
  if (!origin) return from;
  const o = centre(origin);
  const tolerance = origin.height / 2;
  const candidates = boxes
    .map((box, index) => ({ index, c: centre(box) }))
    .filter(({ c }) => (key === "ArrowUp" ? c.y < o.y - tolerance : c.y > o.y + tolerance));
  if (candidates.length === 0) return from;
  // The nearest row in that direction, then the item in it closest horizontally.
  const rowY = candidates.reduce(
    (best, { c }) => (Math.abs(c.y - o.y) < Math.abs(best - o.y) ? c.y : best),
    candidates[0]!.c.y,
  );
  const row = candidates.filter(({ c }) => Math.abs(c.y - rowY) <= tolerance);
  return row.reduce(
    (best, item) => (Math.abs(item.c.x - o.x) < Math.abs(best.c.x - o.x) ? item : best),
    row[0]!,
  ).index;
}
