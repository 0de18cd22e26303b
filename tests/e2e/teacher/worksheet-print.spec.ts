import { expect, test } from "../helpers/test";
import { openNewActivity, signUpAsTeacher } from "./teacher-helpers";
import { expectNoSeriousA11yViolations } from "../helpers/axe";

/** Pages in a PDF made by Chromium: one page object each ("/Type /Pages" is their parent). */
const pageCount = (pdf: Buffer) =>
  pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;

test("a printed worksheet carries no staff chrome, fits A4 and US Letter, and its answer key prints on its own page unless the tutor leaves it out", async ({
  page,
}) => {
  await signUpAsTeacher(page, "print-teacher", "Ms Paper");
  await openNewActivity(page, "Anagram");
  await page.getByLabel("Title").fill("Lesson words");
  await page.getByLabel("Word 1", { exact: true }).fill("cat");
  await page.getByRole("button", { name: "Add a word" }).click();
  await page.getByLabel("Word 2", { exact: true }).fill("ship");
  await page.getByRole("button", { name: "Create activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lesson words" })).toBeVisible();
  await page.getByRole("link", { name: "Print worksheet" }).click();

  const includeKey = page.getByRole("checkbox", { name: "Include the answer key" });
  await expect(includeKey).toBeChecked();
  const key = page.getByRole("region", { name: "Answer key" });
  await expect(key.getByRole("listitem")).toHaveText(["cat", "ship"]);
  await expectNoSeriousA11yViolations(page);

  // On paper: the worksheet and its key, without the staff header, menu or the tutor's controls.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1, name: "Lesson words" })).toBeVisible();
  await expect(key).toBeVisible();
  const chrome = page.locator("header, nav");
  expect(await chrome.count()).toBeGreaterThan(0);
  for (const part of await chrome.all()) await expect(part).toBeHidden();
  await expect(includeKey).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  expect(pageCount(await page.pdf({ format: "A4" }))).toBe(2);
  expect(pageCount(await page.pdf({ format: "Letter" }))).toBe(2);

  // Left out: one page, with no answers on it.
  await page.emulateMedia({ media: "screen" });
  await includeKey.uncheck();
  await expect(key).toHaveCount(0);
  await page.emulateMedia({ media: "print" });
  expect(pageCount(await page.pdf({ format: "A4" }))).toBe(1);
  expect(pageCount(await page.pdf({ format: "Letter" }))).toBe(1);
});
