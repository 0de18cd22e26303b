// Staff-written rich text (./rich-text.ts) as React elements: only the allowed tree is rendered,
// each piece as an element of its own, so nothing a person typed ever becomes HTML.
import type { ReactNode } from "react";
import { parseRichText, type RichInline } from "./rich-text";

const linkClass = "text-brand-700 font-semibold underline underline-offset-4";

function Inlines({ children }: { children: RichInline[] }): ReactNode {
  return children.map((node, index) => {
    switch (node.type) {
      case "text":
        return node.text;
      case "bold":
        return (
          <strong key={index}>
            <Inlines>{node.children}</Inlines>
          </strong>
        );
      case "italic":
        return (
          <em key={index}>
            <Inlines>{node.children}</Inlines>
          </em>
        );
      case "link":
        return (
          <a
            key={index}
            href={node.href}
            className={linkClass}
            // Another site is not ours to vouch for: no referrer, no access to this page.
            rel={node.href.startsWith("/") ? undefined : "noopener noreferrer"}
          >
            <Inlines>{node.children}</Inlines>
          </a>
        );
    }
  });
}

/**
 * Renders a stored rich text. A text that no longer passes the checks (it never should: every
 * save is checked) is shown as its plain words rather than not at all.
 */
export function RichTextView({ source, className }: { source: string; className?: string }) {
  const parsed = parseRichText(source);
  if (!parsed.ok)
    return (
      <div className={className}>
        <p>{source}</p>
      </div>
    );
  return (
    <div className={`space-y-3 ${className ?? ""}`}>
      {parsed.blocks.map((block, index) => {
        if (block.type === "paragraph")
          return (
            <p key={index}>
              <Inlines>{block.children}</Inlines>
            </p>
          );
        const List = block.ordered ? "ol" : "ul";
        return (
          <List
            key={index}
            className={`${block.ordered ? "list-decimal" : "list-disc"} space-y-1 pl-6`}
          >
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inlines>{item}</Inlines>
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
