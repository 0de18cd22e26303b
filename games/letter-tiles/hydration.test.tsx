/** @jest-environment jsdom */
// Letter Tiles hydrates in one render: nothing the server and the browser see differently (speech,
// "hydrated") may make React draw the whole board a second time as the page wakes up on a phone
// (games/kit/screen/hydration-mark.ts).
import type { ComponentProps } from "react";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { installSpeech, removeSpeech } from "@/tests/helpers/fake-speech-synthesis";
import { LetterTilesGame } from "./letter-tiles-game";
import type * as Palette from "./tile-palette";

const mockPaletteRenders = { count: 0 };
jest.mock("./tile-palette", () => {
  const actual = jest.requireActual<typeof Palette>("./tile-palette");
  return {
    ...actual,
    TilePalette: (props: ComponentProps<typeof actual.TilePalette>) => {
      mockPaletteRenders.count += 1;
      return actual.TilePalette(props);
    },
  };
});

globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
afterEach(() => removeSpeech());

it("hydrates the server's board without drawing it again, then marks itself hydrated", async () => {
  // The browser can speak, where the server's frame could not know it.
  installSpeech([{ name: "Samantha", lang: "en-US", localService: true }]);
  const container = document.createElement("div");
  container.innerHTML = renderToString(<LetterTilesGame />);
  document.body.append(container);
  const game = container.querySelector('[data-testid="letter-tiles"]');
  expect(game).not.toHaveAttribute("data-hydrated");

  mockPaletteRenders.count = 0;
  await act(async () => {
    hydrateRoot(container, <LetterTilesGame />);
    await Promise.resolve();
  });
  expect(mockPaletteRenders.count).toBe(1);
  expect(container.querySelector('[data-testid="letter-tiles"]')).toBe(game);
  expect(game).toHaveAttribute("data-hydrated", "true");
});
