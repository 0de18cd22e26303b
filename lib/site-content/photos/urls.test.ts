import { croppedUrl, draftFocusOf, parsePhotoFile, pictureSources } from "./urls";

const photo = { id: "0b6f1c1e-8f7a-4c5d-9e2b-3a4b5c6d7e8f", revision: 3 };

describe("site photo URLs", () => {
  it("names a portrait by width and a hero by purpose and width, with the revision", () => {
    expect(croppedUrl(photo, "portrait", 160, "avif")).toBe(
      `/images/staff-photos/${photo.id}-160.avif?v=3`,
    );
    expect(croppedUrl(photo, "hero", 960, "webp")).toBe(
      `/images/staff-photos/${photo.id}-hero-960.webp?v=3`,
    );
  });

  it("reads back every URL a page is given, and nothing else", () => {
    for (const { srcSet } of pictureSources(photo, "hero").sources)
      for (const entry of srcSet.split(", ")) {
        const file = entry.split(" ")[0]!.split("/").pop()!.split("?")[0]!;
        expect(parsePhotoFile(file)).toMatchObject({ id: photo.id, purpose: "hero" });
      }
    expect(parsePhotoFile(`${photo.id}-320.webp`)).toEqual({
      id: photo.id,
      kind: "cropped",
      purpose: "portrait",
      width: 320,
      format: "webp",
    });
    // Only the widths each purpose is served at: no one makes the server encode any size.
    expect(parsePhotoFile(`${photo.id}-960.webp`)).toBeNull();
    expect(parsePhotoFile(`${photo.id}-hero-160.webp`)).toBeNull();
    expect(parsePhotoFile(`${photo.id}-hero-preview.webp`)).toBeNull();
    expect(parsePhotoFile(`${photo.id}-preview.avif`)).toBeNull();
    expect(parsePhotoFile(`${photo.id}-preview.webp`)).toEqual({
      id: photo.id,
      kind: "preview",
      format: "webp",
    });
  });

  it("lists the narrowest width first and falls back to it as WebP", () => {
    const { sources, src } = pictureSources(photo, "hero");
    expect(sources.map((s) => s.format)).toEqual(["avif", "webp"]);
    expect(
      sources[0]!.srcSet.startsWith(`/images/staff-photos/${photo.id}-hero-480.avif?v=3 480w`),
    ).toBe(true);
    expect(src).toBe(`/images/staff-photos/${photo.id}-hero-480.webp?v=3`);
  });

  it("asks for a draft's focal point only in a preview's URLs, and reads back only a point on the photo", () => {
    const previewed = { ...photo, draftFocus: { focusX: 0.7, focusY: 0.25 } };
    const url = croppedUrl(previewed, "portrait", 160, "webp");
    expect(url).toBe(`/images/staff-photos/${photo.id}-160.webp?v=3&fx=0.7&fy=0.25`);
    expect(draftFocusOf(new URL(url, "http://localhost").searchParams)).toEqual({
      focusX: 0.7,
      focusY: 0.25,
    });
    expect(croppedUrl({ ...photo, draftFocus: null }, "portrait", 160, "webp")).toBe(
      `/images/staff-photos/${photo.id}-160.webp?v=3`,
    );
    for (const query of ["v=3", "fx=0.5", "fx=1.5&fy=0.5", "fx=&fy=0.5", "fx=a&fy=0.5"])
      expect(draftFocusOf(new URLSearchParams(query))).toBeNull();
  });
});
