import { readFileSync } from "node:fs";
import path from "node:path";
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

const fixture = (name: string) => path.join(__dirname, "../../fixtures", name);
// Chunk names are hashes in production, so pdf.js is recognised by a message only its code holds.
// (A few-hundred-byte loader stub named after pdf.js may load with the viewer; that is fine.)
const pdfjsMarker = /GlobalWorkerOptions\.workerSrc\\?" specified/;

/** Records every request and whether any script that arrived contained pdf.js itself. */
function watchNetwork(page: Page) {
  const seen = { urls: [] as string[], pdfjsScripts: [] as string[] };
  page.on("request", (request) => seen.urls.push(request.url()));
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.text().catch(() => "");
    if (pdfjsMarker.test(body)) seen.pdfjsScripts.push(response.url());
  });
  return seen;
}

/** Drops a fixture onto `target` the way a file dragged from the desktop arrives. */
async function dropFile(page: Page, target: Locator, name: string) {
  const base64 = readFileSync(fixture(name)).toString("base64");
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: "application/pdf" }));
      return transfer;
    },
    { base64, name },
  );
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

async function openViewer(page: Page) {
  await page.goto("/student-apps/pdf-viewer");
  await expect(page.getByRole("button", { name: "Choose a PDF" })).toBeVisible();
}

test.describe("PDF viewer", () => {
  test("loads pdf.js only when a file is opened, then pages and zooms", async ({ page }) => {
    const network = watchNetwork(page);
    await openViewer(page);
    await expect(
      page.getByText("Your file stays on this device. Nothing is uploaded."),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(network.pdfjsScripts).toEqual([]);
    expect(network.urls.filter((url) => url.includes("/pdfjs/"))).toEqual([]);

    await page.getByTestId("pdf-file-input").setInputFiles(fixture("three-pages.pdf"));
    const reader = page.getByTestId("pdf-reader");
    await expect(reader).toBeVisible();
    await expect.poll(() => network.pdfjsScripts.length).toBeGreaterThan(0);
    expect(network.urls.some((url) => url.endsWith("/pdfjs/pdf.worker.min.mjs"))).toBe(true);
    // Everything came from this server: nothing was uploaded or fetched elsewhere.
    const origin = new URL(page.url()).origin;
    expect(
      network.urls.filter(
        (url) => !url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:"),
      ),
    ).toEqual([]);

    const pageText = page.getByTestId("pdf-page").locator(".textLayer");
    await expect(pageText).toContainText("Page 1 of 3");
    await expect(page.getByText("of 3", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Next page" }).click();
    await expect(pageText).toContainText("Page 2 of 3");
    await expect(pageText).toContainText("Hop, Frog, Hop");

    const pageBox = page.getByLabel("Page", { exact: true });
    await pageBox.fill("3");
    await pageBox.press("Enter");
    await expect(pageText).toContainText("Page 3 of 3");
    await expect(page.getByRole("button", { name: "Next page" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );

    // Page Up from the focused page area goes back.
    await page.getByRole("region", { name: /three-pages\.pdf, page 3 of 3/ }).press("PageUp");
    await expect(pageText).toContainText("Page 2 of 3");

    const zoom = page.getByTestId("zoom-level");
    const before = await zoom.textContent();
    const widthBefore = (await page.getByTestId("pdf-page").boundingBox())?.width ?? 0;
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect(zoom).not.toHaveText(before ?? "");
    await expect
      .poll(async () => (await page.getByTestId("pdf-page").boundingBox())?.width ?? 0)
      .toBeGreaterThan(widthBefore);
    await page.getByRole("button", { name: "Zoom out" }).click();
    await page.getByRole("button", { name: "Zoom out" }).click();
    await expect
      .poll(async () => (await page.getByTestId("pdf-page").boundingBox())?.width ?? 0)
      .toBeLessThan(widthBefore);
    await page.getByRole("button", { name: "Fit width" }).click();
    await expect(zoom).toHaveText(before ?? "");

    // Reading aids: a ruler moved by the keyboard, a tint, and a highlight without a pointer.
    await page.getByText("Line focus", { exact: true }).click();
    const ruler = page.getByTestId("reading-ruler");
    await expect(ruler).toHaveAttribute("data-mode", "focus");
    const stage = page.getByRole("region", { name: /page 2 of 3/ });
    await stage.focus();
    // Measured against the page in one go: the stage may scroll to keep the band in view, and
    // the window scrolls smoothly, so two separate measurements could straddle a scroll.
    const bandOffset = () =>
      page.evaluate(() => {
        const band = document.querySelector("[data-testid=reading-ruler] > div:last-child");
        const pdfPage = document.querySelector("[data-testid=pdf-page]");
        if (!band || !pdfPage) return Number.NaN;
        return band.getBoundingClientRect().top - pdfPage.getBoundingClientRect().top;
      });
    const offsetBefore = await bandOffset();
    await stage.press("ArrowDown");
    await stage.press("ArrowDown");
    await expect.poll(bandOffset).toBeGreaterThan(offsetBefore + 20);
    await page.getByText("Yellow", { exact: true }).first().click({ force: true });
    await expect(page.getByTestId("tint-overlay")).toBeVisible();
    const undo = page.getByRole("button", { name: "Undo mark" });
    await page.getByRole("button", { name: "Highlight ruler line" }).click();
    await expect(undo).not.toHaveAttribute("aria-disabled", "true");

    // A pen stroke drawn with the pointer (touch and stylus use the same pointer events).
    await page.getByText("Pen", { exact: true }).click();
    const pdfPage = page.getByTestId("pdf-page");
    await pdfPage.hover({ position: { x: 150, y: 200 } });
    const drawn = (await pdfPage.boundingBox())!;
    await page.mouse.down();
    await page.mouse.move(drawn.x + 300, drawn.y + 230, { steps: 6 });
    await page.mouse.up();
    await undo.click();
    await expect(undo).not.toHaveAttribute("aria-disabled", "true"); // the highlight is still there
    await page.getByRole("button", { name: "Clear page marks" }).click();
    await expect(undo).toHaveAttribute("aria-disabled", "true");

    await expectNoSeriousA11yViolations(page);
  });

  test("explains files it cannot open", async ({ page }) => {
    await openViewer(page);
    const input = page.getByTestId("pdf-file-input");
    const problem = page.getByTestId("pdf-open-problem");

    // Dropped beside the drop zone: the viewer still takes it (the browser would leave the page).
    await dropFile(page, page.getByRole("heading", { name: "PDF Viewer" }), "not-a-pdf.pdf");
    await expect(problem).toContainText("We couldn't open this file. Is it a PDF?");

    // Dragged in rather than chosen: drag-and-drop takes the same checks.
    await dropFile(page, page.getByTestId("pdf-drop-zone"), "damaged.pdf");
    await expect(problem).toContainText("This PDF looks damaged, so it can't be opened.");
    await expect(problem).toContainText("damaged.pdf");

    await input.setInputFiles(fixture("password-protected.pdf"));
    await expect(problem).toContainText("This PDF is password-protected");
    await page.getByLabel("PDF password").fill("toad");
    await page.getByRole("button", { name: "Open with password" }).click();
    await expect(problem).toContainText("That password didn't work");
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("PDF password").fill("frog");
    await page.getByRole("button", { name: "Open with password" }).click();
    await expect(page.getByTestId("pdf-page").locator(".textLayer")).toContainText("Page 1 of 3");
  });
});
