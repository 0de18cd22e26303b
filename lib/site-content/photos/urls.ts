// Where a site photo's sizes are served (app/images/staff-photos/[file]/route.ts, which serves
// the heroes too: one store, one route). The photo's revision is in the query, so a moved focal
// point gets new URLs and each URL may be cached for good. A portrait's file is
// "<id>-<width>.<format>", a hero's "<id>-hero-<width>.<format>". Safe for the browser: the
// editor builds its preview URL here too.
import { PHOTO_FORMATS, PHOTO_PURPOSES, type PhotoFormat, type PhotoPurpose } from "./formats";

export const PHOTO_PATH = "/images/staff-photos";

/** A focal point a draft gives a photo and no page shows yet (x, y from 0 to 1). */
export type DraftFocus = { focusX: number; focusY: number };

/**
 * A photo as a page links to it. `draftFocus`, only in an editor's preview, asks for the crop
 * around the draft's focal point (./focus.ts: the photo's own focus changes at the publish).
 */
export type LinkedPhoto = { id: string; revision: number; draftFocus?: DraftFocus | null };

export function croppedUrl(
  photo: LinkedPhoto,
  purpose: PhotoPurpose,
  width: number,
  format: PhotoFormat,
): string {
  const name = purpose === "portrait" ? `${photo.id}-${width}` : `${photo.id}-${purpose}-${width}`;
  const draft = photo.draftFocus
    ? `&fx=${photo.draftFocus.focusX}&fy=${photo.draftFocus.focusY}`
    : "";
  return `${PHOTO_PATH}/${name}.${format}?v=${photo.revision}${draft}`;
}

/** The draft focal point a preview's URL asks for, or null (none, or not a point on the photo). */
export function draftFocusOf(query: URLSearchParams): DraftFocus | null {
  const [x, y] = [query.get("fx"), query.get("fy")];
  if (x === null || y === null || !x.trim() || !y.trim()) return null;
  const [focusX, focusY] = [Number(x), Number(y)];
  const onPhoto = (v: number) => Number.isFinite(v) && v >= 0 && v <= 1;
  return onPhoto(focusX) && onPhoto(focusY) ? { focusX, focusY } : null;
}

export function previewUrl(photo: { id: string; revision: number }): string {
  return `${PHOTO_PATH}/${photo.id}-preview.webp?v=${photo.revision}`;
}

/** What a page's <picture> needs for one photo: a srcset per format, narrowest width first. */
export function pictureSources(photo: LinkedPhoto, purpose: PhotoPurpose) {
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
