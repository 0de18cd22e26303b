// Where a staff photo's sizes are served (app/images/staff-photos/[file]/route.ts). The photo's
// revision is in the query, so a moved focal point gets new URLs and each URL may be cached for
// good. Safe for the browser: the editor builds its preview URL here too.
import { PHOTO_FORMATS, type PhotoFormat } from "./formats";

export const PHOTO_PATH = "/images/staff-photos";

export function portraitUrl(
  photo: { id: string; revision: number },
  width: number,
  format: PhotoFormat,
): string {
  return `${PHOTO_PATH}/${photo.id}-${width}.${format}?v=${photo.revision}`;
}

export function previewUrl(photo: { id: string; revision: number }): string {
  return `${PHOTO_PATH}/${photo.id}-preview.webp?v=${photo.revision}`;
}

const FILE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,4}|preview)\.(avif|webp)$/;

export type PhotoFile =
  | { id: string; kind: "portrait"; width: number; format: PhotoFormat }
  | { id: string; kind: "preview"; format: "webp" };

/** Reads a served file name ("<id>-<width>.<format>" or "<id>-preview.webp"), or null. */
export function parsePhotoFile(name: string): PhotoFile | null {
  const match = FILE.exec(name);
  if (!match) return null;
  const [, id, size, format] = match as unknown as [string, string, string, PhotoFormat];
  if (!PHOTO_FORMATS.includes(format)) return null;
  if (size === "preview") return format === "webp" ? { id, kind: "preview", format } : null;
  return { id, kind: "portrait", width: Number(size), format };
}
