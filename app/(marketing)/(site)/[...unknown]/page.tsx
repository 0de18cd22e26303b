import { notFound } from "next/navigation";

/**
 * Every address no page answers lands here, inside the site's frame, and gets the site's 404
 * (../not-found.tsx). The root not-found stays bare: Next.js puts the root boundary into every
 * page's first load, the games' pages included, and with the site header and footer in it each
 * of them carried the marketing sheet and the header's and footer's scripts for a page they
 * might never show.
 */
export default function UnknownAddress(): never {
  notFound();
}
