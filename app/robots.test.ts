import robots from "./robots";
import { siteConfig } from "@/lib/site-config";

describe("robots.txt", () => {
  const result = robots();
  const rules = Array.isArray(result.rules) ? result.rules : [result.rules];

  it("lets every crawler in and keeps private areas out", () => {
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ userAgent: "*", allow: "/" });
    expect(rules[0]!.disallow).toEqual(
      expect.arrayContaining(["/admin", "/api", "/thank-you", "/teacher-portal"]),
    );
  });

  it("does not block public pages", () => {
    const disallow = [rules[0]!.disallow ?? []].flat();
    for (const path of ["/", "/dyslexia", "/student-apps", "/free-consultation"]) {
      expect(disallow.some((prefix) => path.startsWith(prefix))).toBe(false);
    }
  });

  it("points to the sitemap on the configured site URL", () => {
    expect(result.sitemap).toBe(`${siteConfig.siteUrl}/sitemap.xml`);
  });
});
