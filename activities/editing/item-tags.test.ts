import { sortCategoriesContentSchema } from "@/activities/sort-categories/schema";
import {
  suggestedTagLines,
  suggestedTags,
  tagLinesToMap,
  tagMapToLines,
  tagsAsText,
  tagsFromText,
} from "./item-tags";

describe("the tutor's own tags in an editor", () => {
  it("reads one item's tags as typed, and shows them back", () => {
    expect(tagsFromText(" SH,  short  i ,sh")).toEqual(["sh", "short i"]);
    expect(tagsAsText(["sh", "short i"])).toBe("sh, short i");
    expect(tagsAsText(undefined)).toBe("");
  });

  it("reads tag lines by item, and names a line it cannot read", () => {
    expect(tagLinesToMap("Ship: sh, short i\n\nlong a: vowel team\nmoth th")).toEqual({
      tags: { ship: ["sh", "short i"], "long a": ["vowel team"] },
      problems: ["“moth th”: please write the word, a colon, then its tags (ship: sh)."],
    });
    expect(tagLinesToMap("  ")).toEqual({ tags: undefined, problems: [] });
  });

  it("writes tags back as lines in the items' order, for the items that have them", () => {
    expect(tagMapToLines({ ship: ["sh"], chop: ["ch", "short o"] }, ["chop", "cat", "Ship"])).toBe(
      "chop: ch, short o\nShip: sh",
    );
  });

  it("suggests what the tagger would give, as a placeholder", () => {
    expect(suggestedTags("ship")).toContain("sh");
    expect(suggestedTags("The cat sat.")).toBe("");
    expect(suggestedTagLines(["ship", "a_e", "chop", "thin", "moth"])).toMatch(
      /^ship: .*\nchop: .*\nthin: /,
    );
  });

  it("is checked by the template's own schema: tags only for its items, in the tag rule", () => {
    const content = (text: string) => ({
      categories: [
        { name: "Sh", items: ["ship", "shop"] },
        { name: "Ch", items: ["chin", "chop"] },
      ],
      tags: tagLinesToMap(text).tags,
    });
    expect(sortCategoriesContentSchema.parse(content("ship: SH, final")).tags).toEqual({
      ship: ["sh", "final"],
    });
    expect(
      sortCategoriesContentSchema.safeParse(content("cat: short a")).error?.issues[0]?.message,
    ).toBe("Tags can only be given to the activity's own words.");
    expect(
      sortCategoriesContentSchema.safeParse(content("ship: sh, a, b, c, d, e")).error?.issues[0]
        ?.message,
    ).toBe("Please give each word 5 tags or fewer.");
  });
});
