// Site photos (staff portraits, page heroes) from upload to the sizes a page shows, with sharp (libvips) doing every decode,
// crop, resize and encode. An upload is judged by its bytes, never its name or the type the
// browser claims; it is turned upright and re-encoded without metadata, so a phone photo's EXIF
// (its location among it) never reaches the database. HEIC (iPhone photos) is decoded by
// heic-decode: the sharp build we ship reads HEIF only in its AVIF flavour.
import sharp, { type Sharp } from "sharp";

import {
  PHOTO_MAX_BYTES,
  PHOTO_PURPOSES,
  PREVIEW_WIDTH,
  type PhotoFormat,
  type PhotoPurpose,
} from "./formats";

export { PHOTO_FORMATS, PHOTO_MAX_BYTES, PHOTO_WIDTHS, type PhotoFormat } from "./formats";

/** What is kept: the longer side at most this, enough for any crop a page asks for. */
export const STORED_MAX_SIDE = 2048;
/** Huge pixel counts are refused before decoding (a small file can claim enormous dimensions). */
const MAX_INPUT_PIXELS = 50_000_000;

export type SniffedType = "jpeg" | "png" | "webp" | "heic";

export const PHOTO_TYPE_MESSAGE =
  "That file is not a photo we can use. Please choose a JPEG, PNG, WebP or HEIC (iPhone) photo.";
export const PHOTO_TOO_LARGE_MESSAGE =
  "That photo is larger than 10 MB. Please choose a smaller one, or export it at a lower size.";
export const PHOTO_UNREADABLE_MESSAGE =
  "That photo could not be read; it may be damaged. Please try another one.";

export class PhotoRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PhotoRefusal";
  }
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** HEIF brands phones write for HEVC-coded photos (and the generic image-collection ones). */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/** The photo type the bytes themselves declare, or null for anything else. */
export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return "jpeg";
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)
  )
    return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return "webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && HEIC_BRANDS.has(ascii(bytes, 8, 12)))
    return "heic";
  return null;
}

async function decoderFor(bytes: Uint8Array, type: SniffedType): Promise<Sharp> {
  if (type !== "heic") return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const { default: decode } = await import("heic-decode");
  const image = await decode({ buffer: bytes });
  if (image.width * image.height > MAX_INPUT_PIXELS) throw new PhotoRefusal(PHOTO_TYPE_MESSAGE);
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}

export type PreparedPhoto = { image: Buffer; width: number; height: number };

/**
 * An upload made ready to keep: type checked by content, turned upright by its EXIF orientation,
 * at most STORED_MAX_SIDE, re-encoded as a high-quality WebP with no metadata at all.
 */
export async function preparePhoto(bytes: Uint8Array): Promise<PreparedPhoto> {
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw new PhotoRefusal(PHOTO_TOO_LARGE_MESSAGE);
  const type = sniffImageType(bytes);
  if (!type) throw new PhotoRefusal(PHOTO_TYPE_MESSAGE);
  try {
    const { data, info } = await (
      await decoderFor(bytes, type)
    )
      .rotate() // applies the EXIF orientation; the metadata itself is not copied (no withMetadata)
      .resize({
        width: STORED_MAX_SIDE,
        height: STORED_MAX_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { image: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof PhotoRefusal) throw error;
    throw new PhotoRefusal(PHOTO_UNREADABLE_MESSAGE);
  }
}

export type CropBox = { left: number; top: number; width: number; height: number };

/**
 * The largest box of the given aspect (width / height) inside the image, centred on the focal
 * point (x, y from 0 to 1) as far as the image's edges allow.
 */
export function cropAround(
  image: { width: number; height: number },
  focus: { x: number; y: number },
  aspect: number,
): CropBox {
  const width = Math.max(1, Math.min(image.width, Math.round(image.height * aspect)));
  const height = Math.max(1, Math.min(image.height, Math.round(width / aspect)));
  const clamp = (v: number, max: number) => Math.min(Math.max(0, Math.round(v)), max);
  return {
    left: clamp(focus.x * image.width - width / 2, image.width - width),
    top: clamp(focus.y * image.height - height / 2, image.height - height),
    width,
    height,
  };
}

export type StoredPhoto = {
  image: Uint8Array;
  width: number;
  height: number;
  focusX: number;
  focusY: number;
};

const encode = (pipeline: Sharp, format: PhotoFormat) =>
  format === "avif"
    ? pipeline.avif({ quality: 55, effort: 2 }).toBuffer()
    : pipeline.webp({ quality: 80 }).toBuffer();

/**
 * The photo cropped to its purpose's shape around the focal point, `width` px wide. A photo
 * narrower than the width asked is not enlarged: the page shows it a little softer instead.
 */
export function croppedVariant(
  photo: StoredPhoto,
  purpose: PhotoPurpose,
  width: number,
  format: PhotoFormat,
): Promise<Buffer> {
  const { aspect } = PHOTO_PURPOSES[purpose];
  const box = cropAround(photo, { x: photo.focusX, y: photo.focusY }, aspect);
  return encode(
    sharp(photo.image)
      .extract(box)
      .resize({
        width,
        height: Math.round(width / aspect),
        fit: "cover",
        withoutEnlargement: true,
      }),
    format,
  );
}

/** The whole photo for the editor's focal-point picker. */
export function previewVariant(photo: StoredPhoto): Promise<Buffer> {
  return encode(
    sharp(photo.image).resize({ width: PREVIEW_WIDTH, withoutEnlargement: true }),
    "webp",
  );
}
