// The look of the practice's HTML emails and the label/value blocks staff emails are made of.
// Every value is escaped: whatever a visitor typed is shown as text.
import { escapeHtml } from "./escape";
import { businessFactsNow } from "@/lib/site-content/facts-now";

export type Detail = [label: string, value: string];

export function emailLayout(title: string, bodyHtml: string): string {
  const facts = businessFactsNow();
  return `<!doctype html><html><body style="margin:0;background:#f0f8ff;font-family:Lexend,Arial,sans-serif;color:#1e293b">
<div style="max-width:560px;margin:0 auto;padding:24px"><div style="background:#fff;border-radius:16px;padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;color:#0c4a6e">${escapeHtml(title)}</h1>${bodyHtml}
<p style="margin-top:24px;font-size:14px;color:#475569">${escapeHtml(facts.name)} · <a href="mailto:${escapeHtml(facts.email)}">${escapeHtml(facts.email)}</a> · ${escapeHtml(facts.phone)}</p>
</div></div></body></html>`;
}

export function htmlParagraph(text: string): string {
  return `<p style="margin:0 0 12px;line-height:1.6">${escapeHtml(text)}</p>`;
}

export function htmlDetails(details: Detail[]): string {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<table style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
}

export function htmlButton(label: string, href: string): string {
  return `<p style="margin:16px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#0271b8;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;
}

export function textDetails(details: Detail[]): string {
  return details.map(([label, value]) => `${label}: ${value}`).join("\n");
}

/**
 * The sign-off of an email a staff member writes: their name, then the practice's details, so the
 * family knows who wrote and how to reach the practice without searching for it.
 */
export function staffSignature(staffName: string, siteUrl: string): { text: string; html: string } {
  const facts = businessFactsNow();
  const site = siteUrl.replace(/\/+$/, "");
  const name = staffName.trim();
  const lines = [name, facts.name, `${facts.phone} · ${facts.email}`, site];
  const text = (name ? lines : lines.slice(1)).join("\n");
  const contact = `<a href="${escapeHtml(facts.phoneHref)}" style="color:#0271b8">${escapeHtml(facts.phone)}</a> · <a href="mailto:${escapeHtml(facts.email)}" style="color:#0271b8">${escapeHtml(facts.email)}</a>`;
  const html = `<p style="margin:20px 0 12px;line-height:1.6">${name ? `<strong>${escapeHtml(name)}</strong><br>` : ""}${escapeHtml(facts.name)}<br>${contact}<br><a href="${escapeHtml(site)}" style="color:#0271b8">${escapeHtml(site.replace(/^https?:\/\//, ""))}</a></p>`;
  return { text, html };
}
