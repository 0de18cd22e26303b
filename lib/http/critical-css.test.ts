// Critical CSS for prerendered pages (server/responses/critical-css.mjs), and its place in the server's
// response path (server/responses/compression.mjs): the rules a page's markup uses go inline, the site's
// stylesheets stop blocking the first paint but still load (and load without JavaScript), and
// every other response goes out untouched.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import {
  criticalCssInliner,
  withoutUnreadCustomProperties,
} from "@/server/responses/critical-css.mjs";
import { compressResponse } from "@/server/responses/compression.mjs";
import { withNextBuildDir } from "@/tests/helpers/next-build-dir";

// Real sockets on a shared machine: a generous bound, not a timing assertion.
jest.setTimeout(60_000);

const stylesheet = [
  '@font-face{font-family:lexend;src:url(../media/lexend.woff2)format("woff2");font-display:swap}',
  '@font-face{font-family:"Lexend Fallback";src:local("Arial"),local("Liberation Sans");size-adjust:110.79%}',
  ".hero{color:#123456}",
  ".staff-table{border:1px solid #abcdef}",
  'html[data-tint="cream"]{--reading-bg:#fdf6e3}',
  "@layer theme{:root,:host{--color-sky-700:#0069a8;--color-unused:#f0f;--space:4px}}",
  '@property --tw-unused{syntax:"*";inherits:false}',
  "body{font-family:var(--font-lexend);background:var(--reading-bg);color:var(--color-sky-700)}",
].join("\n");

const page = (body: string, stylesheetHref = "/_next/static/chunks/site.css") =>
  Buffer.from(
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>' +
      '<link rel="preload" href="/_next/static/media/lexend.woff2" as="font" crossorigin="" type="font/woff2"/>' +
      `<link rel="stylesheet" href="${stylesheetHref}" data-precedence="next"/>` +
      `<script src="/_next/static/chunks/app.js" async=""></script></head><body>${body}</body></html>`,
  );

const heroPage = page('<main><h1 class="hero">Reading, made possible</h1></main>');

const nextDir = withNextBuildDir({ "static/chunks/site.css": stylesheet });

async function inline(html: Buffer) {
  const inliner = criticalCssInliner(nextDir());
  return { inliner, out: (await inliner.inlined(html))?.toString() ?? null };
}

function inlineStyle(html: string) {
  return /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
}

