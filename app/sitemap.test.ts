import sitemap from "./sitemap";
import { games } from "@/games/registry";
import { siteConfig } from "@/lib/site-config";

describe("sitemap.xml", () => {
  const entries = sitemap();
  const paths = entries.map((entry) => entry.url.replace(siteConfig.siteUrl, ""));

  it("uses absolute URLs on the configured site URL", () => {
    for (const entry of entries) expect(entry.url.startsWith(`${siteConfig.siteUrl}/`)).toBe(true);
  });

  it.each([
    "/",
    "/meet-our-staff",
    "/start-here",
    "/structured-literacy",
    "/dyslexia",
    "/services-offered",
    "/dyslexia-resources",
    "/utah-fits-all",
    "/assessments",
    "/contact",
    "/privacy",
    "/data-deletion",
    "/terms",
  ])("includes the marketing page %s", (path) => {
    expect(paths).toContain(path);
  });

  it("includes the student apps overview and every game from the registry", () => {
    expect(paths).toContain("/student-apps");
    for (const game of games) expect(paths).toContain(`/student-apps/${game.slug}`);
  });

  it.each(["/thank-you", "/login", "/admin", "/teacher-portal", "/force-password-change", "/api"])(
    "leaves out %s",
    (prefix) => {
      expect(paths.filter((path) => path.startsWith(prefix))).toEqual([]);
    },
  );

  it.each(["/class-info", "/decoding-discoveries"])(
    "leaves out %s, a placeholder page by the spec",
    (path) => {
      expect(paths).not.toContain(path);
    },
  );

  it("lists each page once", () => {
    expect(new Set(paths).size).toBe(paths.length);
  });
});
