// Issue 17 point 2: Name It and Math It on one tablet. Upright, the players sit at opposite ends
// (player 2's side turned 180° to face the far player) with the centre card between them;
// lying flat in landscape, the three columns sit side by side. Both races fit the screen.
import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { expectPlayAreaFits, openGame } from "./play-area";

type Box = { top: number; bottom: number; left: number; right: number };

async function sides(page: Page) {
  return page.evaluate(() => {
    // Tailwind 4 turns with the CSS rotate property; a transform would do it as a matrix.
    const turnOf = (node: Element) => {
      const style = getComputedStyle(node);
      if (style.rotate && style.rotate !== "none") return style.rotate;
      return style.transform === "matrix(-1, 0, 0, -1, 0, 0)"
        ? "180deg"
        : style.transform === "none"
          ? "none"
          : style.transform;
    };
    const box = (selector: string): Box => {
      const r = document.querySelector(selector)!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const p2 = document.querySelector('[data-testid="player-2-side"]')!;
    const p1 = document.querySelector('[data-testid="player-1-side"]')!;
    return {
      player1: box('[data-testid="player-1-side"]'),
      player2: box('[data-testid="player-2-side"]'),
      center: box('section[aria-label="Center"]'),
      player2Turn: turnOf(p2),
      player1Turn: turnOf(p1),
    };
  });
}

for (const slug of ["name-it", "math-it"]) {
  test.describe(`${slug} on one tablet`, () => {
    test("upright: players at opposite ends, the far player's side turned to face them, the centre between", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 820, height: 1180 });
      await openGame(page, slug);
      await page.getByRole("button", { name: "Start Game" }).click();
      await expectPlayAreaFits(page);
      const layout = await sides(page);
      expect(layout.player2Turn).toBe("180deg");
      expect(layout.player1Turn).toBe("none");
      // Top to bottom: player 2, the centre card, player 1.
      expect(layout.player2.bottom).toBeLessThanOrEqual(layout.center.top + 1);
      expect(layout.center.bottom).toBeLessThanOrEqual(layout.player1.top + 1);
    });

    test("landscape: the two players side by side with the centre card between them", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1180, height: 820 });
      await openGame(page, slug);
      await page.getByRole("button", { name: "Start Game" }).click();
      await expectPlayAreaFits(page);
      const layout = await sides(page);
      expect(layout.player2Turn).toBe("none");
      expect(layout.player1.right).toBeLessThanOrEqual(layout.center.left + 1);
      expect(layout.center.right).toBeLessThanOrEqual(layout.player2.left + 1);
    });
  });
}
