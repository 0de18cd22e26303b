import { z } from "zod";
import type { PictureName } from "@/games/kit/words/keyword-pictures";
import { pictureSchema, plainText } from "../fields";
import { tagsByItemSchema, tagsForUnknownItem, tagsNameItems } from "../word-lists/list";

// Sort Categories: 2-4 categories, 2-20 items each. An item is a short word, letter or sound
// ("sh", "a_e", "long a"), stored as a plain string as it always was, or a picture from the game
// art set, stored as { picture }. Every item and category name appears once, because the player's
// answers and the results name them; a picture is named by its keyword, so the word "cat" and the
// cat picture cannot both be in one activity.
const sortTextItemSchema = plainText("an item", 30);
const sortPictureItemSchema = z.strictObject(
  { picture: pictureSchema },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? "A picture item can only name a picture from the list."
        : "Please choose a picture from the list.",
  },
);
const sortItemSchema = z.unknown().transform((value, ctx): SortItemValue => {
  // Checked by shape first, so a wrong picture name gets the picture's message, not a vague
  // "invalid input" from trying both kinds.
  const schema =
    typeof value === "object" && value !== null ? sortPictureItemSchema : sortTextItemSchema;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});
export type SortItemValue = string | { picture: PictureName };
/** How an item is named in the results and in checks for repeats: its text or its picture's keyword. */
export const sortItemName = (item: SortItemValue) =>
  typeof item === "string" ? item : item.picture;
const sortCategorySchema = z.object({
  name: plainText("a category name", 40),
  items: z
    .array(sortItemSchema)
    .min(2, "Each category needs at least 2 items.")
    .max(20, "Please keep each category to 20 items or fewer."),
});
const lower = (text: string) => text.toLowerCase();
export const sortCategoriesContentSchema = z
  .object({
    categories: z
      .array(sortCategorySchema)
      .min(2, "Please add at least 2 categories.")
      .max(4, "A Sort Categories activity can hold up to 4 categories.")
      .refine(
        (list) => new Set(list.map((c) => lower(c.name))).size === list.length,
        "Each category needs a different name.",
      )
      .refine((list) => {
        const items = list.flatMap((c) => c.items.map((item) => lower(sortItemName(item))));
        return new Set(items).size === items.length;
      }, "Each item can appear only once, so it has one right category."),
    /** The tutor's sound and pattern tags per item (see tagsByItemSchema); the record tags the rest. */
    tags: tagsByItemSchema,
  })
  .refine(
    (content) =>
      tagsNameItems(
        content.tags,
        content.categories.flatMap((c) => c.items.map(sortItemName)),
      ),
    { message: tagsForUnknownItem, path: ["tags"] },
  );
/**
 * sortByHearing: word items are shown as speakers, so the child sorts by the sound of the word and
 * sees it only once it is placed. Off by default, so activities saved before it play as they did.
 */
export const sortCategoriesSettingsSchema = z.object({
  sortByHearing: z.boolean({ error: "Sort by what you hear is either on or off." }).default(false),
});
export type SortCategoriesSettings = z.infer<typeof sortCategoriesSettingsSchema>;
export type SortCategoriesContent = z.infer<typeof sortCategoriesContentSchema>;
