// The small rich text staff may write in FAQ answers and service descriptions (issue 37 point 7):
// bold, italic, links (http, https, mailto, or a page of this site) and bulleted or numbered
// lists, written as Markdown ("**bold**", "_italic_", "[words](https://...)", "- item"). The
// Markdown is parsed by a maintained parser (marked) into its tokens, and only the allowed ones are
// kept, as a small tree of our own; anything else (raw HTML, pictures, headings, code, tables,
// other link schemes) is refused by the shared schema with a message that says what to change.
// Pages render the tree as React elements (./rich-text-view.tsx), never as HTML, and structured
// data gets its plain text.
import { Marked, type Token, type Tokens } from "marked";
import { z } from "zod";
import { plainString } from "@/lib/validation/text";

export type RichInline =
  | { type: "text"; text: string }
  | { type: "bold"; children: RichInline[] }
  | { type: "italic"; children: RichInline[] }
  | { type: "link"; href: string; children: RichInline[] };

export type RichBlock =
  | { type: "paragraph"; children: RichInline[] }
  | { type: "list"; ordered: boolean; items: RichInline[][] };

export type RichText = RichBlock[];

export const RICH_TEXT_HELP =
  "You can write **bold**, _italic_, [a link](https://example.com) and lists (a line starting with “- ” or “1. ”). Nothing else is formatted.";

const REFUSALS: Record<string, string> = {
  html: "HTML tags are not allowed. Use **bold**, _italic_, links and lists instead.",
  image: "Pictures cannot be added here.",
  heading: "Headings are not allowed here: a line cannot start with “#”.",
  code: "Code is not allowed here: please remove the backticks (`) or the indented lines.",
  codespan: "Code is not allowed here: please remove the backticks (`).",
  blockquote: "Quotes are not allowed here: a line cannot start with “>”.",
  table: "Tables are not allowed here.",
  hr: "Dividing lines (“---”) are not allowed here.",
  del: "Crossed-out text (~~) is not allowed here.",
  def: "Please write each link as [words](https://...), not as a numbered reference.",
  nestedList: "A list cannot sit inside another list item.",
  task: "Checkbox lists are not allowed here.",
  nestedLink: "A link cannot hold another link.",
};
const UNKNOWN_REFUSAL = "This text has formatting that is not allowed here.";
export const LINK_REFUSAL =
  "Links must start with https://, http:// or mailto:, or be a page of this site such as /contact.";

class Refused extends Error {}

function refuse(what: string): never {
  throw new Refused(REFUSALS[what] ?? UNKNOWN_REFUSAL);
}

/** An allowed link target, or null: http(s) and mailto addresses, and this site's own pages. */
export function allowedHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)[^\s\\]*$/.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol === "mailto:")
    return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(url.pathname) ? trimmed : null;
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname.includes(".") || url.username || url.password) return null;
  return trimmed;
}

const parser = new Marked({ gfm: true, breaks: false });

function inlines(tokens: Token[] | undefined): RichInline[] {
  const out: RichInline[] = [];
  const pushText = (text: string) => {
    const last = out.at(-1);
    if (last?.type === "text") last.text += text;
    else out.push({ type: "text", text });
  };
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "text":
        // A list item's text holds its own inline tokens.
        if ("tokens" in token && token.tokens?.length) {
          for (const inner of inlines(token.tokens))
            if (inner.type === "text") pushText(inner.text);
            else out.push(inner);
        } else pushText((token as Tokens.Text).text.replace(/\s*\n\s*/g, " "));
        break;
      case "escape":
        pushText((token as Tokens.Escape).text);
        break;
      case "br":
        pushText(" ");
        break;
      case "strong":
        out.push({ type: "bold", children: inlines((token as Tokens.Strong).tokens) });
        break;
      case "em":
        out.push({ type: "italic", children: inlines((token as Tokens.Em).tokens) });
        break;
      case "link": {
        const link = token as Tokens.Link;
        const href = allowedHref(link.href);
        if (!href) throw new Refused(LINK_REFUSAL);
        const children = inlines(link.tokens);
        if (children.some((child) => child.type === "link")) refuse("nestedLink");
        out.push({ type: "link", href, children });
        break;
      }
      default:
        refuse(token.type);
    }
  }
  return out;
}

function listItem(item: Tokens.ListItem): RichInline[] {
  if (item.task) refuse("task");
  const out: RichInline[] = [];
  for (const token of item.tokens) {
    if (token.type === "list") refuse("nestedList");
    if (token.type === "space") continue;
    if (token.type !== "text" && token.type !== "paragraph") refuse(token.type);
    if (out.length) out.push({ type: "text", text: " " });
    out.push(...inlines((token as Tokens.Paragraph).tokens ?? [token]));
  }
  return out;
}

/** The allowed tree of a text, or the first thing in it that is not allowed, said plainly. */
export function parseRichText(
  source: string,
): { ok: true; blocks: RichText } | { ok: false; message: string } {
  try {
    const blocks: RichText = [];
    for (const token of parser.lexer(source)) {
      if (token.type === "space") continue;
      if (token.type === "paragraph")
        blocks.push({ type: "paragraph", children: inlines((token as Tokens.Paragraph).tokens) });
      else if (token.type === "list") {
        const list = token as Tokens.List;
        blocks.push({ type: "list", ordered: list.ordered, items: list.items.map(listItem) });
      } else refuse(token.type);
    }
    return { ok: true, blocks };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    throw error;
  }
}

function plainInline(children: RichInline[]): string {
  return children.map((c) => (c.type === "text" ? c.text : plainInline(c.children))).join("");
}

/** The words of a text without its formatting: for structured data and short summaries. */
export function richTextToPlain(source: string): string {
  const parsed = parseRichText(source);
  if (!parsed.ok) return source;
  return parsed.blocks
    .map((block) =>
      block.type === "paragraph"
        ? plainInline(block.children)
        : block.items.map((item) => plainInline(item)).join("\n"),
    )
    .join("\n")
    .trim();
}

/**
 * A rich text field of the shared schemas: trimmed, at most `max` characters as written, not
 * empty, and only the allowed formatting.
 */
export function richTextField(label: string, max: number, emptyMessage: string) {
  return plainString(label, `${label} must be text.`)
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, emptyMessage)
        .max(max, `${label} can be at most ${max} characters.`)
        .superRefine((value, ctx) => {
          const parsed = parseRichText(value);
          if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.message });
        }),
    );
}
