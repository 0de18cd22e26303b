// Some links lead where a visitor rarely goes next: the logo back to the home page, a game's way
// back to the overview, the sixteen game cards. Others are calls to action a visitor reaches for on
// purpose: every link drawn as a button (ButtonLink), "Book a free consultation" among them. Next.js
// prefetches every link as soon as it is in view, so on a phone those pages' data, stylesheets and
// scripts arrived while the page itself was still waking up (issue #36: Letter Tiles' and
// /dyslexia's time to interactive). Such links say prefetch={false} and carry this mark; they are
// prefetched when the visitor reaches for one instead: a pointer over it (mouse, pen, or a finger's
// first touch) or keyboard focus.

/** Spread onto a next/link whose prefetch is false: prefetch on intent instead of in view. */
export const PREFETCH_ON_INTENT = { "data-prefetch": "intent" } as const;

/** Listens on the document for intent on marked links; returns the function that stops it. */
export function prefetchOnIntent(root: Document, prefetch: (href: string) => void): () => void {
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const link =
      event.target instanceof Element ? event.target.closest('a[data-prefetch="intent"]') : null;
    const href = link?.getAttribute("href");
    // Only this site's own pages: "//host" is another site.
    if (!href || !href.startsWith("/") || href.startsWith("//") || done.has(href)) return;
    done.add(href);
    prefetch(href);
  };
  root.addEventListener("pointerover", onIntent, { passive: true });
  root.addEventListener("focusin", onIntent);
  return () => {
    root.removeEventListener("pointerover", onIntent);
    root.removeEventListener("focusin", onIntent);
  };
}
