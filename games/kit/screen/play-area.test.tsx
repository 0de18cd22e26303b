/** @jest-environment jsdom */
// The play area measures where it starts on the page and sets --play-top only where that differs
// from the game shell's figure: --play-top is inherited, so setting the same value again restyled
// every tile and card of the board right after hydration (issue #36, a phone's longest task).
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { PlayArea } from "./play-area";

const SHELL_TOP = "161px";

function board() {
  return (
    <PlayArea className="board">
      <button type="button">Tile</button>
    </PlayArea>
  );
}

/** Hydrates the server's frame with the play area's top measured at `top` pixels. */
async function hydrateWithTop(top: number) {
  jest.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue({
    top,
    bottom: top + 400,
    left: 0,
    right: 390,
    width: 390,
    height: 400,
  } as DOMRect);
  const computed = window.getComputedStyle.bind(window);
  jest.spyOn(window, "getComputedStyle").mockImplementation((element) => {
    const style = computed(element);
    const value = (name: string) =>
      name === "--play-top" ? SHELL_TOP : style.getPropertyValue(name);
    return Object.assign(Object.create(style) as CSSStyleDeclaration, { getPropertyValue: value });
  });
  const container = document.createElement("div");
  container.innerHTML = renderToString(board());
  document.body.append(container);
  const content = () => container.querySelector(".board")!;
  const serverStyle = content().getAttribute("style");
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, board(), { onRecoverableError: (error) => mismatches.push(error) });
    await Promise.resolve();
  });
  expect(mismatches).toEqual([]);
  return { serverStyle, style: content().getAttribute("style") };
}

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = "";
});

it("leaves the server's frame as it is where the shell's figure is right", async () => {
  const { serverStyle, style } = await hydrateWithTop(161);
  expect(style).toBe(serverStyle);
  expect(style).not.toMatch(/--play-top:/);
});

it("sets the measured top where the page differs (larger text, a bar on three lines)", async () => {
  const { style } = await hydrateWithTop(217);
  expect(style).toContain("--play-top: 217px");
});
