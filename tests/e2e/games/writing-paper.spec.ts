import { type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

const canvas = (page: Page) => page.getByTestId("writing-canvas");

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.getByTestId("writing-paper")).toHaveAttribute("data-ready", "true");
  return response;
}

async function drawStroke(page: Page, fromX: number, fromY: number, toX: number, toY: number) {
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error("canvas not visible");
  await page.mouse.move(box.x + fromX, box.y + fromY);
  await page.mouse.down();
  await page.mouse.move(box.x + toX, box.y + toY, { steps: 12 });
  await page.mouse.up();
}

/** Opaque ink pixels on the ink canvas (the guides live on another canvas). */
const inkPixels = (page: Page) =>
  canvas(page).evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const data = c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data;
    let count = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count++;
    return count;
  });

test("draws with the mouse, undoes and clears", async ({ page }) => {
  await open(page, "/student-apps/writing-paper");
  await expect(page.getByRole("heading", { level: 1, name: "Writing Paper" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();

  await drawStroke(page, 40, 100, 300, 120);
  await expect(canvas(page)).toHaveAttribute("data-stroke-count", "1");
  expect(await inkPixels(page)).toBeGreaterThan(100);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect(canvas(page)).toHaveAttribute("data-stroke-count", "0");
  await expect.poll(() => inkPixels(page)).toBe(0);

  // Tools: another colour, the eraser, and 10 lines (first line 180 px, the others 120 px).
  await page.getByRole("button", { name: "Green" }).click();
  await expect(page.getByRole("button", { name: "Green" })).toHaveAttribute("aria-pressed", "true");
  await drawStroke(page, 40, 100, 300, 100);
  await page.getByRole("button", { name: "Eraser" }).click();
  await drawStroke(page, 100, 100, 120, 100);
  await expect(canvas(page)).toHaveAttribute("data-stroke-count", "2");
  await page.getByRole("button", { name: "10 lines" }).click();
  await expect(canvas(page)).toHaveCSS("height", `${180 + 9 * 120}px`);

  await page.getByRole("button", { name: "Clear" }).click();
  await expect(canvas(page)).toHaveAttribute("data-stroke-count", "0");
  await expect.poll(() => inkPixels(page)).toBe(0);

  await expectNoSeriousA11yViolations(page);
});

test("the game page may not be framed; the embed may, without site chrome", async ({ page }) => {
  const gameResponse = await open(page, "/student-apps/writing-paper");
  const gameHeaders = gameResponse!.headers();
  expect(gameHeaders["x-frame-options"]).toBe("DENY");
  expect(gameHeaders["content-security-policy"]).toContain("frame-ancestors 'none'");

  const embedResponse = await open(page, "/embed/writing-paper");
  const embedHeaders = embedResponse!.headers();
  expect(embedHeaders["x-frame-options"]).toBeUndefined();
  expect(embedHeaders["content-security-policy"]).not.toContain("frame-ancestors 'none'");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "All student apps" })).toHaveCount(0);

  await drawStroke(page, 40, 100, 200, 110);
  await expect(canvas(page)).toHaveAttribute("data-stroke-count", "1");
  await expectNoSeriousA11yViolations(page);
});

test("?bg=transparent gives a transparent background", async ({ page }) => {
  await open(page, "/embed/writing-paper?bg=transparent");
  const backgrounds = await page.evaluate(() => [
    getComputedStyle(document.body).backgroundColor,
    getComputedStyle(document.querySelector('[data-testid="writing-paper"] > div:last-child')!)
      .backgroundColor,
  ]);
  expect(backgrounds).toEqual(["rgba(0, 0, 0, 0)", "rgba(0, 0, 0, 0)"]);
});

