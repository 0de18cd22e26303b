import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { openNewActivity, signUpAsTeacher } from "./teacher-helpers";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { fakeSpeech, spoken } from "../helpers/fake-speech";

const press = async (target: Page, name: string) => {
  const button = target.getByRole("button", { name, exact: true });
  await expect(button).toBeEnabled();
  await button.focus();
  await target.keyboard.press("Enter");
};

/** How many wheel labels are turned on screen by more than a degree: none when all read upright. */
const tiltedLabels = (target: Page) =>
  target.locator("[data-play-area] svg text").evaluateAll(
    (texts) =>
      texts.filter((text) => {
        const m = (text as SVGGraphicsElement).getScreenCTM()!;
        return Math.abs((Math.atan2(m.b, m.a) * 180) / Math.PI) > 1;
      }).length,
  );

test("a teacher makes a Spinner Wheel, a visitor spins it empty by keyboard, and Track Assignments says a spinner saves no results", async ({
  page,
  browser,
}) => {
  // A long walk (teacher, visitor, results, worksheet) on a shared two-core machine:
  // triple the usual time.
  test.slow();
  await signUpAsTeacher(page, "spinner-teacher", "Mr Spinner");
  await openNewActivity(page, "Spinner Wheel");
  await page.getByLabel("Title").fill("Digraph spinner");
  const segments = page.getByLabel("Segments (2 to 24): words, letters or prompts, one per line");
  await segments.fill("sh");
  await expect(page.getByText("Please add at least 2 segments.")).toBeVisible();
  await page.getByLabel("Spins in one game (1 to 50)").fill("0");
  await expect(page.getByText("Please choose how many spins, from 1 to 50.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await segments.fill("sh\nch\nSay a word with th");
  await expect(page.getByText("Please add at least 2 segments.")).toHaveCount(0);
  await page
    .getByLabel("Remove a segment once it comes up (the game ends when the wheel is empty)")
    .check();
  await expect(page.getByLabel("Spins in one game (1 to 50)")).toHaveCount(0);
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Digraph spinner" })).toBeVisible();
  const activityUrl = page.url();
  await expect(
    page.getByText(
      "A Spinner Wheel has no right or wrong answers, so it doesn't save results or ask for a name.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn results on" })).toHaveCount(0);
  const link = await page.getByLabel("Play link (no account needed)").inputValue();
  expect(link).toMatch(/^http:\/\/[^/]+\/play\/[A-Za-z0-9_-]{12}$/);

  // The wheel turns for this visitor; each result is written and read out once it stops.
  const visitor = await browser.newContext();
  await fakeSpeech(visitor);
  const player = await visitor.newPage();
  await player.goto(`${link}?seed=7`);
  await expect(player.getByRole("heading", { level: 1, name: "Digraph spinner" })).toBeVisible();
  await expect(player.locator("footer")).toHaveCount(0);
  await expect(player.getByLabel("Your first name or a nickname")).toHaveCount(0);
  await expectNoSeriousA11yViolations(player);
  const results: string[] = [];
  for (let spin = 1; spin <= 3; spin++) {
    await press(player, "Spin");
    // Upright while it turns, so "ch" never shows upside down or mirrored.
    expect(await tiltedLabels(player)).toBe(0);
    // The counter moves with the spin itself, so the text below is this spin's result.
    await expect(player.getByText(`Spins: ${spin} · ${3 - spin} left on the wheel`)).toBeVisible();
    const landed = player.getByText(/^The wheel landed on: .+\./);
    await expect(landed).toBeVisible();
    results.push(
      (await landed.innerText()).replace(
        /^The wheel landed on: (.+?)\.(?: That was the last spin\.)?$/,
        "$1",
      ),
    );
    // A sentence can be heard (H here); a single sound like "sh" gets no synthetic voice.
    const result = results[results.length - 1]!;
    const hear = player.getByRole("button", { name: "Hear it" });
    if (result === "Say a word with th") {
      await expect(hear).toBeVisible();
      await player.keyboard.press("h");
      expect((await spoken(player)).map((u) => u.text)).toEqual([result]);
    } else await expect(hear).toHaveCount(0);
  }
  // Remove mode: every segment came up exactly once.
  expect([...results].sort()).toEqual(["Say a word with th", "ch", "sh"]);
  await expect(player.getByText("That was the last spin.", { exact: false })).toBeVisible();
  await expect(player.getByRole("button", { name: "Finish" })).toBeFocused();
  await expectNoSeriousA11yViolations(player);
  await player.keyboard.press("Enter");
  await expect(
    player.getByText(`You spun the wheel 3 times: ${results.join(", ")}.`),
  ).toBeVisible();
  await visitor.close();

  // The same seed replays the same spins; under reduced motion the wheel does not turn.
  const calm = await browser.newContext({ reducedMotion: "reduce" });
  const still = await calm.newPage();
  await still.goto(`${link}?seed=7`);
  await press(still, "Spin");
  await expect(still.getByText(`The wheel landed on: ${results[0]}.`)).toBeVisible();
  // No transition and no extra turns: the wheel is simply shown at its result.
  const wheel = still.locator("[data-play-area] svg g").first();
  await expect(wheel).toHaveAttribute("style", /transition: none/);
  const turned = Number(
    /rotate\(([\d.]+)deg\)/.exec((await wheel.getAttribute("style")) ?? "")?.[1],
  );
  expect(turned).toBeLessThan(360);
  await expect(still.locator("[data-play-area] svg text")).toHaveCount(3);
  expect(await tiltedLabels(still)).toBe(0);
  await calm.close();

  await page.goto("/teacher-portal");
  await page.getByRole("tab", { name: "Track Assignments" }).click();
  await expect(page.getByText("Spinner Wheel · nothing to score, so no results")).toBeVisible();
  await expect(page.getByRole("link", { name: "Results for Digraph spinner" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${activityUrl}/print`);
  await expect(page.getByText("On the wheel: sh, ch, Say a word with th")).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "It landed on" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