describe("criticalCssInliner", () => {
  it("inlines the rules the page's markup uses, and not the others", async () => {
    const { out } = await inline(heroPage);
    const style = inlineStyle(out!);
    expect(style).toContain(".hero{color:#123456}");
    expect(style).toContain("font-family:var(--font-lexend)");
    expect(style).not.toContain("staff-table");
  });

  it("leaves out the theme's custom properties nothing on the page reads", async () => {
    const { out } = await inline(
      page('<main><p class="hero" style="margin:var(--space)">Hi</p></main>'),
    );
    const style = inlineStyle(out!);
    expect(style).toContain("--color-sky-700:#0069a8");
    // Read by the markup's own style attribute.
    expect(style).toContain("--space:4px");
    expect(style).not.toContain("--color-unused");
    expect(style).not.toContain("@property --tw-unused");
    // The layer stays declared, so the layers keep their order.
    expect(style).toContain("@layer theme{");
  });

  it("keeps the reading preferences, which a script sets on <html> before the first paint", async () => {
    const { out } = await inline(heroPage);
    expect(inlineStyle(out!)).toMatch(/html\[data-tint=("?)cream\1\]\{--reading-bg:#fdf6e3\}/);
  });

  it("declares the page's faces inline, with their files where the browser can find them", async () => {
    const { out } = await inline(heroPage);
    const style = inlineStyle(out!);
    expect(style).toContain('font-family:"Lexend Fallback"');
    expect(style).toContain("url(/_next/static/media/lexend.woff2)");
    // The preload stays: the face is used as soon as the file is there.
    expect(out).toMatch(/rel="preload"[^>]*as="font"/);
  });

  it("loads the whole stylesheet without blocking the first paint, and without JavaScript too", async () => {
    const { out } = await inline(heroPage);
    const links = out!.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
    expect(links[0]).toMatch(/href="\/_next\/static\/chunks\/site\.css"/);
    expect(links[0]).toMatch(/media="print"/);
    // Applied by the page's loader once every sheet is in (server/responses/paint-first.mjs).
    expect(links[0]).not.toMatch(/onload=/);
    expect(out).toMatch(
      /<noscript><link rel="stylesheet" href="\/_next\/static\/chunks\/site\.css"[^>]*><\/noscript>/,
    );
    // Everything else on the page is as Next.js made it.
    expect(out).toMatch(/<script src="\/_next\/static\/chunks\/app\.js" async(="")?><\/script>/);
    expect(out).toContain('<html lang="en"><head>');
    expect(out).toContain('<main><h1 class="hero">Reading, made possible</h1></main>');
  });

  it("prepares a page once and hands back the same copy after that", async () => {
    const { inliner, out } = await inline(heroPage);
    const again = inliner.inlined(heroPage);
    expect(again).toBeInstanceOf(Buffer);
    expect((again as Buffer).toString()).toBe(out);
  });

  // A game builds most of its board once it hydrates; its scripts wait for the stylesheets, so
  // what it adds always has its rules (server/responses/paint-first.mjs).
  it("prepares a game's page like any other", async () => {
    const { out } = await inline(
      page('<main><div data-play-area=""><p class="hero">b</p></div></main>'),
    );
    expect(inlineStyle(out!)).toContain(".hero{color:#123456}");
    expect(out).toContain("<template data-after-first-paint>");
  });

  it("sends a page whose stylesheet it cannot read as it is", async () => {
    const { out } = await inline(page("<p>Hello</p>", "/_next/static/chunks/missing.css"));
    expect(out).toBeNull();
  });
});

describe("in the server's response path", () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    const inliner = criticalCssInliner(nextDir());
    // Stands in for Next.js: "/" is a prerendered page, "/per-request" the same page rendered for
    // this request, "/data" a prerendered page's data for the client router.
    server = http.createServer((req, res) => {
      void compressResponse(req, res, {
        rewritePage: (html, key) => inliner.inlined(html, key),
      }).then(() => {
        const data = req.url === "/data";
        res.setHeader("Content-Type", data ? "text/x-component" : "text/html; charset=utf-8");
        if (req.url !== "/per-request") res.setHeader("x-nextjs-prerender", "1");
        res.setHeader("Content-Length", heroPage.length);
        res.end(heroPage);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(pathname: string, acceptEncoding?: string) {
    return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
      http
        .get({ host: "127.0.0.1", port, path: pathname, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
  }

  it("sends a prerendered page with its critical CSS, from the first request on", async () => {
    const first = await get("/", "gzip, deflate, br");
    const second = await get("/", "gzip, deflate, br");
    expect(first.headers["content-encoding"]).toBe("br");
    const html = zlib.brotliDecompressSync(first.body).toString();
    expect(inlineStyle(html)).toContain(".hero{color:#123456}");
    expect(zlib.brotliDecompressSync(second.body).toString()).toBe(html);
  });

  it("gets the length right for a client that asks for no compression", async () => {
    const { headers, body } = await get("/");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(Number(headers["content-length"])).toBe(body.length);
    expect(inlineStyle(body.toString())).toContain(".hero{color:#123456}");
  });

  it("leaves per-request pages and page data as they are", async () => {
    expect((await get("/per-request")).body.equals(heroPage)).toBe(true);
    expect((await get("/data")).body.equals(heroPage)).toBe(true);
  });
});

describe("withoutUnreadCustomProperties", () => {
  it("keeps what a var() reads, and what those read in turn", () => {
    expect(
      withoutUnreadCustomProperties(":root{--a:1;--b:var(--c);--c:red;--d:2}.x{color:var(--b)}"),
    ).toBe(":root{--b:var(--c);--c:red;}.x{color:var(--b)}");
  });

  it("drops a property read only by another dropped one, and the rule it leaves empty", () => {
    expect(withoutUnreadCustomProperties(".y{color:red}:root{--a:var(--b);--b:1}")).toBe(
      ".y{color:red}",
    );
  });

  it("keeps a property the markup reads, and a registered one only while it is read", () => {
    expect(
      withoutUnreadCustomProperties(
        '@property --w{syntax:"*"}@property --gone{syntax:"*"}:root{--w:1;--gone:2}',
        '<p style="width:var(--w)">',
      ),
    ).toBe('@property --w{syntax:"*"}:root{--w:1;}');
  });

  it("drops a declaration whole, past a semicolon inside a string or url()", () => {
    expect(
      withoutUnreadCustomProperties(
        ':root{--icon:url(data:image/svg+xml;utf8,<svg/>);--label:"a;b";--kept:1}.x{top:var(--kept)}',
      ),
    ).toBe(":root{--kept:1}.x{top:var(--kept)}");
  });
});
