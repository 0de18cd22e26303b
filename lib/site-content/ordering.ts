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
