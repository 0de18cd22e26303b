import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

const targets = ["cat", "hat", "bat", "mat"];
const others = ["dog", "sit", "cup", "bed"];
const listQuery = `targets=${targets.join(",")}&others=${others.join(",")}&prompt=${encodeURIComponent("Words in the -at family")}`;

/** The moles that are up now, with the number key of their hole ("Hole 7: cat"). */
async function molesUp(page: Page): Promise<{ key: string; word: string }[]> {
  return page.locator("[data-testid=hole][data-word]").evaluateAll((holes) =>
    holes.map((hole) => ({
      key: /Hole (\d)/.exec(hole.getAttribute("aria-label") ?? "")?.[1] ?? "",
      word: hole.getAttribute("data-word") ?? "",
    })),
  );
}

/**
 * The page runs on Playwright's clock: it flows while the page loads, then stands still, so the
 * moles move only when the test advances time (a loaded test machine cannot make moles vanish).
 */
async function openWithClock(page: Page, query: string) {
  await page.clock.install({ time: new Date("2025-01-06T09:00:00") });
  await page.goto(`/student-apps/whack-a-mole?${query}`);
  await expect(page.getByRole("heading", { name: "Get ready" })).toBeVisible();
  await page.clock.pauseAt(new Date("2025-01-06T12:00:00"));
}

/** axe needs running timers: let the clock flow for the check, then stand it still again. */
async function checkA11yWithClock(page: Page) {
  await page.clock.resume();
  await expectNoSeriousA11yViolations(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

test.describe("Whack-a-Mole", () => {
  test("a round played with the number keys ends in a summary of hits and misses", async ({
    page,
  }) => {
    await openWithClock(page, `${listQuery}&speed=medium&seconds=10&seed=5`);
    await checkA11yWithClock(page);

    await page.getByRole("button", { name: "Start" }).click();
    await expect(page.getByTestId("prompt")).toContainText("Words in the -at family");
    await expect(page.getByTestId("time-left")).toHaveText("Time 0:10");

    const whacked: string[] = [];
    let oops: string | null = null;
    const summary = page.getByTestId("round-summary");
    for (let step = 0; step < 60 && !(await summary.isVisible()); step++) {
      await page.clock.runFor(250);
      for (const mole of await molesUp(page)) {
        if (targets.includes(mole.word)) {
          await page.keyboard.press(mole.key);
          whacked.push(mole.word);
          await expect(page.getByTestId("score")).toContainText(`Whacked: ${whacked.length}`);
        } else if (oops === null) {
          // One deliberate wrong whack: the feedback is a kind "oops" and the rule, no points lost.
          await page.keyboard.press(mole.key);
          oops = mole.word;
          await expect(page.getByTestId("feedback")).toContainText(
            `Oops! “${mole.word}” is not one of them.`,
          );
          await expect(page.getByTestId("score")).toContainText(`Whacked: ${whacked.length}`);
          // Checked with the game paused, so the round's clock does not run during the check.
          await page.keyboard.press("p");
          await checkA11yWithClock(page);
          await page.keyboard.press("p");
          await expect(page.getByTestId("paused")).toBeHidden();
        }
      }
    }

    await expect(page.getByRole("heading", { name: "Time's up!" })).toBeVisible();
    expect(whacked.length).toBeGreaterThan(0);
    await expect(page.getByTestId("hit-count")).toHaveText(String(whacked.length));
    for (const word of new Set(whacked))
      await expect(page.getByTestId("summary-hits")).toContainText(word);
    expect(oops).not.toBeNull();
    await expect(page.getByTestId("summary-wrong")).toContainText(oops!);
    await expect(page.getByTestId("summary-missed")).toBeVisible();
    await expect(page.getByRole("button", { name: "Play again" })).toBeFocused();
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);
  });

  test("pause freezes the moles and the clock; arrows and Enter whack too", async ({ page }) => {
    await openWithClock(page, `${listQuery}&speed=slow&time=30&seed=2`);
    await page.getByRole("button", { name: "Start" }).click();
    await page.clock.runFor(1_000);
    await expect(page.locator("[data-testid=hole][data-word]")).toHaveCount(1);
    const timeText = await page.getByTestId("time-left").textContent();
    const [before] = await molesUp(page);

    await page.keyboard.press("p");
    await expect(page.getByTestId("paused")).toBeVisible();
    await expect(page.locator("[data-testid=hole][aria-disabled=true]")).toHaveCount(9);
    await page.clock.runFor(20_000); // a long break: nothing moves, no time is lost
    await expect(page.getByTestId("time-left")).toHaveText(timeText!);
    expect(await molesUp(page)).toEqual([before]);
    await page.getByRole("button", { name: "Resume" }).first().click();
    await expect(page.getByTestId("paused")).toBeHidden();

    // Arrow keys move between holes; Enter whacks the focused one.
    const mole = before!;
    await page.getByRole("button", { name: /^Hole 5:/ }).focus();
    const hole = page.getByRole("button", { name: new RegExp(`^Hole ${mole.key}:`) });
    const [row, col] = [Math.floor((9 - Number(mole.key)) / 3), (Number(mole.key) - 1) % 3];
    for (let i = 0; i < Math.abs(row - 1); i++)
      await page.keyboard.press(row > 1 ? "ArrowDown" : "ArrowUp");
    for (let i = 0; i < Math.abs(col - 1); i++)
      await page.keyboard.press(col > 1 ? "ArrowRight" : "ArrowLeft");
    await expect(hole).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("feedback")).toContainText(
      targets.includes(mole.word) ? "Yes!" : "Oops!",
    );

    await page.clock.runFor(1_000);
    await expect(page.getByTestId("time-left")).not.toHaveText(timeText!);
    await page.getByRole("button", { name: "End round" }).click();
    await expect(page.getByRole("heading", { name: "Round over" })).toBeVisible();
  });

  test("a teacher types a list, plays it and copies a link; a broken link falls back kindly", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/student-apps/whack-a-mole?targets=&others=dog");
    await expect(page.getByTestId("list-problem")).toContainText("could not be used");

    await page.getByRole("button", { name: "Type your own word list" }).click();
    const dialog = page.getByRole("dialog", { name: "Your own word list" });
    await dialog.getByLabel("Prompt the child sees").fill("Words with sh");
    await dialog.getByLabel("Words to whack").fill("ship, shop, fish");
    await dialog.getByRole("button", { name: "Play this list" }).click();
    await expect(dialog.getByRole("alert")).toContainText(
      "Add at least one word that is not on the list",
    );
    await dialog.getByLabel("Words to skip").fill("chip\nsip");
    await dialog.getByRole("button", { name: "Copy link to this list" }).click();
    await expect(dialog.getByTestId("copy-status")).toHaveText("Link copied.");
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain("targets=ship%2Cshop%2Cfish");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Play this list" }).click();
    await expect(page.getByLabel("What to whack")).toHaveValue("custom");
    await expect(page).toHaveURL(/others=chip%2Csip/);

    await page.goto(link);
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page.getByTestId("prompt")).toContainText("Words with sh");
  });
});
