import "server-only";
// Writing a version row, and the one question photos ask of the history. Kept apart from
// ./store.ts so the kinds' own modules (staff-profiles.ts) can use it without a circle.
import { sql } from "drizzle-orm";
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

/** A condition true for a staff photo id some kept version of the staff list refers to. */
export function photoKeptByVersions(photoId: unknown) {
  return sql`exists (select 1 from ${siteContentVersions} v where v.kind = 'staff-profiles' and v.snapshot @> jsonb_build_object('profiles', jsonb_build_array(jsonb_build_object('photoId', ${photoId}::text))))`;
}
