import { siteUrlProblem } from "./launch-check";

describe("siteUrlProblem", () => {
  it("lets a server serve the address its build was made for", () => {
    expect(
      siteUrlProblem({ SITE_URL: "https://practice.example/" }, "https://practice.example"),
    ).toBeNull();
    expect(siteUrlProblem({}, "http://localhost:3000")).toBeNull();
  });

  it("stops a server whose SITE_URL differs from its build's, saying how to fix it", () => {
    expect(
      siteUrlProblem({ SITE_URL: "https://practice.example" }, "http://localhost:3000"),
    ).toMatch(/this build was made for http:\/\/localhost:3000.*npm run build/);
  });

  it("stops a server given a second, different public address", () => {
    expect(
      siteUrlProblem(
        { SITE_URL: "https://practice.example", NEXT_PUBLIC_SITE_URL: "https://old.example" },
        "https://practice.example",
      ),
    ).toMatch(/remove NEXT_PUBLIC_SITE_URL/);
  });
});
