// The tutor's own sound and pattern tags in an editor (issue 35 point 3, "or chosen by the
// tutor"): typed as "ship: sh, short i", one item a line, the same way a word list is pasted, and
// shown beside what the tagger would give instead, so a tutor only types where they disagree.
import { itemTags } from "@/activities/confusions/tags";
import { splitTags } from "@/activities/word-lists/list";

/** "sh, short i" → ["sh", "short i"]: a single item's tags as typed. */
export const tagsFromText = (text: string) => splitTags(text);

/** The tags as the field shows them. */
export const tagsAsText = (tags: readonly string[] | undefined) => (tags ?? []).join(", ");

/** What the tagger gives an item, as the field's placeholder: "sh, short i, closed syllable". */
export const suggestedTags = (item: string) => itemTags(item).join(", ");

/**
 * Tag lines ("ship: sh, short i") as tags by item, keyed lower-case. A line without a colon has
 * no tags to read, so it is named as a problem rather than dropped silently.
 */
export function tagLinesToMap(text: string): {
  tags: Record<string, string[]> | undefined;
  problems: string[];
} {
  const tags: Record<string, string[]> = {};
  const problems: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(":");
    const item = colon < 0 ? "" : line.slice(0, colon).trim().toLowerCase();
    if (!item) {
      problems.push(`“${line}”: please write the word, a colon, then its tags (ship: sh).`);
      continue;
    }
    tags[item] = splitTags(line.slice(colon + 1));
  }
  return { tags: Object.keys(tags).length ? tags : undefined, problems };
}

/** Tags by item back as lines, in the order of the items. */
export function tagMapToLines(
  tags: Record<string, string[]> | undefined,
  items: readonly string[],
): string {
  return items
    .flatMap((item) => {
      const own = tags?.[item.toLowerCase()];
      return own?.length ? [`${item}: ${own.join(", ")}`] : [];
    })
    .join("\n");
}

/** What the tagger would give the items, as lines: the field's placeholder. */
export const suggestedTagLines = (items: readonly string[], max = 3) =>
  items
    .filter((item) => itemTags(item).length)
    .slice(0, max)
    .map((item) => `${item}: ${suggestedTags(item)}`)
    .join("\n");
