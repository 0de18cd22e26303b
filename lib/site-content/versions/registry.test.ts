import { z } from "zod";
import { AppError } from "@/lib/http/responses";
import { anyKind, contentKind } from "./kind";
import { CONTENT_KINDS, findContentKind, UNKNOWN_KIND_MESSAGE } from "./registry";

describe("the content kind registry", () => {
  it("holds the business facts, staff profiles, services and FAQs, each key and tag once", () => {
    const keys = CONTENT_KINDS.map((k) => k.key);
    expect(keys).toEqual(
      expect.arrayContaining(["business-facts", "staff-profiles", "services", "faqs"]),
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(CONTENT_KINDS.map((k) => k.tag)).size).toBe(keys.length);
    for (const kind of CONTENT_KINDS) {
      expect(kind.previewPath).toMatch(/^\/[a-z-]*$/);
      expect(kind.editorPath).toMatch(/^\/admin\/site/);
    }
  });

  it("finds a kind by key and refuses an unknown one with words a person understands", () => {
    expect(findContentKind("business-facts").label).toBe("Business facts");
    expect(() => findContentKind("recipes")).toThrow(new AppError(400, UNKNOWN_KIND_MESSAGE));
  });

  it("takes a new kind in a few lines: key, schema, live reader and writer, tag", () => {
    const notices = contentKind({
      key: "notices",
      label: "Notices",
      tag: "notices",
      previewPath: "/contact",
      editorPath: "/admin/site/notices",
      schema: z.object({ items: z.array(z.string().max(10)) }),
      readLive: () => Promise.resolve({ items: [] }),
      writeLive: () => Promise.resolve(),
      describeChanges: (a, b) => (a.items.join() === b.items.join() ? [] : ["questions"]),
    });
    const kinds = [...CONTENT_KINDS, anyKind(notices)];
    const found = findContentKind("notices", kinds);
    expect(found.schema.safeParse({ items: ["a much too long question"] }).success).toBe(false);
    expect(found.describeChanges({ items: [] }, { items: ["Why?"] })).toEqual(["questions"]);
  });
});
