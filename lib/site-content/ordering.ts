import "server-only";
// The order of a list staff arrange by hand (staff profiles, testimonials): one item swaps places
// with its neighbour above or below, inside the caller's transaction.
import { and, asc, desc, eq, gt, lt, ne } from "drizzle-orm";
import type { AppDatabase } from "@/db/client";
import type { staffProfiles, testimonials } from "@/db/schema";

type Transaction = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];
type OrderedTable = typeof staffProfiles | typeof testimonials;

/** Swaps the row with its neighbour in `direction`; answers false at either end (nothing moves). */
export async function swapWithNeighbour(
  tx: Transaction,
  table: OrderedTable,
  row: { id: string; position: number },
  direction: "up" | "down",
  actorId: string,
): Promise<boolean> {
  const up = direction === "up";
  const [neighbour] = await tx
    .select({ id: table.id, position: table.position })
    .from(table)
    .where(
      and(
        ne(table.id, row.id),
        up ? lt(table.position, row.position) : gt(table.position, row.position),
      ),
    )
    .orderBy(up ? desc(table.position) : asc(table.position))
    .limit(1)
    .for("update");
  if (!neighbour) return false;
  await tx
    .update(table)
    .set({ position: neighbour.position, updatedBy: actorId })
    .where(eq(table.id, row.id));
  await tx
    .update(table)
    .set({ position: row.position, updatedBy: actorId })
    .where(eq(table.id, neighbour.id));
  return true;
}

/**
 * The same swap for a list kept whole in a draft (services, FAQs): the item trades places with the
 * nearest item in `direction` that `sameGroup` accepts (an FAQ's neighbour on its own page).
 * Answers the new list, or null at either end (nothing moves) or when the item is not there.
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
