import Link from "next/link";
import { linkClass } from "./ui";

/** Previous / next links with the position; `hrefFor` builds the URL of a page. */
/** `pages` null: the total is not counted, only whether there is a next page (`hasNext`). */
export function Pagination({
  page,
  pages,
  hrefFor,
  label,
  hasNext,
}: {
  page: number;
  pages: number | null;
  hrefFor: (page: number) => string;
  label: string;
  hasNext?: boolean;
}) {
  const more = pages === null ? Boolean(hasNext) : page < pages;
  if (page <= 1 && !more) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-4 text-sm">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={linkClass} rel="prev">
          Previous page
        </Link>
      ) : null}
      <span className="text-slate-700">
        Page {page}
        {pages === null ? "" : ` of ${pages}`}
      </span>
      {more ? (
        <Link href={hrefFor(page + 1)} className={linkClass} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
