import "server-only";
// When a stored site photo may go: only when nothing wants it any more. A staff profile or a
// page's hero shows it, or a kept version or a waiting draft of any kind refers to it (so a
// restore or a publish brings it back). Every snapshot names its photos "photoId".
import { sql } from "drizzle-orm";
import { heroPhotos, siteContentDrafts, siteContentVersions, staffProfiles } from "@/db/schema";

/** A condition true for a photo id something still shows or refers to. */
export function photoWanted(photoId: unknown) {
  const inSnapshots = (table: typeof siteContentVersions | typeof siteContentDrafts) =>
    sql`exists (select 1 from ${table} where jsonb_path_exists(${table.snapshot}, '$.**.photoId ? (@ == $id)', jsonb_build_object('id', ${photoId}::text)))`;
  return sql`(exists (select 1 from ${staffProfiles} where ${staffProfiles.photoId} = ${photoId}) or exists (select 1 from ${heroPhotos} where ${heroPhotos.photoId} = ${photoId}) or ${inSnapshots(siteContentVersions)} or ${inSnapshots(siteContentDrafts)})`;
}
