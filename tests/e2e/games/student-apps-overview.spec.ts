import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { games, gamesBySkill } from "../../../games/registry";

test("every game has a card, grouped by skill, linking to its route", async ({ page }) => {
  await page.goto("/student-apps");
  await expect(page.getByRole("heading", { level: 1, name: "Student Apps" })).toBeVisible();

  expect(games).toHaveLength(16);
  await expect(page.locator('[data-testid^="game-card-"]')).toHaveCount(games.length);

  for (const group of gamesBySkill()) {
    const section = page.getByRole("region", { name: group.label });
    await expect(section.getByRole("heading", { level: 2, name: group.label })).toBeVisible();
    for (const game of group.games) {
      const link = section.getByRole("link", { name: game.title, exact: true });
      await expect(link).toHaveAttribute("href", `/student-apps/${game.slug}`);
      await expect(section.getByText(game.description)).toBeVisible();
    }
  }

  // Match It is also reachable as group-it.
  await expect(page.getByRole("link", { name: "/student-apps/group-it" })).toHaveAttribute(
    "href",
    "/student-apps/group-it",
  );

  await expectNoSeriousA11yViolations(page);

  // The whole card is the link's target area.
  await page.getByTestId("game-card-letter-tiles").click();
  await expect(page).toHaveURL(/\/student-apps\/letter-tiles$/);
  await expect(page.getByRole("heading", { level: 1, name: "Letter Tiles" })).toBeVisible();
});
