// Paint first, then fetch the rest. A prerendered page with its critical CSS inline needs nothing
// else for its first frame, yet the browser fetched and ran Next.js's chunks, the site's
// stylesheets, the Lexend file, the favicon and the app manifest while it was still parsing, and
// on a phone each of them took bandwidth and main-thread time the first paint was waiting for.
// Here the page keeps only what the first frame needs:
// - the core Lexend face comes with the page and is added before the body is laid out, so the
//   first frame is already in Lexend and no line re-wraps when a file arrives late;
// - the scripts, stylesheets and manifest wait in an inert <template> until the browser reports
//   the first contentful paint, then go into <head> in their order (FIRST_PAINT_LOADER).
import fs from "node:fs/promises";
import path from "node:path";

const STATIC = /^\/_next\/static\//;
/**
 * Beasties' stylesheet links (media="print" until loaded), a sheet React preloads for later,
 * Next's chunk scripts and its preloads of them, and the manifest.
 */
const AFTER_PAINT_TAGS = [
  /<link rel="stylesheet" href="\/_next\/static\/[^"]+" data-precedence="[^"]*" media="print" onload="[^"]*">/g,
  /<link rel="preload" href="\/_next\/static\/[^"]+\.css" as="style"(?: [a-z-]+="[^"]*")*>/g,
  /<link rel="preload" as="script" fetchpriority="low" href="\/_next\/static\/[^"]+">/g,
  /<script src="\/_next\/static\/chunks\/[^"]+\.js" async(?:="")?><\/script>/g,
  /<link rel="manifest" href="[^"]+"(?: crossorigin="[^"]*")?>/g,
];
const FONT_PRELOAD =
  /<link rel="preload" href="(\/_next\/static\/media\/[^"]+\.woff2)" as="font" crossorigin(?:="[^"]*")? type="font\/woff2">/g;

/**
 * Inline at the end of <body>: brings the template's tags in once the first contentful paint is
 * reported, in two steps.
 * - The stylesheets, the manifest and a preload of each script go into <head> at once, so
 *   everything downloads side by side. Each sheet comes with a preload of itself: a sheet whose
 *   media matches nothing is fetched at the lowest priority, and over HTTP/1.1 on a phone it then
 *   waited for every script ahead of it (a second after them on Letter Tiles), while the scripts
 *   waited for it.
 * - When every stylesheet has loaded (or failed), the sheets apply in their order, each in a task
 *   of its own, and then the scripts go in. What the client renders, a game's board or the consent
 *   banner, then never meets a page with only its inline rules, and no sheet applies before the
 *   ones it follows, so the cascade never changes order on the way. One task per sheet, because a
 *   sheet's first use restyles and lays out the whole page: the fonts sheet's faces alone make
 *   every line of text be measured again, and with the site's sheet in the same task it was one
 *   of a phone's longest tasks while the page woke up (issue #36, Total Blocking Time).
 * At once where no paint will be reported: a page opened in a background tab paints only when
 * shown, and an older browser may not report paints. The timeout is a floor for a browser that
 * reports paints but never this one. Scripts are made anew: a script the parser put in a template
 * never runs when moved.
 */
const LOADER_SOURCE = `(function () {
  var started = false;
  function each(list, f) { Array.prototype.forEach.call(list, f); }
  function load() {
    if (started) return;
    started = true;
    var template = document.querySelector("template[data-after-first-paint]");
    if (!template) return;
    var now = document.createDocumentFragment(), sheets = [], scripts = [];
    each(template.content.childNodes, function (node) {
      if (node.nodeName === "SCRIPT") {
        var script = document.createElement("script"), hint = document.createElement("link");
        each(node.attributes, function (a) { script.setAttribute(a.name, a.value); });
        scripts.push(script);
        hint.setAttribute("rel", "preload");
        hint.setAttribute("as", "script");
        hint.setAttribute("href", node.getAttribute("src"));
        now.appendChild(hint);
        return;
      }
      var copy = document.importNode(node, true);
      if (copy.rel === "stylesheet" && copy.media === "print") {
        sheets.push(copy);
        var early = document.createElement("link");
        early.setAttribute("rel", "preload");
        early.setAttribute("as", "style");
        early.setAttribute("href", copy.getAttribute("href"));
        now.appendChild(early);
      }
      now.appendChild(copy);
    });
    var waiting = sheets.length, next = 0;
    function apply() {
      if (next === sheets.length) {
        each(scripts, function (script) { document.head.appendChild(script); });
        return;
      }
      sheets[next++].media = "all";
      void document.documentElement.offsetHeight;
      setTimeout(apply, 0);
    }
    function settled() { if (--waiting === 0) apply(); }
    each(sheets, function (sheet) {
      sheet.addEventListener("load", settled);
      sheet.addEventListener("error", settled);
    });
    template.parentNode.replaceChild(now, template);
    if (waiting === 0) apply();
  }
  try {
    if (document.visibilityState !== "visible" || PerformanceObserver.supportedEntryTypes.indexOf("paint") < 0) return load();
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) load();
    }).observe({ type: "paint", buffered: true });
    setTimeout(load, 3000);
  } catch (e) {
    load();
  }
})()`;

