/** @jest-environment jsdom */
// Paint first (server/responses/paint-first.mjs): a prerendered page keeps for its first frame only what
// that frame needs, and the rest waits in a template until the first contentful paint.
import { FIRST_PAINT_LOADER, paintFirst } from "@/server/responses/paint-first.mjs";
import { withNextBuildDir } from "@/tests/helpers/next-build-dir";

const fontBytes = Buffer.from("wOF2 the core face's bytes");

// A page as it leaves Beasties: critical CSS inline, the sheets as media="print" links with a
// <noscript> copy each, Next.js's chunks and its preload of the main one.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
  '<link rel="preload" href="/_next/static/media/core.woff2" as="font" crossorigin type="font/woff2">',
  '<style>@font-face{unicode-range:U+20-7E;font-family:lexend;src:url(/_next/static/media/core.woff2)format("woff2");font-display:swap;font-weight:400 700;font-style:normal}.hero{color:#123}</style>',
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" media="print" onload="this.media='all'">`,
  '<noscript><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"></noscript>',
  `<link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next" media="print" onload="this.media='all'">`,
  '<noscript><link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next"></noscript>',
  '<link rel="preload" href="/_next/static/chunks/later.css" as="style">',
  '<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/main.js">',
  '<script src="/_next/static/chunks/framework.js" async></script>',
  '<title>Home</title><link rel="manifest" href="/manifest.webmanifest">',
  '<script src="/_next/static/chunks/legacy.js" nomodule></script>',
  '</head><body><main><h1 class="hero">Reading, made possible</h1></main>',
  '<script src="/_next/static/chunks/main.js" async></script></body></html>',
].join("");

const nextDir = withNextBuildDir({ "static/media/core.woff2": fontBytes });

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const template = (html: string) =>
  /<template data-after-first-paint>([\s\S]*?)<\/template>/.exec(html)?.[1] ?? "";
/** The page as the browser fetches from it: without the template and the <noscript> copies. */
const fetchedByParser = (html: string) =>
  html
    .replace(/<template data-after-first-paint>[\s\S]*?<\/template>/, "")
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, "");

describe("paintFirst", () => {
  it("leaves no script, stylesheet, preload or manifest for the parser to fetch", async () => {
    const out = (await paintFirst(page, nextDir()))!;
    const fetched = fetchedByParser(out);
    expect(fetched).not.toMatch(/<link rel="stylesheet"/);
    expect(fetched).not.toMatch(/<script src="[^"]+" async/);
    expect(fetched).not.toMatch(/rel="preload"(?![^>]*media="not all")/);
    expect(fetched).not.toMatch(/rel="manifest"/);
    // The legacy bundle is for browsers without modules, which no modern browser fetches.
    expect(fetched).toContain('<script src="/_next/static/chunks/legacy.js" nomodule>');
  });

  it("keeps them, in their order, in a template where the first stylesheet was", async () => {
    const out = (await paintFirst(page, nextDir()))!;
    const later = template(out);
    const hrefs = [...later.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      "/_next/static/chunks/site.css",
      "/_next/static/chunks/page.css",
      "/_next/static/chunks/later.css",
      "/_next/static/chunks/framework.js",
      "/_next/static/chunks/main.js",
      "/manifest.webmanifest",
    ]);
    // Unapplied until the loader applies them all at once; Beasties' per-sheet swap is gone.
    expect(later).toContain('data-precedence="next" media="print">');
    expect(later).not.toContain("onload");
    // After the inline CSS, so the sheets still come later in the cascade.
    expect(head(out).indexOf("<template")).toBeGreaterThan(head(out).indexOf("</style>"));
    expect(out).toContain('<noscript><link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(out.endsWith(`${FIRST_PAINT_LOADER}</body></html>`)).toBe(true);
  });

  it("brings the preloaded face with the page, with the descriptors of its @font-face", async () => {
    const out = (await paintFirst(page, nextDir()))!;
    // Still there for React to find when it hydrates, but matching no media, so never fetched.
    expect(out).toMatch(
      /<link rel="preload" href="[^"]+core.woff2" as="font"[^>]* media="not all">/,
    );
    const script = /<script>\(function\(\)\{try\{var d="([^"]+)"[\s\S]*?<\/script>/.exec(out);
    expect(Buffer.from(script![1]!, "base64")).toEqual(fontBytes);
    expect(script![0]).toContain(
      'new FontFace("lexend",b,{"weight":"400 700","style":"normal","display":"swap","unicodeRange":"U+20-7E"})',
    );
    // Before <body>: the face is there for the first layout.
    expect(out.indexOf(script![0])).toBeLessThan(out.indexOf("<body>"));
  });

  it("keeps the preload when the face's file cannot be read", async () => {
    const out = (await paintFirst(page.replaceAll("core.woff2", "gone.woff2"), nextDir()))!;
    expect(out).toContain('<link rel="preload" href="/_next/static/media/gone.woff2" as="font"');
    expect(out).not.toContain("new FontFace");
  });

  it("leaves a document without <head> and <body> alone", async () => {
    expect(await paintFirst("<svg></svg>", nextDir())).toBeNull();
  });
});

