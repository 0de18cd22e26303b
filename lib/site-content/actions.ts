"use server";
// Admin → Site: saving the business facts, giving teachers the editor permission, and the staff
// profiles' and testimonials' commands, which change their kind's draft only (publishing is
// ./versions/actions.ts). The facts' "Publish now" expires this instance's cached pages
// straight away (updateTag, so the next visitor reads the new facts); the other instances follow
// within seconds (./freshness.ts).
import { updateTag } from "next/cache";
import { z } from "zod";
import { adminChain, siteEditorChain } from "@/lib/actions/roles";
import {
  BUSINESS_FACTS_TAG,
  businessFactsKind,
  readBusinessFacts,
  saveBusinessFacts,
} from "./business-facts";
import { rememberBusinessFacts } from "./facts-now";
import { businessFactsSchema } from "./business-facts-schema";
import { setSiteEditor } from "./editors";
import {
  hideProfileSchema,
  moveProfileSchema,
  profileIdSchema,
  staffProfileSchema,
} from "./staff-profile-schema";
import {
  deleteStaffProfile,
  moveStaffProfile,
  saveStaffProfile,
  setStaffProfileHidden,
} from "./staff-drafts";
import {
  hideTestimonialSchema,
  moveTestimonialSchema,
  testimonialIdSchema,
  testimonialSchema,
} from "./testimonial-schema";
import {
  deleteTestimonial,
  moveTestimonial,
  saveTestimonial,
  setTestimonialHidden,
} from "./testimonial-drafts";
import { saveDraft } from "./versions/store";

/**
 * The facts form's two buttons: "Save draft" keeps the change as a draft to preview and publish
 * later (./versions); "Publish now" (and a form posted without the choice) publishes at once.
 */
export const saveBusinessFactsAction = siteEditorChain.form(
  "site.facts_save",
  businessFactsSchema.extend({ intent: z.enum(["draft", "publish"]).optional() }),
  async ({ db, editor, input: { intent, ...input }, now }) => {
    if (intent === "draft") {
      const { changes } = await saveDraft(db, editor, businessFactsKind, input, now);
      return {
        message: changes.length
          ? `Draft saved (${changes.join(", ")}). The live site is unchanged until you publish.`
          : "Draft saved. It matches the live site.",
      };
    }
    const { changed } = await saveBusinessFacts(db, editor, input);
    if (!changed.length) return { message: "Nothing had changed, so nothing was saved." };
    updateTag(BUSINESS_FACTS_TAG);
    rememberBusinessFacts(await readBusinessFacts(db), { saved: true });
    return {
      message: `Saved and published: the site now shows the new ${changed.join(", ")}.`,
    };
  },
);

export const setSiteEditorAction = adminChain.form(
  "site.editor_set",
  z.object({
    userId: z
      .string({ error: "Please choose a teacher." })
      .trim()
      .min(1, "Please choose a teacher."),
    editor: z.enum(["yes", "no"], { error: "Please choose allow or take back." }),
  }),
  async ({ db, admin, input }) => {
    const editor = input.editor === "yes";
    const { name } = await setSiteEditor(db, admin, { userId: input.userId, editor });
    return {
      message: editor ? `${name} can now edit the site.` : `${name} can no longer edit the site.`,
    };
  },
);

/** What every staff profile and testimonial command adds: the draft waits for a publish. */
const IN_THE_DRAFT = "Preview the draft, then publish it: the live site is unchanged until then.";

export const saveStaffProfileAction = siteEditorChain.form(
  "site.staff_save",
  staffProfileSchema,
  async ({ db, editor, input, now }) => {
    const saved = await saveStaffProfile(db, editor, input, now);
    return {
      message: `${saved.created ? `${saved.name} was added to the draft, last in the list` : `Draft saved: ${saved.name}'s profile`}. ${IN_THE_DRAFT}`,
      data: { id: saved.id },
    };
  },
);

export const moveStaffProfileAction = siteEditorChain.command(
  "site.staff_move",
  moveProfileSchema,
  async ({ db, editor, input, now }) => {
    const { name, moved } = await moveStaffProfile(db, editor, input, now);
    if (!moved)
      return { message: `${name} is already ${input.direction === "up" ? "first" : "last"}.` };
    return { message: `${name} moved ${input.direction} in the draft.` };
  },
);

export const setStaffProfileHiddenAction = siteEditorChain.command(
  "site.staff_hide",
  hideProfileSchema,
  async ({ db, editor, input, now }) => {
    const hidden = input.hidden === "yes";
    const { name } = await setStaffProfileHidden(db, editor, { id: input.id, hidden }, now);
    return {
      message: hidden
        ? `${name} is hidden in the draft. ${IN_THE_DRAFT}`
        : `${name} is shown again in the draft. ${IN_THE_DRAFT}`,
    };
  },
);

export const deleteStaffProfileAction = siteEditorChain.command(
  "site.staff_delete",
  profileIdSchema,
  async ({ db, editor, input, now }) => {
    const { name } = await deleteStaffProfile(db, editor, input, now);
    return { message: `${name}'s profile was deleted from the draft. ${IN_THE_DRAFT}` };
  },
);

export const saveTestimonialAction = siteEditorChain.form(
  "site.testimonial_save",
  testimonialSchema,
  async ({ db, editor, input, now }) => {
    const saved = await saveTestimonial(db, editor, input, now);
    return {
      message: `${saved.created ? `${saved.name}'s testimonial was added to the draft` : `Draft saved: ${saved.name}'s testimonial`}. ${IN_THE_DRAFT}`,
      data: { id: saved.id },
    };
  },
);

export const moveTestimonialAction = siteEditorChain.command(
  "site.testimonial_move",
  moveTestimonialSchema,
  async ({ db, editor, input, now }) => {
    const { name, moved } = await moveTestimonial(db, editor, input, now);
    if (!moved)
      return {
        message: `${name}'s testimonial is already ${input.direction === "up" ? "first" : "last"}.`,
      };
    return { message: `${name}'s testimonial moved ${input.direction} in the draft.` };
  },
);

export const setTestimonialHiddenAction = siteEditorChain.command(
  "site.testimonial_hide",
  hideTestimonialSchema,
  async ({ db, editor, input, now }) => {
    const hidden = input.hidden === "yes";
    const { name } = await setTestimonialHidden(db, editor, { id: input.id, hidden }, now);
    return {
      message: hidden
        ? `${name}'s testimonial is hidden in the draft.`
        : `${name}'s testimonial is shown again in the draft.`,
    };
  },
);

export const deleteTestimonialAction = siteEditorChain.command(
  "site.testimonial_delete",
  testimonialIdSchema,
  async ({ db, editor, input, now }) => {
    const { name } = await deleteTestimonial(db, editor, input, now);
    return { message: `${name}'s testimonial was deleted from the draft. ${IN_THE_DRAFT}` };
  },
);
