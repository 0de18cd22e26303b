import {
  HERO_ALT_NEEDED,
  heroFormSchema,
  heroSnapshotSchema,
  withHero,
  type HeroSnapshot,
} from "./hero-photo-schema";

const photoId = "0b6f1c1e-8f7a-4c5d-9e2b-3a4b5c6d7e8f";

describe("the hero photo form", () => {
  it("needs a description with a photo, and none without one", () => {
    const noAlt = heroFormSchema.safeParse({ page: "home", photoId, altText: "   " });
    expect(noAlt.success).toBe(false);
    expect(noAlt.error?.issues[0]?.message).toBe(HERO_ALT_NEEDED);
    expect(heroFormSchema.parse({ page: "home", photoId: "" })).toMatchObject({
      photoId: null,
      altText: "",
      intent: "draft",
    });
  });

  it("refuses another page, a made-up photo id, a focal point off the photo and tags", () => {
    const refused = (values: Record<string, string>) =>
      heroFormSchema.safeParse({ page: "home", photoId, altText: "A tutor", ...values }).success;
    expect(refused({ page: "dyslexia" })).toBe(false);
    expect(refused({ photoId: "../../etc/passwd" })).toBe(false);
    expect(refused({ focusX: "1.5" })).toBe(false);
    expect(refused({ altText: "<img src=x>" })).toBe(false);
    expect(refused({})).toBe(true);
  });

  it("replaces one page's hero and keeps the other's", () => {
    const before: HeroSnapshot = {
      home: null,
      "free-consultation": { photoId, focusX: 0.5, focusY: 0.5, altText: "A tutor" },
    };
    const form = heroFormSchema.parse({
      page: "home",
      photoId,
      focusX: "0.2",
      focusY: "0.4",
      altText: "  A child   reading ",
    });
    const after = withHero(before, form);
    expect(after.home).toEqual({ photoId, focusX: 0.2, focusY: 0.4, altText: "A child reading" });
    expect(after["free-consultation"]).toEqual(before["free-consultation"]);
    expect(heroSnapshotSchema.parse(after)).toEqual(after);
    expect(withHero(after, heroFormSchema.parse({ page: "home", photoId: "" })).home).toBeNull();
  });
});
