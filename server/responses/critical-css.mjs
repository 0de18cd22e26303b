// Critical CSS for prerendered pages. A phone cannot paint a page until its render-blocking
// stylesheets arrive, and on a slow connection that is another round trip after the HTML. So the
// rules a prerendered page's own markup uses go inline in its <head>, and the site's stylesheets
// load without holding up the first paint. Under real mobile throttling (npm run bench with
// BENCH_LIGHTHOUSE_THROTTLING=devtools) this took the home page's LCP from about 1.5 s to 0.9 s.
// Beasties (the maintained fork of Google's Critters) picks the rules from the markup; no browser.
// The page then goes through paint-first.mjs, which holds the rest back until the first paint.
import fs from "node:fs/promises";
import path from "node:path";
import Beasties from "beasties";
import { pageKey, remember } from "./compression.mjs";
import { paintFirst } from "./paint-first.mjs";

/**
 * Rules for what the page's own scripts set before the first paint, which the markup at build
 * time cannot show: the reading preferences on <html> (a reader who chose wider spacing or a tint
 * must have it from the first frame).
 */
const ALWAYS_INLINE = [/\[data-(font|text-size|letter-spacing|word-spacing|line-spacing|tint)=/];

const STYLESHEET_HREF =
  /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/_next\/static\/[^"]+\.css)"/g;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/**
 * Every @font-face of the page's stylesheets, with its urls made absolute. Beasties keeps only
 * faces it sees a rule use, and ours are named through CSS variables it cannot follow. Declared at
 * the first layout, the preloaded Lexend is used as soon as it is there, and until then the
 * fallback sized like it (declared in the page itself: app/fonts/fallback-faces.ts) rather than
 * the browser's default face.
 */
async function fontFacesOf(html, nextDir) {
  const faces = new Set();
  for (const [, href] of html.matchAll(STYLESHEET_HREF)) {
    const css = await fs.readFile(path.join(nextDir, href.slice("/_next/".length)), "utf8");
    for (const face of css.match(FONT_FACE) ?? [])
      faces.add(
        face.replace(/url\((["']?)([^)"']+)\1\)/g, (whole, quote, url) =>
          /^(data:|\/|[a-z][a-z0-9+.-]*:)/i.test(url)
            ? whole
            : `url(${quote}${new URL(url, `http://localhost${href}`).pathname}${quote})`,
        ),
      );
  }
  return [...faces].join("");
}

// A declaration's value runs to its ";" or to the rule's "}", past any inside a string or url().
const CUSTOM_PROPERTY =
  /(?<=[{;])(--[\w-]+):(?:"[^"]*"|'[^']*'|url\([^)]*\)|[^;{}"'])*(?:;|(?=\}))/g;
const REGISTERED_PROPERTY = /@property (--[\w-]+)\{[^{}]*\}/g;
const EMPTY_RULE = /(?<=[{};])[^{}@;]+\{\}/g;

/**
 * The inline CSS without the custom properties nothing on the page reads. Beasties keeps the
 * theme's `:root` rule whole because it matches <html>, and with it every colour and size the
 * site defines (220 on a game's page, 80 of them used). The stylesheets declare them all again
 * when they arrive, and the page's scripts run only after that (paint-first.mjs), so the first
 * frame needs only those a `var()` in the inline CSS or the markup names, and those they name.
 */
export function withoutUnreadCustomProperties(css, markup = "") {
  let kept = css;
  for (;;) {
    const read = new Set(
      [...`${kept}${markup}`.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]),
    );
    const next = kept
      .replace(CUSTOM_PROPERTY, (declaration, name) => (read.has(name) ? declaration : ""))
      .replace(REGISTERED_PROPERTY, (rule, name) => (read.has(name) ? rule : ""))
      .replace(EMPTY_RULE, "");
    if (next === kept) return kept;
    kept = next;
  }
}

/**
 * Beasties checks a rule by stripping its pseudo-classes and looking for what is left in the
 * markup. Stripping `:where(...)` and `:is(...)` whole loses their subject: Tailwind's
 * `:where(.space-y-4>:not(:last-child))` became an empty selector, so the spacing between a
 * section's paragraphs arrived only with the stylesheet. Their contents are kept instead; a list
 * inside them can only match more, which inlines a rule too many, never one too few.
 */
class PageBeasties extends Beasties {
  normalizeCssSelector(selector) {
    let unwrapped = selector;
    for (let previous = ""; previous !== unwrapped;) {
      previous = unwrapped;
      unwrapped = unwrapped.replace(/:(?:where|is)\(((?:[^()]|\([^()]*\))*)\)/g, "$1");
    }
    return super.normalizeCssSelector(unwrapped);
  }
}

/**
 * Returns `inlined(html)`: the page with its critical CSS inline, or a promise of it the first
 * time a page is seen (Beasties takes tens of milliseconds a page, once per page and build). A
 * page that cannot be prepared goes out as Next.js made it, slower to paint but whole. Keyed by
 * the page's own bytes, like the compression memo, so a prepared copy can never be another
 * page's.
 */
export function criticalCssInliner(nextDir, { beasties: options } = {}) {
  const beasties = new PageBeasties({
    path: nextDir,
    publicPath: "/_next/",
    // media="print" swapped to "all" on load, and a <noscript> stylesheet for visitors without
    // JavaScript. React still finds each stylesheet by its href when it hydrates.
    preload: "media",
    noscriptFallback: true,
    // The same files serve every page; only the inline copy is cut to the page.
    pruneSource: false,
    reduceInlineStyles: false,
    // The faces go in whole, below (fontFacesOf).
    fonts: false,
    allowRules: ALWAYS_INLINE,
    logLevel: "silent",
    ...options,
  });
  const prepared = new Map();
  const pending = new Map();

  async function prepare(html) {
    try {
      const faces = await fontFacesOf(html, nextDir);
      const out = await beasties.process(html);
      if (!out.includes("<style>")) return null;
      const page = out
        .replace(/<style>([\s\S]*?)<\/style>/, (style, css) => {
          const markup = out.replace(style, "");
          return `<style>${faces}${withoutUnreadCustomProperties(css, markup)}</style>`;
        })
        // Beasties' own marker on <html>; React would see an attribute it did not render.
        .replace(/ data-beasties-container(="")?/, "");
      return Buffer.from((await paintFirst(page, nextDir)) ?? page);
    } catch {
      return null;
    }
  }

  return {
    /** The page to send instead of `html`; null to send `html` itself. `key` names its bytes. */
    inlined(html, key = pageKey(html)) {
      if (prepared.has(key)) return prepared.get(key);
      let preparing = pending.get(key);
      if (!preparing) {
        preparing = prepare(html.toString("utf8")).then((page) => {
          remember(prepared, key, page);
          pending.delete(key);
          return page;
        });
        pending.set(key, preparing);
      }
      return preparing;
    },
  };
}
