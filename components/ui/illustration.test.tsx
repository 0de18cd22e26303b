/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { Illustration } from "./illustration";

describe("Illustration", () => {
  it("loads a hero picture first, with its box reserved", () => {
    render(
      <Illustration
        src="/images/illustrations/online-session.svg"
        alt="A tutor"
        width={560}
        height={440}
        hero
      />,
    );
    const img = screen.getByRole("img", { name: "A tutor" });
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("width", "560");
    expect(img).toHaveAttribute("height", "440");
    // The drawing itself travels with the page: no round trip for the largest paint.
    const src = img.getAttribute("src") ?? "";
    expect(src.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(src)).toContain("viewBox='0 0 560 440'");
  });

  it("lets other pictures wait until they are near the screen", () => {
    render(
      <Illustration src="/images/staff/megan-park.svg" alt="Megan" width={160} height={160} />,
    );
    const img = screen.getByRole("img", { name: "Megan" });
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
    // Served as drawn, as a file the browser caches: no image-optimiser round trip for an SVG.
    expect(img).toHaveAttribute("src", "/images/staff/megan-park.svg");
  });
});
