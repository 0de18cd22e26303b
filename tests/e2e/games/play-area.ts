// Shared by the one-screen specs: the screens a game must fit, how each game's play begins, and
// the check that the play area's box lies inside the viewport (GAMES.md, "One screen").
import { expect, type Locator, type Page } from "@playwright/test";
import { games, type GameEntry } from "@/games/registry";

export type Screen = { name: string; width: number; height: number };

export const laptopAndTabletScreens: Screen[] = [
  { name: "laptop 1366x768", width: 1366, height: 768 },
  { name: "laptop 1280x720", width: 1280, height: 720 },
  { name: "upright tablet 820x1180", width: 820, height: 1180 },
  { name: "landscape tablet 1180x820", width: 1180, height: 820 },
];
export const phoneScreen: Screen = { name: "phone 390x844", width: 390, height: 844 };

export function screensFor(game: GameEntry): Screen[] {
  return game.phoneFriendly ? [...laptopAndTabletScreens, phoneScreen] : laptopAndTabletScreens;
}

/** The game's first move: Start where there is one, otherwise the first thing a player taps. */
export const beginPlay: Record<string, (page: Page) => Promise<void>> = {
  "letter-tiles": (page) => page.getByRole("button", { name: "m, consonant" }).click(),
  // Measured once the roll has landed: the rolled column's hear button is then in the bar too.
  "reading-roller": async (page) => {
    await page.getByRole("button", { name: "Roll the dice" }).click();
    await expect(page.getByTestId("roll-result")).toContainText("You rolled");
  },
  "vowel-sounds": (page) =>
    page.getByRole("group", { name: "Line 1" }).locator("button").first().click(),
  "whack-a-mole": (page) => page.getByRole("button", { name: "Start", exact: true }).click(),
  "ice-fishers": (page) => page.getByRole("button", { name: "New round" }).click(),
  "writing-paper": (page) => page.getByRole("button", { name: "Green" }).click(),
  "b-and-d": (page) => page.getByRole("radio", { name: "d for donut" }).click(),
  "alphabet-sequencing-game": (page) => page.locator("button[data-glyph]").first().click(),
  "alphabetical-order": (page) => page.getByRole("button", { name: /^Slot 1$/ }).click(),
  grammar: (page) => page.locator("button[data-card]").first().click(),
  "place-value-showdown": (page) => page.getByTestId("digit-card").first().click(),
  "math-it": (page) => page.getByRole("button", { name: "Start Game" }).click(),
  "match-it": (page) => page.getByRole("button", { name: "Start Game" }).click(),
  "name-it": (page) => page.getByRole("button", { name: "Start Game" }).click(),
  "mind-match": (page) => page.getByTestId("memory-card").first().click(),
  // The viewer has no move before a file is open: its file opener must fit as it loads.
  "pdf-viewer": async () => {},
};

/**
 * Games whose play area does not yet fit these screens (issue 17 point 1 still open for them):
 * listed so the gap is visible here and in the report, and removed as each one is laid out.
 */
export const notYetOneScreen = new Set<string>([]);

export const playableGames = games.filter(
  (game) => beginPlay[game.slug] && !notYetOneScreen.has(game.slug),
);

/** Opens a game at a fixed seed and waits until its own play area (not the loading frame) is in. */
export async function openGame(page: Page, slug: string, query = "seed=1") {
  await page.goto(`/student-apps/${slug}?${query}`);
  await expect(page.locator("[data-play-area]:not([role=status])")).toBeVisible();
}

/** Everything the player needs is on screen: the play area's box lies inside the viewport. */
export async function expectPlayAreaFits(page: Page) {
  const viewport = page.viewportSize()!;
  // Read after layout settles; the box is compared, so nothing here depends on timing.
  const box = await page.locator("[data-play-area]").evaluate((node) => {
    const r = node.getBoundingClientRect();
    return {
      top: Math.round(r.top),
      left: Math.round(r.left),
      bottom: Math.round(r.bottom),
      right: Math.round(r.right),
    };
  });
  expect(box.top, "play area starts above the screen").toBeGreaterThanOrEqual(0);
  expect(box.left, "play area starts left of the screen").toBeGreaterThanOrEqual(0);
  expect(box.bottom, `play area ends below a ${viewport.height} px screen`).toBeLessThanOrEqual(
    viewport.height,
  );
  expect(box.right, `play area is wider than a ${viewport.width} px screen`).toBeLessThanOrEqual(
    viewport.width,
  );
}

/** True when the element's box lies wholly inside the viewport. */
export async function isOnScreen(page: Page, locator: Locator) {
  const viewport = page.viewportSize()!;
  const box = await locator.evaluate((node) => {
    const r = node.getBoundingClientRect();
    return { top: r.top, left: r.left, bottom: r.bottom, right: r.right };
  });
  return (
    box.top >= 0 &&
    box.left >= 0 &&
    box.bottom <= viewport.height + 0.5 &&
    box.right <= viewport.width + 0.5
  );
}

/**
 * Place Value Showdown against the computer, by keyboard, up to the first showdown: the child's
 * card, Enter, the next free column, Enter, until "Next round" shows.
 */
export async function playToShowdown(page: Page) {
  const myCard = page.getByTestId("player-0").getByTestId("digit-card");
  const nextRound = page.getByRole("button", { name: "Next round" });
  for (let step = 0; step < 20; step++) {
    await expect(myCard.or(nextRound)).toBeVisible();
    if (await nextRound.isVisible()) return nextRound;
    await myCard.first().focus();
    await page.keyboard.press("Enter");
    await expect(
      page.getByTestId("player-0").locator("[data-testid=place-slot]:focus"),
    ).toHaveCount(1);
    await page.keyboard.press("Enter");
  }
  throw new Error("No showdown after 20 moves");
}
