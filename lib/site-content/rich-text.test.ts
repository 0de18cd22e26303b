import { renderToStaticMarkup } from "react-dom/server";
import { LINK_REFUSAL, parseRichText, richTextField, richTextToPlain } from "./rich-text";
import { RichTextView } from "./rich-text-view";

const field = richTextField("The answer", 200, "Please write the answer.");
const refusal = (source: string) => {
  const parsed = field.safeParse(source);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("the allow-listed rich text", () => {
  it("keeps bold, italic, links and both kinds of list as a tree", () => {
    const parsed = parseRichText(
      "Hi **there** and _you_: [our terms](/terms), <https://example.org> or a@example.com.\n\n- one\n- **two**\n\n1. first\n2. second",
    );
    expect(parsed).toEqual({
      ok: true,
      blocks: [
        {
          type: "paragraph",
          children: [
            { type: "text", text: "Hi " },
            { type: "bold", children: [{ type: "text", text: "there" }] },
            { type: "text", text: " and " },
            { type: "italic", children: [{ type: "text", text: "you" }] },
            { type: "text", text: ": " },
            { type: "link", href: "/terms", children: [{ type: "text", text: "our terms" }] },
            { type: "text", text: ", " },
            {
              type: "link",
              href: "https://example.org",
              children: [{ type: "text", text: "https://example.org" }],
            },
            { type: "text", text: " or " },
            {
              type: "link",
              href: "mailto:a@example.com",
              children: [{ type: "text", text: "a@example.com" }],
            },
            { type: "text", text: "." },
          ],
        },
        {
          type: "list",
          ordered: false,
          items: [
            [{ type: "text", text: "one" }],
            [{ type: "bold", children: [{ type: "text", text: "two" }] }],
          ],
        },
        {
          type: "list",
          ordered: true,
          items: [[{ type: "text", text: "first" }], [{ type: "text", text: "second" }]],
        },
      ],
    });
  });

  it("accepts plain sentences as they are, escaped asterisks included", () => {
    expect(field.parse("  Most families see results in 4-6 weeks. \\*Really\\*  ")).toBe(
      "Most families see results in 4-6 weeks. \\*Really\\*",
    );
    expect(richTextToPlain("4-6 weeks. \\*Really\\*")).toBe("4-6 weeks. *Really*");
  });

  it.each([
    ["[click](javascript:alert(1))", LINK_REFUSAL],
    ["[x](data:text/html;base64,PHNjcmlwdD4=)", LINK_REFUSAL],
    ["[x](//evil.example/path)", LINK_REFUSAL],
    ["[x](https://user:pw@example.org)", LINK_REFUSAL],
    ["[x](https://localhost)", LINK_REFUSAL],
    [
      "Hello <b>bold</b>",
      "HTML tags are not allowed. Use **bold**, _italic_, links and lists instead.",
    ],
    [
      "<script>alert(1)</script>",
      "HTML tags are not allowed. Use **bold**, _italic_, links and lists instead.",
    ],
    [
      "<img src=x onerror=alert(1)>",
      "HTML tags are not allowed. Use **bold**, _italic_, links and lists instead.",
    ],
    ["![a picture](https://example.org/a.png)", "Pictures cannot be added here."],
    ["# Big words", "Headings are not allowed here: a line cannot start with “#”."],
    ["Some `code`", "Code is not allowed here: please remove the backticks (`)."],
    ["> quoted", "Quotes are not allowed here: a line cannot start with “>”."],
    ["~~gone~~", "Crossed-out text (~~) is not allowed here."],
    ["- one\n  - inside", "A list cannot sit inside another list item."],
    ["- [x] done", "Checkbox lists are not allowed here."],
    ["", "Please write the answer."],
  ])("refuses %j with a clear message", (source, message) => {
    expect(refusal(source)).toBe(message);
  });

  it("limits the length as written", () => {
    expect(refusal("a".repeat(201))).toBe("The answer can be at most 200 characters.");
    expect(refusal("a".repeat(200))).toBeNull();
  });

  it("renders elements, never markup from the text, and links to other sites without a referrer", () => {
    const html = renderToStaticMarkup(
      RichTextView({
        source: "**Free** after 8 sessions & [terms](https://example.org/terms?a=1&b=2)\n\n- one",
      }),
    );
    expect(html).toContain("<strong>Free</strong> after 8 sessions &amp; ");
    expect(html).toContain('href="https://example.org/terms?a=1&amp;b=2"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toMatch(/<ul[^>]*><li>one<\/li><\/ul>/);
    // Text that somehow failed the checks is shown as words, its tags inert.
    expect(renderToStaticMarkup(RichTextView({ source: "<b>hi</b>" }))).toContain(
      "&lt;b&gt;hi&lt;/b&gt;",
    );
  });
});
