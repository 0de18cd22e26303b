"use server";
// Admin → Site → Hero photos: one page's hero saved into the draft. Publishing, discarding and
// restoring are the versions module's, like every kind of site content (./versions/actions.ts).
import { siteEditorChain } from "@/lib/actions/roles";
import { HERO_PAGE_LABELS, heroFormSchema } from "./hero-photo-schema";
import { saveHeroDraft } from "./hero-editor";

export const saveHeroDraftAction = siteEditorChain.form(
  "site.hero_draft",
  heroFormSchema,
  async ({ db, editor, input, now }) => {
    const { changes } = await saveHeroDraft(db, editor, input, now);
    const page = HERO_PAGE_LABELS[input.page];
    return {
      message: changes.length
        ? `Draft saved for the ${page} (${changes.join("; ")}). Preview it, then publish: the live site is unchanged until you do.`
        : "Draft saved. It matches the live site.",
    };
  },
);
