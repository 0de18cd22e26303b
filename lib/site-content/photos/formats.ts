// The sizes and formats site photos are served in, shared by the pipeline (server) and the
// pages and editor that link to them. One stored photo serves one purpose: a staff portrait or a
// page's hero; the purpose decides the crop's shape and the widths pages may ask for.

/**
 * What a photo is for. A portrait is the square /meet-our-staff shows as a 128-160 px circle (at
 * 1x and 2x); a hero is the wide picture beside the home page's and /free-consultation's heading,
 * at most about 490 px wide on a laptop and the full width of a phone, at 1x to 3x.
 */
export const PHOTO_PURPOSES = {
  portrait: { aspect: 1, widths: [160, 320] },
  hero: { aspect: 3 / 2, widths: [480, 720, 960, 1440] },
} as const satisfies Record<string, { aspect: number; widths: readonly number[] }>;
export type PhotoPurpose = keyof typeof PHOTO_PURPOSES;

/** Widths /meet-our-staff shows a portrait at. */
export const PHOTO_WIDTHS = PHOTO_PURPOSES.portrait.widths;
/** The editor's uncropped preview, for picking the focal point. */
export const PREVIEW_WIDTH = 640;
export const PHOTO_FORMATS = ["avif", "webp"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
/** The largest upload accepted, in bytes. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The upload route (its own body cap in server/traffic/request-body.mjs). */
export const PHOTO_UPLOAD_PATH = "/api/site-content/staff-photos";
/**
 * The most body bytes the upload route may be sent: the photo's 10 MB and room for the route to
 * say "larger than 10 MB" itself. The Node server (server/traffic/request-body.mjs), proxy.ts and
 * Next's own proxy body limit (next.config.ts) each allow this much on that path only.
 */
export const PHOTO_UPLOAD_CAP_BYTES = PHOTO_MAX_BYTES + 64 * 1024;
