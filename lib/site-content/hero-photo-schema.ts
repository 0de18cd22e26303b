// The optional hero photo of the home page and of /free-consultation (Admin → Site → Hero
// photos): one zod schema for the editor's form and the server action, one for the snapshot a
// draft and every published version keep. A page without a photo shows its illustration.
import { z } from "zod";
import { focus, oneLine } from "./staff-profile-schema";

export const HERO_PAGES = ["home", "free-consultation"] as const;
export type HeroPage = (typeof HERO_PAGES)[number];

/** How editors and the history name each page. */
export const HERO_PAGE_LABELS: Record<HeroPage, string> = {
  home: "home page",
  "free-consultation": "free consultation page",
};

/** Where each page lives, for the preview and the revalidation. */
export const HERO_PAGE_PATHS: Record<HeroPage, string> = {
  home: "/",
  "free-consultation": "/free-consultation",
};

export const HERO_ALT_MAX = 200;

export const HERO_ALT_NEEDED =
  "Please describe the photo for people who cannot see it, such as “A tutor and a child reading together on a video call”.";

const altText = oneLine("The photo's description", HERO_ALT_MAX);

/** One page's hero as kept: the photo by id, its focal point and its description. */
export const heroPhotoSchema = z.object({
  photoId: z.uuid("That photo was not found. Please upload it again."),
  focusX: focus,
  focusY: focus,
  altText: altText.pipe(z.string().min(1, HERO_ALT_NEEDED)),
});
export type HeroPhoto = z.infer<typeof heroPhotoSchema>;

/** Both pages' heroes: what a draft and every version keep. */
export const heroSnapshotSchema = z.object({
  home: heroPhotoSchema.nullable(),
  "free-consultation": heroPhotoSchema.nullable(),
});
export type HeroSnapshot = z.infer<typeof heroSnapshotSchema>;

/**
 * The editor's form for one page: a photo (none removes it, so the page shows its illustration
 * again), its focal point and description, and whether to save a draft or publish at once.
 */
export const heroFormSchema = z
  .object({
    page: z.enum(HERO_PAGES, { error: "Please choose the page the photo is for." }),
    photoId: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : null))
      .pipe(z.uuid("That photo was not found. Please upload it again.").nullable()),
    focusX: focus.default(0.5),
    focusY: focus.default(0.5),
    altText: altText.default(""),
    intent: z.enum(["draft", "publish"]).default("draft"),
  })
  .superRefine((form, ctx) => {
    if (form.photoId && !form.altText)
      ctx.addIssue({ code: "custom", path: ["altText"], message: HERO_ALT_NEEDED });
  });
export type HeroForm = z.infer<typeof heroFormSchema>;

/** The snapshot with one page's hero replaced (or removed) as the form asks. */
export function withHero(snapshot: HeroSnapshot, form: HeroForm): HeroSnapshot {
  const { page, photoId, focusX, focusY, altText } = form;
  return { ...snapshot, [page]: photoId ? { photoId, focusX, focusY, altText } : null };
}