export const FIRST_PAINT_LOADER = `<script>${LOADER_SOURCE.replace(/\n\s*/g, "")}</script>`;

/** The @font-face rule of the inline <style> whose source is `url`, as FontFace descriptors. */
function faceDescriptors(html, url) {
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  const rule = (style.match(/@font-face\s*\{[^}]*\}/g) ?? []).find((face) => face.includes(url));
  if (!rule) return null;
  const value = (name) => new RegExp(`${name}:([^;}]+)`).exec(rule)?.[1]?.trim();
  const family = value("font-family")?.replace(/^["']|["']$/g, "");
  if (!family) return null;
  const descriptors = {
    weight: value("font-weight"),
    style: value("font-style"),
    display: value("font-display"),
    unicodeRange: value("unicode-range"),
  };
  return {
    family,
    descriptors: Object.fromEntries(Object.entries(descriptors).filter(([, v]) => v)),
  };
}

/**
 * A script that adds the face from its bytes. A face built from bytes is ready before the body is
 * laid out (a data: URL in CSS is decoded later, after the first layout), and the browser prefers
 * it to the same face declared in a stylesheet, so the file is never fetched as well.
 */
function inlineFace({ family, descriptors }, bytes) {
  const base64 = bytes.toString("base64");
  return `<script>(function(){try{var d="${base64}",b;if(Uint8Array.fromBase64)b=Uint8Array.fromBase64(d);else{var s=atob(d);b=new Uint8Array(s.length);for(var i=0;i<s.length;i++)b[i]=s.charCodeAt(i)}document.fonts.add(new FontFace(${JSON.stringify(family)},b,${JSON.stringify(descriptors)}))}catch(e){}})()</script>`;
}

async function fileOf(nextDir, url) {
  return fs.readFile(path.join(nextDir, url.replace(STATIC, "static/")));
}

/**
 * The page rearranged to paint first (see above), or null when it has no <head> and <body> to
 * rearrange. `nextDir` is the build's .next directory.
 */
export async function paintFirst(html, nextDir) {
  if (!html.includes("</head>") || !html.includes("</body>")) return null;
  let page = html;

  for (const [preload, url] of [...page.matchAll(FONT_PRELOAD)]) {
    const face = faceDescriptors(page, url);
    if (!face) continue;
    const bytes = await fileOf(nextDir, url).catch(() => null);
    if (!bytes) continue;
    // React looks for the preload when it hydrates and adds its own if it finds none, which would
    // fetch the file after all; one that matches no media stays in place and fetches nothing.
    page = page
      .replace(preload, preload.replace(/>$/, ' media="not all">'))
      .replace("</style>", `</style>${inlineFace(face, bytes)}`);
  }

  const later = [];
  for (const tag of AFTER_PAINT_TAGS)
    page = page.replace(tag, (found) => {
      // Next's own preload of a chunk: the chunk's script is in the template already.
      // Beasties' per-sheet swap goes: the loader lets all the sheets apply together.
      if (!found.startsWith('<link rel="preload" as="script"'))
        later.push(found.replace(/ onload="[^"]*"/, ""));
      return "";
    });
  if (later.length === 0) return page === html ? null : page;
  // Where the first stylesheet was, so the sheets keep their place after the inline CSS.
  const at = page.indexOf("<noscript><link");
  const template = `<template data-after-first-paint>${later.join("")}</template>`;
  page =
    at >= 0 && at < page.indexOf("</head>")
      ? page.slice(0, at) + template + page.slice(at)
      : page.replace("</head>", `${template}</head>`);
  return page.replace("</body>", `${FIRST_PAINT_LOADER}</body>`);
}