test("Save opens a print window with the composed page, prints it and closes", async ({ page }) => {
  await open(page, "/student-apps/writing-paper");
  await drawStroke(page, 40, 100, 300, 120);
  // Stand in for the browser's print dialog: record what would print, then finish printing.
  await page.evaluate(() => {
    const record = window as unknown as { printed?: string[] };
    const realOpen = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const win = realOpen(...args);
      if (win) {
        win.print = () => {
          record.printed = [
            ...(record.printed ?? []),
            win.document.querySelector("img")?.getAttribute("src") ?? "",
          ];
          win.dispatchEvent(new Event("afterprint"));
        };
      }
      return win;
    };
  });
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Save" }).click();
  const popup = await popupOpened;
  await popup.waitForEvent("close");
  const printed = await page.evaluate(
    () => (window as unknown as { printed?: string[] }).printed ?? [],
  );
  expect(printed).toHaveLength(1);
  expect(printed[0]).toMatch(/^data:image\/png;base64,/);
});

/** How many pixel rows of ink cross the column at x (CSS px) on the ink canvas. */
const inkThicknessAt = (page: Page, x: number) =>
  canvas(page).evaluate((element, cssX) => {
    const c = element as HTMLCanvasElement;
    const ratio = c.width / c.getBoundingClientRect().width;
    const column = c.getContext("2d")!.getImageData(Math.round(cssX * ratio), 0, 1, c.height).data;
    let rows = 0;
    for (let i = 3; i < column.length; i += 4) if (column[i]! > 128) rows++;
    return rows / ratio;
  }, x);

/** Pixels drawn in the model-letter grey on the guides canvas. */
const modelPixels = (page: Page) =>
  page
    .getByTestId("writing-paper")
    .locator("canvas[aria-hidden]")
    .evaluate((element) => {
      const c = element as HTMLCanvasElement;
      const data = c.getContext("2d")!.getImageData(0, 0, c.width, c.height).data;
      let count = 0;
      for (let i = 0; i < data.length; i += 4)
        if (
          Math.abs(data[i]! - 0xc3) < 6 &&
          Math.abs(data[i + 1]! - 0xcc) < 6 &&
          Math.abs(data[i + 2]! - 0xd8) < 6
        )
          count++;
      return count;
    });

test("pen thickness: thin is the default, medium and thick draw visibly thicker lines", async ({
  page,
}) => {
  await open(page, "/student-apps/writing-paper");
  const pen = page.getByRole("group", { name: "Pen" });
  await expect(pen.getByRole("button", { name: "Thin" })).toHaveAttribute("aria-pressed", "true");

  const widths: number[] = [];
  for (const [i, size] of ["Thin", "Medium", "Thick"].entries()) {
    await pen.getByRole("button", { name: size }).click();
    await expect(pen.getByRole("button", { name: size })).toHaveAttribute("aria-pressed", "true");
    const y = 60 + i * 120;
    await drawStroke(page, 40, y, 400, y);
    widths.push(await inkThicknessAt(page, 200));
    await page.getByRole("button", { name: "Clear" }).click();
    await expect.poll(() => inkPixels(page)).toBe(0);
  }
  expect(widths[0]).toBeLessThanOrEqual(3);
  expect(widths[1]).toBeGreaterThanOrEqual(2 * widths[0]!);
  expect(widths[2]).toBeGreaterThan(widths[1]!);
  await expectNoSeriousA11yViolations(page);
});

test("model letters: faint letters to trace on every line, refused with a reason when not letters", async ({
  page,
}) => {
  await open(page, "/embed/writing-paper");
  const field = page.getByLabel("Letters to trace");
  expect(await modelPixels(page)).toBe(0);

  await field.fill("<b>");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByTestId("writing-paper").getByRole("alert")).toContainText("a to z");
  expect(await modelPixels(page)).toBe(0);

  await field.fill("b d cat");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByTestId("writing-paper").getByRole("alert")).toHaveCount(0);
  await expect.poll(() => modelPixels(page)).toBeGreaterThan(200);
  // The letters are on the paper's guides only: the ink layer stays empty for the child to write.
  expect(await inkPixels(page)).toBe(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Hide" }).click();
  await expect.poll(() => modelPixels(page)).toBe(0);
});
