import "server-only";
// Where a site photo's focal point is kept. The crop every page shows is made from the photo
// row's focus, and its revision is in every crop's URL; a draft (a staff profile's, a page's hero)
// keeps its own focus in its snapshot instead, and publishing writes it to the row. So moving the
// focus in a draft changes no crop parents see until it is published.
import { and, eq, sql } from "drizzle-orm";
import { heroPhotos, staffPhotos, staffProfiles } from "@/db/schema";
import type { ContentTx } from "../versions/kind";

export type PhotoFocus = { photoId: string; focusX: number; focusY: number };

/**
 * Moves a photo's focal point; its revision steps, so every URL of its crops changes. With
 * `onlyIfUnshown`, a photo a live profile or hero shows keeps its crop (the draft's focus waits
 * for the publish); one no page shows yet (just uploaded into a draft) takes the focus at once,
 * so the preview crops it right.
 */
export async function keepFocus(
  tx: ContentTx,
  photo: PhotoFocus,
  onlyIfUnshown: boolean,
): Promise<void> {
  await tx
    .update(staffPhotos)
    .set({
      focusX: photo.focusX,
      focusY: photo.focusY,
      revision: sql`${staffPhotos.revision} + 1`,
    })
    .where(
      and(
        eq(staffPhotos.id, photo.photoId),
        sql`(${staffPhotos.focusX} <> ${photo.focusX} or ${staffPhotos.focusY} <> ${photo.focusY})`,
        onlyIfUnshown
          ? sql`not exists (select 1 from ${heroPhotos} where ${heroPhotos.photoId} = ${photo.photoId}) and not exists (select 1 from ${staffProfiles} where ${staffProfiles.photoId} = ${photo.photoId})`
          : undefined,
      ),
    );
}
