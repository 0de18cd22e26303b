import { expect, test } from "../helpers/test";
import { openNewActivity, signUpAsTeacher } from "./teacher-helpers";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

test("a teacher saves a Place Value Showdown, shares the link and QR code, a visitor plays it to the end by keyboard, the play is stored when the game ends (before Finish, and only once) and shows in Track Assignments", async ({
  page,
  browser,
  context,
}) => {
  // A long walk (teacher, visitor, results) on a shared two-core machine: triple the usual time.
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpAsTeacher(page, "pvs-teacher", "Mr Places");
  await openNewActivity(page, "Place Value Showdown");
  await page.getByLabel("Title").fill("Tens and ones race");
  await page.getByRole("radio", { name: "2: tens and ones" }).check();
  await page.getByRole("radio", { name: "3 points" }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tens and ones race" })).toBeVisible();

  // The QR code of the play link, drawn on the server, with alt text.
  const qr = page.getByRole("img", { name: "QR code of the play link" });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );

  await page.getByRole("button", { name: "Turn results on" }).click();
  await expect(page.getByText("Results are on.")).toBeVisible();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied.")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^http:\/\/[^/]+\/play\/[A-Za-z0-9_-]{12}$/);
  await expectNoSeriousA11yViolations(page);

  const visitor = await browser.newContext();
  const player = await visitor.newPage();
  await player.goto(`${link}?seed=3`);
  await expect(player.getByRole("heading", { level: 1, name: "Tens and ones race" })).toBeVisible();
  await expect(player.locator("footer")).toHaveCount(0);
  await player.getByLabel("Your first name or a nickname").fill("Sam");
  await player.keyboard.press("Enter");
  await expect(player.getByTestId("round-goal")).toContainText("greater");
  await expect(player.getByText("First to 3")).toBeVisible();
  // The tutor's settings are fixed: no Setup button in a shared activity.
  await expect(player.getByRole("button", { name: "Setup" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(player);

  // The only request after the start is the stored play: the game's end sends it, not Finish.
  const stored = player.waitForResponse((response) => response.request().method() === "POST");
  const myCard = player.getByTestId("player-0").getByTestId("digit-card");
  const nextRound = player.getByRole("button", { name: "Next round" });
  const winner = player.getByTestId("game-winner");
  await myCard.focus();
  let rounds = 1;
  for (let step = 0; step < 60; step++) {
    await expect(myCard.or(nextRound).or(winner)).toBeVisible();
    if (await winner.isVisible()) break;
    if (await nextRound.isVisible()) {
      await expect(nextRound).toBeFocused();
      await player.keyboard.press("Enter");
      rounds += 1;
      continue;
    }
    // Focus follows the turn back to the child's card: Enter picks it up, Enter places it.
    await expect(myCard).toBeFocused();
    await player.keyboard.press("Enter");
    await expect(
      player.getByTestId("player-0").locator("[data-testid=place-slot]:focus"),
    ).toHaveCount(1);
    await player.keyboard.press("ArrowRight");
    await player.keyboard.press("Enter");
  }
  const final = (await winner.textContent()) ?? "";
  const [, a, b] = /, (\d+) to (\d+)!/.exec(final)!;
  const won = final.startsWith("You win") ? Number(a) : Number(b);
  expect((await stored).ok()).toBe(true);
  await page.goto("/teacher-portal");
  await page.getByRole("tab", { name: "Track Assignments" }).click();
  await expect(page.getByText("1 play · Results on")).toBeVisible();

  // Finish afterwards shows the summary and stores nothing more.
  const finish = player.getByRole("button", { name: "Finish" });
  await expect(finish).toBeFocused();
  await player.keyboard.press("Enter");
  await expect(
    player.getByText(`You won ${won} of ${rounds} ${rounds === 1 ? "round" : "rounds"}.`),
  ).toBeVisible();
  await expect(player.getByText("Saved! Your teacher can see how you did.")).toBeVisible();
  await expectNoSeriousA11yViolations(player);
  await visitor.close();

  await page.goto("/teacher-portal");
  await page.getByRole("tab", { name: "Track Assignments" }).click();
  await expect(page.getByText("1 play · Results on")).toBeVisible();
  await page.getByRole("link", { name: "Results for Tens and ones race" }).click();
  await expect(page.getByRole("cell", { name: "Sam" })).toBeVisible();
  await expect(page.getByRole("cell", { name: `${won} of ${rounds}`, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
