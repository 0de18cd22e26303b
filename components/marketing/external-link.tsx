import type { ReactNode } from "react";
import { Icon } from "./icons";

/** A link to another organisation's site: new tab, no opener or referrer, and it says so. */
export function ExternalLink({
  href,
  children,
  className = "",
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <Icon name="external" className="ml-1 inline h-4 w-4 align-[-2px]" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
