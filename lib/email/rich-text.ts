// What staff type into a reply is plain text; families read it in mail apps that show the HTML
// part. This turns the typed text into that HTML the way a person would expect it to look: blank
// lines make paragraphs, lines starting "- ", "* " or "1." make lists, and web and email
// addresses become links. Everything typed is escaped first, so nothing typed becomes markup.
// Links to a local development address are rewritten to the site's one public address, so a
// template written on a test server never sends a family to "localhost".
import { escapeHtml } from "./escape";

const paragraphStyle = "margin:0 0 12px;line-height:1.6";
const listStyle = "margin:0 0 12px;padding-left:22px;line-height:1.6";
const linkStyle = "color:#0271b8;text-decoration:underline";

const bulletItem = /^\s*[-*•]\s+(.*)$/;
const numberedItem = /^\s*\d{1,3}[.)]\s+(.*)$/;
const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);
// A web address or an email address; trailing punctuation belongs to the sentence, not the link.
const linkPattern =
  /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)'\]]|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/gi;

/** A link as the family should follow it: local development addresses become the public one. */
export function publicLink(url: string, siteUrl: string): string {
  let parsed: URL;
  let site: URL;
  try {
    parsed = new URL(url);
    site = new URL(siteUrl);
  } catch {
    return url;
  }
  if (!loopbackHosts.has(parsed.hostname) || parsed.origin === site.origin) return url;
  const base = siteUrl.replace(/\/+$/, "");
  return `${base}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The plain-text part: the words as typed, with every link pointing at the public address. */
export function publicLinksInText(text: string, siteUrl: string): string {
  return text.replace(linkPattern, (match) =>
    match.includes("@") && !/^https?:/i.test(match) ? match : publicLink(match, siteUrl),
  );
}

function inline(text: string, siteUrl: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const found = match[0];
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    const isWeb = /^https?:/i.test(found);
    const href = isWeb ? publicLink(found, siteUrl) : `mailto:${found}`;
    const shown = isWeb ? href : found;
    html += `<a href="${escapeHtml(href)}" style="${linkStyle}">${escapeHtml(shown)}</a>`;
    last = start + found.length;
  }
  return html + escapeHtml(text.slice(last));
}

type Run = { kind: "text" | "ul" | "ol"; lines: string[] };

function runsOf(block: string): Run[] {
  const runs: Run[] = [];
  for (const line of block.split("\n")) {
    const bullet = bulletItem.exec(line);
    const numbered = bullet ? null : numberedItem.exec(line);
    const kind = bullet ? "ul" : numbered ? "ol" : "text";
    const content = (bullet?.[1] ?? numbered?.[1] ?? line).trim();
    const previous = runs[runs.length - 1];
    if (previous?.kind === kind) previous.lines.push(content);
    else runs.push({ kind, lines: [content] });
  }
  return runs;
}

/** The HTML body for typed text: paragraphs, bulleted and numbered lists, and links. */
export function richTextHtml(text: string, siteUrl: string): string {
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.replace(/^\n+|\s+$/g, ""))
    .filter(Boolean);
  return blocks
    .flatMap(runsOf)
    .map((run) => {
      if (run.kind === "text")
        return `<p style="${paragraphStyle}">${run.lines.map((l) => inline(l, siteUrl)).join("<br>")}</p>`;
      const items = run.lines.map((l) => `<li>${inline(l, siteUrl)}</li>`).join("");
      return `<${run.kind} style="${listStyle}">${items}</${run.kind}>`;
    })
    .join("");
}
