import { consentWith, effectiveConsent, isChildDirectedPath, isStaffPath } from "./consent";

describe("which pages are measured", () => {
  it("treats play links like the student apps and embeds: child-directed", () => {
    for (const path of ["/play/abc123", "/student-apps/letter-tiles", "/embed/writing-paper"])
      expect(isChildDirectedPath(path)).toBe(true);
    expect(isChildDirectedPath("/playground")).toBe(false);
    expect(isChildDirectedPath("/dyslexia")).toBe(false);
  });

  it("keeps advertising signals off on a play link, whatever the parent accepted", () => {
    expect(effectiveConsent(consentWith("granted"), "/play/abc123")).toEqual({
      ...consentWith("denied"),
      analytics_storage: "granted",
    });
  });

  it("knows the staff area, which sends no page views", () => {
    for (const path of [
      "/admin",
      "/admin/leads",
      "/account/security",
      "/teacher-portal/activities/new",
    ])
      expect(isStaffPath(path)).toBe(true);
    for (const path of ["/", "/login", "/administration-tips", "/student-apps"])
      expect(isStaffPath(path)).toBe(false);
  });
});
