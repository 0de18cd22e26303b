import "server-only";
// Writing a version row. Kept apart from
// ./store.ts so the kinds' own modules (staff-profiles.ts) can use it without a circle.
import { siteContentVersions } from "@/db/schema";
import type { StaffActor } from "@/lib/practice/audit";
import type { ContentTx } from "./kind";

export async function recordVersion(
  tx: ContentTx,
  actor: StaffActor,
  kind: string,
  snapshot: unknown,
  restoredFrom: number | null = null,
): Promise<number> {
  const [row] = await tx
    .insert(siteContentVersions)
    .values({ kind, snapshot, publishedBy: actor.id, restoredFrom })
    .returning({ id: siteContentVersions.id });
  return row!.id;
}
