import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { openNewActivity, signUpAsTeacher } from "./teacher-helpers";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

const targets = ["cat", "hat", "map", "bat"];

/** The moles that are up now, with the number key of their hole ("Hole 7: cat"). */
async function molesUp(page: Page): Promise<{ key: string; word: string }[]> {
  return page.locator("[data-testid=hole][data-word]").evaluateAll((holes) =>
    holes.map((hole) => ({
      key: /Hole (\d)/.exec(hole.getAttribute("aria-label") ?? "")?.[1] ?? "",
      word: hole.getAttribute("data-word") ?? "",
    })),
  );
}

test("a teacher saves a phonics Whack A Mole (warned about a word off the pattern), a visitor plays it to time's up by keyboard and the result shows in Track Assignments", async ({
  page,
  browser,
}) => {
  // A long walk (teacher, visitor, results) on a shared two-core machine: triple the usual time.
  test.slow();
  await signUpAsTeacher(page, "wam-teacher", "Ms Moles");
  await openNewActivity(page, "Whack A Mole");
  await page.getByLabel("Title").fill("Short a moles");
  await page.getByRole("radio", { name: "A phonics set" }).check();
  await page
    .getByLabel("Phonics set", { exact: true })
    .selectOption({ label: "Words with short a" });
  await page.getByLabel("Words to whack").fill("cat, hat, pig");
  // The set's own `matches` rule judges each word as it is typed.
  await expect(page.getByText("“pig” doesn't fit short a.", { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Words to whack").fill(targets.join(", "));
  await expect(page.getByText("doesn't fit short a", { exact: false })).toHaveCount(0);
  await page.getByRole("radio", { name: "Medium" }).check();
  await page.getByRole("radio", { name: "30 seconds" }).check();
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Short a moles" })).toBeVisible();
  await page.getByRole("button", { name: "Turn results on" }).click();
  await expect(page.getByText("Results are on.")).toBeVisible();
  const link = await page.getByLabel("Play link (no account needed)").inputValue();
  expect(link).toMatch(/^http:\/\/[^/]+\/play\/[A-Za-z0-9_-]{12}$/);

  // Projector mode: ?present=1 fills the screen with the game once the player has started.
  const projector = await browser.newContext();
  const screen = await projector.newPage();
  await screen.goto(`${link}?present=1`);
  await screen.getByLabel("Your first name or a nickname").fill("Class");
  await screen.keyboard.press("Enter");
  const area = screen.locator("[data-play-area]");
  await expect(area).toHaveAttribute("data-presenting", "true");
  await expect(screen.getByRole("button", { name: "Leave full screen" })).toBeFocused();
  await expectNoSeriousA11yViolations(screen);
  await screen.keyboard.press("Escape");
  await expect(area).not.toHaveAttribute("data-presenting");
  await expect(screen.getByRole("button", { name: "Full screen" })).toBeVisible();
  await projector.close();

  // The visitor's page runs on Playwright's clock, so moles move only when the test says.
  const visitor = await browser.newContext();
  const player = await visitor.newPage();
  await player.clock.install({ time: new Date("2025-01-06T09:00:00") });
  await player.goto(`${link}?seed=5`);
  await expect(player.getByRole("heading", { level: 1, name: "Short a moles" })).toBeVisible();
  await expect(player.locator("footer")).toHaveCount(0);
  await player.getByLabel("Your first name or a nickname").fill("Ava");
  await player.keyboard.press("Enter");
  await expect(player.getByRole("heading", { name: "Get ready" })).toBeVisible();
  await expect(player.getByText("Words with short a", { exact: true })).toBeVisible();
  await player.clock.pauseAt(new Date("2025-01-06T12:00:00"));
  await player.clock.resume();
  await expectNoSeriousA11yViolations(player);
  await player.clock.pauseAt((await player.evaluate(() => Date.now())) + 1_000);

  await player.getByRole("button", { name: "Start" }).focus();
  await player.keyboard.press("Enter");
  await expect(player.getByTestId("time-left")).toHaveText("Time 0:30");
  const whacked: string[] = [];
  let oops: string | null = null;
  const done = player.getByRole("heading", { name: "All done!" });
  for (let step = 0; step < 200 && !(await done.isVisible()); step++) {
    await player.clock.runFor(250);
    if (await done.isVisible()) break;
    for (const mole of await molesUp(player)) {
      if (targets.includes(mole.word)) {
        await player.keyboard.press(mole.key);
        whacked.push(mole.word);
        await expect(player.getByTestId("score")).toContainText(`Whacked: ${whacked.length}`);
      } else if (oops === null) {
        await player.keyboard.press(mole.key);
        oops = mole.word;
        await expect(player.getByTestId("feedback")).toContainText(
          `Oops! “${mole.word}” is not one of them.`,
        );
      }
    }
  }
  await expect(done).toBeVisible();
  expect(whacked.length).toBeGreaterThan(0);
  expect(oops).not.toBeNull();
  const summary = (await player.getByText(/^You scored \d+ out of \d+/).textContent()) ?? "";
  const [, score, total] = /You scored (\d+) out of (\d+)/.exec(summary)!;
  expect(Number(score)).toBe(whacked.length);
  expect(Number(total)).toBeGreaterThanOrEqual(whacked.length + 1);
  await expect(player.getByText("Saved! Your teacher can see how you did.")).toBeVisible();
  await player.clock.resume();
  await expectNoSeriousA11yViolations(player);
  await visitor.close();

  await page.goto("/teacher-portal");
  await page.getByRole("tab", { name: "Track Assignments" }).click();
  await expect(page.getByText("1 play · Results on")).toBeVisible();
  await page.getByRole("link", { name: "Results for Short a moles" }).click();
  await expect(page.getByRole("cell", { name: "Ava" })).toBeVisible();
  await expect(page.getByRole("cell", { name: `${score} of ${total}`, exact: true })).toBeVisible();
  for (const word of targets)
    await expect(
      page.getByRole("row", { name: new RegExp(`^${word} \\d+ of 1 plays?`) }),
    ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
