import { changedFields, changedItems } from "./diff";

describe("changedFields", () => {
  const names = { phone: "phone number", email: "email address", hours: "opening hours" };
  const facts = { phone: "(801) 555-0142", email: "a@example.com", hours: "Mon-Fri" };

  it("names the fields that differ, in the listed order, never their values", () => {
    expect(
      changedFields(facts, { ...facts, hours: "Mon-Thu", phone: "(385) 555-0177" }, names),
    ).toEqual(["phone number", "opening hours"]);
  });

  it("finds nothing when nothing differs, and compares lists by content", () => {
    expect(changedFields(facts, { ...facts }, names)).toEqual([]);
    expect(changedFields({ bio: ["a", "b"] }, { bio: ["a", "b"] }, { bio: "bio" })).toEqual([]);
    expect(changedFields({ bio: ["a", "b"] }, { bio: ["b", "a"] }, { bio: "bio" })).toEqual([
      "bio",
    ]);
  });

  it("treats a missing value as empty (null)", () => {
    expect(changedFields({ photo: null }, { photo: undefined }, { photo: "photo" })).toEqual([]);
  });
});

describe("changedItems", () => {
  const names = { role: "role", photoId: "photo" };
  const rachel = { id: "r", name: "Rachel", role: "Founder", photoId: null };
  const megan = { id: "m", name: "Megan", role: "Tutor", photoId: null };
  const daniel = { id: "d", name: "Daniel", role: "Tutor", photoId: null };

  it("says who was added, removed or changed, and whether the order moved", () => {
    expect(
      changedItems(
        [rachel, megan, daniel],
        [
          megan,
          { ...rachel, photoId: "p1" },
          { id: "j", name: "Jo", role: "Tutor", photoId: null },
        ],
        names,
      ),
    ).toEqual(["Rachel: photo", "Jo: added", "Daniel: removed", "order"]);
  });

  it("an addition or removal alone is not a change of order", () => {
    expect(changedItems([rachel, megan], [rachel, megan, daniel], names)).toEqual([
      "Daniel: added",
    ]);
    expect(changedItems([rachel, megan, daniel], [rachel, daniel], names)).toEqual([
      "Megan: removed",
    ]);
    expect(changedItems([rachel], [rachel], names)).toEqual([]);
  });
});
