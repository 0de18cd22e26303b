/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { WheelFace } from "./wheel-face";

describe("the wheel's face", () => {
  it("turns every label back by the wheel's angle, on the wheel's timing, so labels stay upright", () => {
    const transition = "transform 2600ms cubic-bezier(0.15, 0.7, 0.2, 1)";
    const { container } = render(
      <WheelFace labels={["sh", "ck", "ng", "wh", "bd"]} rotation={1597} transition={transition} />,
    );
    const wheel = container.querySelector("svg > g") as SVGGElement;
    expect(wheel.style.transform).toBe("rotate(1597deg)");
    const labels = [...container.querySelectorAll("text")];
    expect(labels.map((label) => label.textContent)).toEqual(["sh", "ck", "ng", "wh", "bd"]);
    for (const label of labels) {
      expect(label.style.transform).toBe("rotate(-1597deg)");
      expect(label.style.transition).toBe(wheel.style.transition);
      // Nothing between the label and the wheel turns it: its group only moves it.
      expect(label.getAttribute("transform")).toBeNull();
      expect(label.parentElement!.getAttribute("transform")).toMatch(/^translate\([-\d. ]+\)$/);
    }
  });
});
