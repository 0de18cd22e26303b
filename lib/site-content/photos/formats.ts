// The sizes and formats staff photos are served in, shared by the pipeline (server) and the
// pages and editor that link to them.

/** Widths /meet-our-staff shows a portrait at (a 128-160 px circle at 1x and 2x). */
export const PHOTO_WIDTHS = [160, 320] as const;
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
