import { siteConfig } from "@/lib/site-config";
import { fullTitle, metadataFor } from "./metadata";
import { absoluteUrl } from "./urls";

describe("absoluteUrl", () => {
  it.each([
    ["home", "/", `${siteConfig.siteUrl}/`],
    ["a page", "/dyslexia", `${siteConfig.siteUrl}/dyslexia`],
    ["a path without a leading slash", "terms", `${siteConfig.siteUrl}/terms`],
    ["a trailing slash", "/privacy/", `${siteConfig.siteUrl}/privacy`],
  ])("builds the canonical URL for %s", (_case, path, expected) => {
    expect(absoluteUrl(path)).toBe(expected);
  });
});

describe("a page's metadata", () => {
  const name = "Rivers Reading Studio";
  const pageMetadata = (seo: Parameters<typeof metadataFor>[0]) => metadataFor(seo, name);
  const seo = { title: "Dyslexia Tutoring", description: "One-to-one help.", path: "/dyslexia" };

  it("sets the canonical URL on siteConfig.siteUrl", () => {
    expect(pageMetadata(seo).alternates?.canonical).toBe(`${siteConfig.siteUrl}/dyslexia`);
  });

  it("leaves the title to the root template and gives social cards the full title, with the practice's current name", () => {
    const metadata = pageMetadata(seo);
    expect(metadata.title).toBe("Dyslexia Tutoring");
    expect(metadata.openGraph).toMatchObject({
      title: `Dyslexia Tutoring | ${name}`,
      description: "One-to-one help.",
      url: `${siteConfig.siteUrl}/dyslexia`,
      siteName: name,
      type: "website",
    });
    expect(metadata.twitter).toMatchObject({
      card: "summary_large_image",
      title: `Dyslexia Tutoring | ${name}`,
    });
  });

  it("puts the generated social image on both the Open Graph and the Twitter card", () => {
    const metadata = pageMetadata(seo);
    const expected = [
      {
        url: "/opengraph-image",
        width: 1200,
        height: 630,
        alt: `${name}: one-to-one online dyslexia tutoring`,
        type: "image/png",
      },
    ];
    expect(metadata.openGraph?.images).toEqual(expected);
    expect(metadata.twitter?.images).toEqual(expected);
  });

  it("uses an absolute title when asked (the home page)", () => {
    const metadata = pageMetadata({ ...seo, title: "Home title", absoluteTitle: true, path: "/" });
    expect(metadata.title).toEqual({ absolute: "Home title" });
    expect(fullTitle({ title: "Home title", absoluteTitle: true }, name)).toBe("Home title");
  });

  it("is indexable by default and noindex on request", () => {
    expect(pageMetadata(seo).robots).toBeUndefined();
    expect(pageMetadata({ ...seo, noindex: true }).robots).toEqual({ index: false, follow: true });
  });

  it.each(["/class-info", "/decoding-discoveries"])(
    "keeps the spec's placeholder page %s out of search results, even unasked",
    (path) => {
      expect(pageMetadata({ ...seo, path }).robots).toEqual({ index: false, follow: true });
    },
  );
});