describe("the loader in the page", () => {
  type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
  let observers: PaintCallback[] = [];

  /** Puts the page in this document and runs its loader, as the parser would at </body>. */
  function open(html: string, visibility: "visible" | "hidden" = "visible") {
    observers = [];
    Object.defineProperty(document, "visibilityState", { configurable: true, value: visibility });
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(private callback: PaintCallback) {}
      observe() {
        observers.push(this.callback);
      }
    }
    Object.assign(window, { PerformanceObserver: FakeObserver });
    document.documentElement.innerHTML = html.slice(
      html.indexOf("<head>"),
      html.indexOf("</html>"),
    );
    const loader = /^<script>([\s\S]*)<\/script>$/.exec(FIRST_PAINT_LOADER)![1]!;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script
    const run = new Function(loader) as () => void;
    run();
  }

  function paint(name: string) {
    for (const callback of observers)
      callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }

  const inHead = () =>
    Array.from(document.head.querySelectorAll("link[href],script[src]")).map(
      (element) => element.getAttribute("href") ?? element.getAttribute("src"),
    );

  const sheet = (name: string) =>
    document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href$="${name}"]`)!;
  const scriptsInHead = () =>
    Array.from(document.head.querySelectorAll("script[src]"), (script) =>
      script.getAttribute("src"),
    );

  it("adds the sheets, manifest and script preloads at the first contentful paint, not before", async () => {
    open((await paintFirst(page, nextDir()))!);
    expect(inHead()).not.toContain("/_next/static/chunks/site.css");
    paint("first-paint");
    expect(document.querySelector("template[data-after-first-paint]")).not.toBeNull();

    paint("first-contentful-paint");
    expect(document.querySelector("template[data-after-first-paint]")).toBeNull();
    expect(inHead()).toEqual(
      expect.arrayContaining([
        "/_next/static/chunks/site.css",
        "/_next/static/chunks/page.css",
        "/_next/static/chunks/later.css",
        "/manifest.webmanifest",
      ]),
    );
    const preloaded = Array.from(
      document.querySelectorAll('link[rel="preload"][as="script"]'),
      (link) => link.getAttribute("href"),
    );
    expect(preloaded).toEqual([
      "/_next/static/chunks/framework.js",
      "/_next/static/chunks/main.js",
    ]);
    // Each sheet is asked for at a stylesheet's priority: as media="print" alone it would come last.
    const sheetsPreloaded = Array.from(
      document.querySelectorAll('link[rel="preload"][as="style"]'),
      (link) => link.getAttribute("href"),
    );
    expect(sheetsPreloaded).toEqual(
      expect.arrayContaining(["/_next/static/chunks/site.css", "/_next/static/chunks/page.css"]),
    );
    // The scripts wait, and the sheets are not applied yet.
    expect(scriptsInHead()).not.toContain("/_next/static/chunks/main.js");
    expect(sheet("site.css").media).toBe("print");
  });

  it("applies the sheets in their order, a task each, once every sheet has loaded or failed; then the scripts", async () => {
    jest.useFakeTimers();
    try {
      open((await paintFirst(page, nextDir()))!);
      paint("first-contentful-paint");
      sheet("site.css").dispatchEvent(new Event("load"));
      expect(sheet("site.css").media).toBe("print");
      expect(scriptsInHead()).not.toContain("/_next/static/chunks/main.js");

      sheet("page.css").dispatchEvent(new Event("error"));
      // The first sheet applies at once, the next in a task of its own, then the scripts go in.
      expect([sheet("site.css").media, sheet("page.css").media]).toEqual(["all", "print"]);
      jest.advanceTimersToNextTimer();
      expect([sheet("site.css").media, sheet("page.css").media]).toEqual(["all", "all"]);
      expect(scriptsInHead()).not.toContain("/_next/static/chunks/main.js");
      jest.advanceTimersToNextTimer();
      expect(scriptsInHead()).toEqual(
        expect.arrayContaining([
          "/_next/static/chunks/framework.js",
          "/_next/static/chunks/main.js",
        ]),
      );
      const main = document.querySelector<HTMLScriptElement>('script[src$="main.js"]')!;
      expect(main.hasAttribute("async")).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("runs the scripts at once on a page with no stylesheet to wait for", async () => {
    const withoutSheets = page.replace(/<link rel="stylesheet"[^>]*>/g, "");
    open((await paintFirst(withoutSheets, nextDir()))!);
    paint("first-contentful-paint");
    expect(scriptsInHead()).toContain("/_next/static/chunks/main.js");
  });

  it("adds them at once to a page opened out of sight, which paints only when shown", async () => {
    jest.useFakeTimers();
    try {
      open((await paintFirst(page, nextDir()))!, "hidden");
      expect(document.querySelector("template[data-after-first-paint]")).toBeNull();
      expect(inHead()).toContain("/_next/static/chunks/site.css");
      sheet("site.css").dispatchEvent(new Event("load"));
      sheet("page.css").dispatchEvent(new Event("load"));
      jest.runAllTimers();
      expect(scriptsInHead()).toContain("/_next/static/chunks/main.js");
    } finally {
      jest.useRealTimers();
    }
  });
});
