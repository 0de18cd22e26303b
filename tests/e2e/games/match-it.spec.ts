import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { SLOW } from "../helpers/timeouts";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
}

const yourCard = (page: Page) => page.getByRole("group", { name: "Your Card" });

async function pickMatch(page: Page, expectedScore: number) {
  const value = await page.getByTestId("center-card").getAttribute("data-value");
  await yourCard(page).locator(`button[data-value="${value}"]`).click();
  await expect(page.getByTestId("match-score")).toHaveText(String(expectedScore));
}

test("Match It: idle, matches, a wrong pick, then Time's up with the score", async ({ page }) => {
  // A 20-second round: short for the test, long enough for a busy machine to make four picks.
  await open(page, "/student-apps/match-it?seed=11&seconds=20");
  await expect(page.getByRole("heading", { level: 1, name: "Match It" })).toBeVisible();
  await expect(page.getByTestId("match-hint")).toHaveText(
    "Press Start Game to begin. Match your card to the center.",
  );
  await expect(page.getByTestId("match-time")).toHaveText("20 s");
  await expect(yourCard(page).getByRole("button")).toHaveCount(6);

  // Clicks are ignored before the game starts.
  await yourCard(page).getByRole("button").first().click({ force: true });
  await expect(page.getByTestId("match-score")).toHaveText("0");

  await page.getByRole("button", { name: "Start Game" }).click();
  await pickMatch(page, 1);
  await pickMatch(page, 2);

  const center = await page.getByTestId("center-card").getAttribute("data-value");
  await yourCard(page).locator(`button[data-value]:not([data-value="${center}"])`).first().click();
  await expect(page.getByTestId("toast")).toContainText("Try again");
  await expect(page.getByTestId("match-score")).toHaveText("2");

  // The keyboard works too: focus the matching card with the arrow keys and press Enter.
  const value = await page.getByTestId("center-card").getAttribute("data-value");
  const cards = yourCard(page).getByRole("button");
  const values = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-value")));
  await cards.first().focus();
  for (let i = 0; i < values.indexOf(value); i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("match-score")).toHaveText("3");

  await expect(page.getByTestId("toast")).toContainText("Time's up!", { timeout: SLOW });
  await expect(page.getByTestId("toast")).toContainText("Cards claimed: 3");
  await expect(page.getByTestId("match-time")).toHaveText("0 s");
  await expect(page.getByTestId("match-hint")).toContainText("Time's up! Cards claimed: 3.");
  await expectNoSeriousA11yViolations(page);
});

test("Group It shows the same game; mode B pairs small letters with capitals in practice", async ({
  page,
}) => {
  await open(page, "/student-apps/group-it?seed=4");
  await expect(page.getByRole("heading", { level: 1, name: "Match It" })).toBeVisible();
  await page.getByRole("radio", { name: "Letters A-Z" }).check();
  await page.getByRole("radio", { name: "B", exact: true }).check();
  await page.getByLabel("Number of Cards").selectOption("3");
  await page.getByRole("checkbox", { name: "Practice (no clock)" }).check();
  await expect(page.getByTestId("center-mode-text")).toHaveText(
    "Mode B: the center shows a small letter. Find its capital.",
  );
  await page.getByRole("button", { name: "Start Game" }).click();
  await expect(page.getByTestId("match-time")).toHaveText("No clock");
  await expect(yourCard(page).getByRole("button")).toHaveCount(3);
  const capital = await page.getByTestId("center-card").getAttribute("data-value");
  await expect(page.getByTestId("center-card")).toHaveAccessibleName(
    `Center card: small ${capital!.toLowerCase()}`,
  );
  await expect(page.getByTestId("center-card")).toContainText(capital!.toLowerCase());
  await pickMatch(page, 1);
  await expectNoSeriousA11yViolations(page);
});
