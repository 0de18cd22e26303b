import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

test.describe("b and d", () => {
  test("asks for a letter on the page, drives the car along b, and draws on the canvas", async ({
    page,
  }) => {
    // The car drives on Playwright's clock, so where it is sampled depends on time, not on how
    // many frames a busy machine manages to paint.
    await page.clock.install();
    await page.goto("/student-apps/b-and-d?seed=1");
    await expect(page.getByRole("heading", { level: 1, name: "b and d" })).toBeVisible();
    const car = page.getByTestId("car-button");

    // No choice yet: the car button asks beside it, with nothing to dismiss; focus stays put.
    await car.click();
    const ask = page.getByTestId("choose-first");
    await expect(ask).toHaveAttribute("role", "alert");
    await expect(ask).toContainText("Choose a letter (🍩 or 🍫) first.");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(car).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // Choose b by keyboard: the first picture is the tab stop, arrow keys move the choice.
    const d = page.getByRole("radio", { name: "d for donut" });
    const b = page.getByRole("radio", { name: "b for chocolate bar" });
    await d.focus();
    await page.keyboard.press("ArrowRight");
    await expect(b).toHaveAttribute("aria-checked", "true");
    await expect(b).toBeFocused();
    await expect(ask).toHaveCount(0);
    await expect(
      page.getByRole("list", { name: "How to write b" }).getByRole("listitem"),
    ).toHaveText(["1Down the stick", "2Up a little, then round the belly"]);

    // The car starts at the top of the stick, drives down it first, and finishes the letter.
    const carShape = page.getByTestId("car");
    await expect(carShape).toHaveAttribute("data-x", "30");
    await expect(carShape).toHaveAttribute("data-y", "10");
    // Step the clock 50 ms at a time and record each new position and step, so the test checks
    // the direction the car takes.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await car.click();
    await expect(car).toHaveText(/Stop the car|Drive again/);
    const finished = page.getByTestId("drive-finished");
    const carTrack: [number, number][] = [];
    const steps: string[] = [];
    for (let tick = 0; tick < 400 && !(await finished.isVisible()); tick++) {
      await page.clock.runFor(50);
      const point: [number, number] = [
        Number(await carShape.getAttribute("data-x")),
        Number(await carShape.getAttribute("data-y")),
      ];
      const last = carTrack.at(-1);
      if (!last || last[0] !== point[0] || last[1] !== point[1]) carTrack.push(point);
      const current = page.locator('li[aria-current="step"]');
      const step = (await current.count()) ? ((await current.textContent()) ?? "") : "";
      if (step && steps.at(-1) !== step) steps.push(step);
    }
    await page.clock.resume();
    await expect(finished).toContainText("b: down the stick, then round the belly.");
    await expect(page.locator('[data-state="finished"]')).toBeVisible();
    await expect(carShape).toHaveAttribute("data-x", "30");
    await expect(carShape).toHaveAttribute("data-y", "100");
    await expect(car).toHaveText(/Drive again/);
    // b: first straight down the stick (x stays 30, y grows), later round the belly to the right.
    const downStick = carTrack.filter(([x]) => x === 30);
    expect(downStick.length).toBeGreaterThan(2);
    expect(downStick[1]![1]).toBeGreaterThan(downStick[0]![1]);
    const firstRight = carTrack.findIndex(([x]) => x > 30);
    expect(firstRight).toBeGreaterThan(0);
    expect(carTrack.slice(0, firstRight).some(([, y]) => y >= 120)).toBe(true);
    expect(Math.max(...carTrack.map(([x]) => x))).toBeGreaterThan(75);
    expect(steps.map((step) => step.replace(/\(the car is here\)/, ""))).toEqual([
      "1Down the stick",
      "2Up a little, then round the belly",
    ]);

    // Draw a stroke on the practice canvas, then clear it.
    const canvas = page.getByTestId("practice-canvas");
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error("canvas not laid out");
    expect(box.width).toBeLessThanOrEqual(580);
    expect(box.height).toBe(660);
    await page.mouse.move(box.x + 120, box.y + 90);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 160, { steps: 6 });
    await page.mouse.move(box.x + 150, box.y + 150, { steps: 6 });
    await page.mouse.up();
    const practice = page.getByRole("region", { name: "Writing practice" });
    await expect(practice).toHaveAttribute("data-strokes", "1");
    const inked = () =>
      canvas.evaluate((el) => {
        const c = el as HTMLCanvasElement;
        const data = c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data;
        let count = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count++;
        return count;
      });
    expect(await inked()).toBeGreaterThan(50);
    await page.getByRole("button", { name: "Clear writing" }).click();
    await expect(practice).toHaveAttribute("data-strokes", "0");
    expect(await inked()).toBe(0);

    await expectNoSeriousA11yViolations(page);
  });

  test("under reduced motion the car hops through the stroke stops to the end", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/student-apps/b-and-d");
    await page.getByRole("radio", { name: "d for donut" }).click();
    await page.getByTestId("car-button").click();
    await expect(page.locator('li[aria-current="step"]')).toContainText("Round the belly");
    await expect(page.getByTestId("drive-finished")).toContainText(
      "d: round the belly, then up the stick and down.",
    );
    await expect(page.getByTestId("car")).toHaveAttribute("data-y", "130");
  });
});
