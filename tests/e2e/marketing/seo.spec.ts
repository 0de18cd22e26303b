import { expect, test } from "../helpers/test";

const indexable = [
  "/",
  "/meet-our-staff",
  "/start-here",
  "/get-started",
  "/structured-literacy",
  "/dyslexia",
  "/services-offered",
  "/assessments",
  "/utah-fits-all",
  "/dyslexia-resources",
  "/contact",
  "/privacy",
  "/data-deletion",
  "/terms",
];

/** Reads the server-rendered <head>: what crawlers and link previews see, before any script runs. */
function readHead(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null;
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
    twitterImage: attr(/<meta name="twitter:image" content="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
  };
}

test("every marketing page has its own title and description, a canonical URL and social cards", async ({
  request,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of indexable) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const head = readHead(await response.text());
    expect(head.title, path).toMatch(/Bright Path Reading/);
    expect(head.description?.length ?? 0, path).toBeGreaterThan(50);
    titles.add(head.title ?? "");
    descriptions.add(head.description ?? "");
    const canonical = new URL(head.canonical ?? "");
    expect(canonical.pathname === "/" ? "/" : canonical.pathname, path).toBe(path);
    expect(head.ogTitle, path).toBeTruthy();
    expect(head.ogImage, path).toMatch(/^https?:\/\/.+\/opengraph-image/);
    expect(head.twitterImage, path).toMatch(/\/opengraph-image/);
    expect(head.twitterCard, path).toBe("summary_large_image");
    expect(head.robots, `${path} must be indexable`).toBeNull();
  }
  expect(titles.size).toBe(indexable.length);
  expect(descriptions.size).toBe(indexable.length);
});

test("the generated social image, robots.txt and sitemap.xml are served", async ({ request }) => {
  const image = await request.get("/opengraph-image");
  expect(image.ok()).toBe(true);
  expect(image.headers()["content-type"]).toContain("image/png");

  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/admin", "/api", "/thank-you", "/teacher-portal"])
    expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/student-apps/letter-tiles</loc>");
  expect(sitemap).not.toContain("/thank-you");
});
