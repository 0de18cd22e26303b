// Critical CSS for prerendered pages. A phone cannot paint a page until its render-blocking
// stylesheets arrive, and on a slow connection that is another round trip after the HTML. So the
// rules a prerendered page's own markup uses go inline in its <head>, and the site's stylesheets
// load without holding up the first paint. Under real mobile throttling (npm run bench with
// BENCH_LIGHTHOUSE_THROTTLING=devtools) this took the home page's LCP from about 1.5 s to 0.9 s.
// Beasties (the maintained fork of Google's Critters) picks the rules from the markup; no browser.
import fs from "node:fs/promises";
import path from "node:path";
import Beasties from "beasties";
import { pageKey } from "./compression.mjs";

/**
 * Rules for what the page's own scripts set before the first paint, which the markup at build
 * time cannot show: the reading preferences on <html> (a reader who chose wider spacing or a tint
 * must have it from the first frame).
 */
const ALWAYS_INLINE = [/\[data-(font|text-size|letter-spacing|word-spacing|line-spacing|tint)=/];

const ENTRIES = 200;
const FONT_PRELOAD_LINK = /<link\b[^>]*\brel="preload"[^>]*\bas="font"[^>]*>/g;
const STYLESHEET_HREF =
  /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/_next\/static\/[^"]+\.css)"/g;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/**
 * The page's fallback faces: the @font-face rules that only name fonts already on the device
 * (src: local(...)), sized to Lexend's and OpenDyslexic's metrics. They download nothing, and
 * without them the first paint would use the browser's default face and text would move when
 * the stylesheet arrives. Beasties leaves every @font-face out (fonts: false below).
 */
async function fallbackFacesOf(html, nextDir) {
  const faces = new Set();
  for (const [, href] of html.matchAll(STYLESHEET_HREF)) {
    const css = await fs.readFile(path.join(nextDir, href.slice("/_next/".length)), "utf8");
    for (const face of css.match(FONT_FACE) ?? []) {
      const src = /\bsrc\s*:([^;}]*)/.exec(face)?.[1] ?? "";
      if (/\blocal\(/.test(src) && !/\burl\(/.test(src)) faces.add(face);
    }
  }
  return [...faces].join("");
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
    // Lexend comes with the whole stylesheet, after the first paint: text paints at once in its
    // metric-matched fallback (app/styles/site-base.css), and a font fetched earlier only
    // competed with the page and its hero image for a slow connection's first round trips (the
    // hero's LCP went from 0.85 s to 1.3 s). So the font's preload goes too.
    fonts: false,
    allowRules: ALWAYS_INLINE,
    logLevel: "silent",
    ...options,
  });
  const prepared = new Map();
  const pending = new Map();

  async function prepare(html) {
    // A game builds most of its screen on the client. Elements it adds after the first paint have
    // no rules inline, and whichever stylesheet arrived first re-ordered the cascade until the
    // rest came: five games' boards moved (first-frame.spec.ts). Their stylesheets stay blocking.
    if (html.includes("data-play-area")) return null;
    try {
      const faces = await fallbackFacesOf(html, nextDir);
      const out = await beasties.process(html);
      if (!out.includes("<style>")) return null;
      return Buffer.from(
        out
          .replace("<style>", `<style>${faces}`)
          .replace(FONT_PRELOAD_LINK, "")
          // Beasties' own marker on <html>; React would see an attribute it did not render.
          .replace(/ data-beasties-container(="")?/, ""),
      );
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
          prepared.set(key, page);
          if (prepared.size > ENTRIES) prepared.delete(prepared.keys().next().value);
          pending.delete(key);
          return page;
        });
        pending.set(key, preparing);
      }
      return preparing;
    },
  };
}
