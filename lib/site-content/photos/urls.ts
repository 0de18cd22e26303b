// Where a site photo's sizes are served (app/images/staff-photos/[file]/route.ts, which serves
// the heroes too: one store, one route). The photo's revision is in the query, so a moved focal
// point gets new URLs and each URL may be cached for good. A portrait's file is
// "<id>-<width>.<format>", a hero's "<id>-hero-<width>.<format>". Safe for the browser: the
// editor builds its preview URL here too.
import { PHOTO_FORMATS, PHOTO_PURPOSES, type PhotoFormat, type PhotoPurpose } from "./formats";

export const PHOTO_PATH = "/images/staff-photos";

export function croppedUrl(
  photo: { id: string; revision: number },
  purpose: PhotoPurpose,
  width: number,
  format: PhotoFormat,
): string {
  const name = purpose === "portrait" ? `${photo.id}-${width}` : `${photo.id}-${purpose}-${width}`;
  return `${PHOTO_PATH}/${name}.${format}?v=${photo.revision}`;
}

export function previewUrl(photo: { id: string; revision: number }): string {
  return `${PHOTO_PATH}/${photo.id}-preview.webp?v=${photo.revision}`;
}

/** What a page's <picture> needs for one photo: a srcset per format, narrowest width first. */
export function pictureSources(photo: { id: string; revision: number }, purpose: PhotoPurpose) {
  const { widths } = PHOTO_PURPOSES[purpose];
  return {
    sources: PHOTO_FORMATS.map((format) => ({
      format,
      srcSet: widths.map((w) => `${croppedUrl(photo, purpose, w, format)} ${w}w`).join(", "),
    })),
    src: croppedUrl(photo, purpose, widths[0], "webp"),
  };
}

const FILE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(?:(hero)-)?(\d{1,4}|preview)\.(avif|webp)$/;

export type PhotoFile =
  | { id: string; kind: "cropped"; purpose: PhotoPurpose; width: number; format: PhotoFormat }
  | { id: string; kind: "preview"; format: "webp" };

/**
 * Reads a served file name ("<id>-<width>.<format>", "<id>-hero-<width>.<format>" or
 * "<id>-preview.webp"), or null, also for a width its purpose is not served at.
 */
export function parsePhotoFile(name: string): PhotoFile | null {
  const match = FILE.exec(name);
  if (!match) return null;
  const [, id, hero, size, format] = match as unknown as [
    string,
    string,
    string | undefined,
    string,
    PhotoFormat,
  ];
  if (!PHOTO_FORMATS.includes(format)) return null;
  if (size === "preview")
    return format === "webp" && !hero ? { id, kind: "preview", format } : null;
  const purpose: PhotoPurpose = hero ? "hero" : "portrait";
  const width = Number(size);
  if (!(PHOTO_PURPOSES[purpose].widths as readonly number[]).includes(width)) return null;
  return { id, kind: "cropped", purpose, width, format };
}
