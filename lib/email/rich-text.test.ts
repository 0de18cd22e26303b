import { publicLink, publicLinksInText, richTextHtml } from "./rich-text";

const SITE = "https://www.brightpath.example";

describe("typed text as an email's HTML", () => {
  it("makes paragraphs from blank lines and keeps single line breaks", () => {
    expect(richTextHtml("Hi Sam,\n\nThank you.\nSee you soon.", SITE)).toBe(
      '<p style="margin:0 0 12px;line-height:1.6">Hi Sam,</p>' +
        '<p style="margin:0 0 12px;line-height:1.6">Thank you.<br>See you soon.</p>',
    );
  });

  it("makes bulleted and numbered lists, with the sentence before them as a paragraph", () => {
    const html = richTextHtml("We suggest:\n- a call\n* an assessment\n\n1. Book\n2) Meet", SITE);
    expect(html).toMatch(
      /<p[^>]*>We suggest:<\/p><ul[^>]*><li>a call<\/li><li>an assessment<\/li><\/ul>/,
    );
    expect(html).toMatch(/<ol[^>]*><li>Book<\/li><li>Meet<\/li><\/ol>$/);
  });

  it("links web and email addresses, leaving the sentence's full stop outside the link", () => {
    const html = richTextHtml(
      `Book here: ${SITE}/start-here?open=consultation. Or write to help@brightpath.example.`,
      SITE,
    );
    expect(html).toContain(`<a href="${SITE}/start-here?open=consultation" style=`);
    expect(html).toContain('<a href="mailto:help@brightpath.example" style=');
    expect(html).toMatch(/<\/a>\. Or write/);
  });

  it("escapes whatever was typed, inside links too", () => {
    const html = richTextHtml('<b>hi</b> https://x.example/?a=1&b="2"', SITE);
    expect(html).toContain("&lt;b&gt;hi&lt;/b&gt;");
    expect(html).toContain('href="https://x.example/?a=1&amp;b=');
    expect(html).not.toContain("<b>");
  });

  it("sends local development links to the one public address, in HTML and plain text", () => {
    expect(publicLink("http://localhost:3000/start-here?open=consultation#top", SITE)).toBe(
      `${SITE}/start-here?open=consultation#top`,
    );
    expect(publicLink("http://127.0.0.1:3100/x", SITE)).toBe(`${SITE}/x`);
    expect(publicLink("https://elsewhere.example/a", SITE)).toBe("https://elsewhere.example/a");
    expect(publicLink("http://localhost:3000/a", "http://localhost:3000")).toBe(
      "http://localhost:3000/a",
    );
    expect(publicLinksInText("Go to http://localhost:3000/book, or mail a@b.example", SITE)).toBe(
      `Go to ${SITE}/book, or mail a@b.example`,
    );
    expect(richTextHtml("http://localhost:3000/book", SITE)).toContain(`href="${SITE}/book"`);
  });
});
