// The order of a list staff arrange by hand (staff profiles, testimonials, services, FAQs), kept
// whole in the kind's draft: one item swaps places with its neighbour above or below.

/**
 * The item trades places with the nearest item in `direction` that `sameGroup` accepts (an FAQ's
 * neighbour on its own page). Answers the new list, or null at either end (nothing moves) or when
 * the item is not there.
 */
export function swapInList<T extends { id: string }>(
  items: readonly T[],
  id: string,
  direction: "up" | "down",
  sameGroup: (a: T, b: T) => boolean = () => true,
): T[] | null {
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) return null;
  const item = items[index]!;
  const step = direction === "up" ? -1 : 1;
  let other = index + step;
  while (other >= 0 && other < items.length && !sameGroup(item, items[other]!)) other += step;
  if (other < 0 || other >= items.length) return null;
  const moved = [...items];
  moved[index] = items[other]!;
  moved[other] = item;
  return moved;
}
