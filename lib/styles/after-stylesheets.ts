// Prerendered pages paint from the CSS their own markup uses, inline, and take the site's
// stylesheets after the first paint (server/critical-css.mjs marks them media="print" until they
// load). Something the client adds before then has no rules yet: the consent banner sat in the
// page's flow and jumped to the bottom of the screen when the stylesheet came (CLS 0.32 under
// Lighthouse with real mobile throttling). Such things wait for the stylesheets.
const WAITING = 'link[rel="stylesheet"][media="print"][data-precedence]';

/** Calls `then` once no stylesheet is still on its way (at once if none is); returns a cancel. */
export function afterStylesheets(then: () => void, doc: Document = document): () => void {
  const links = Array.from(doc.querySelectorAll<HTMLLinkElement>(WAITING));
  let cancelled = false;
  let pending = links.length;
  if (pending === 0) {
    then();
    return () => {};
  }
  // A sheet that fails to load never applies; waiting for it would hide the banner for good.
  const settled = () => {
    pending -= 1;
    if (pending === 0 && !cancelled) then();
  };
  for (const link of links) {
    link.addEventListener("load", settled, { once: true });
    link.addEventListener("error", settled, { once: true });
  }
  return () => {
    cancelled = true;
    for (const link of links) {
      link.removeEventListener("load", settled);
      link.removeEventListener("error", settled);
    }
  };
}
