// An admin opens the lead-source report, narrows the period, finds a family that arrived from a
// Google Ads campaign in the table and the weekly chart, and downloads the same figures as CSV.
import fs from "node:fs/promises";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { familyEmail, signInAsAdmin, submitIntake } from "./admin-helpers";

/** YYYY-MM-DD, `days` before another such date. */
function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

test("the report shows where leads come from for a chosen period, with a chart and a CSV", async ({
  page,
}) => {
  await page.goto("/");
  // submitIntake sends the attribution of a Google Ads visit: google / cpc / e2e.
  await submitIntake(page.request, {
    parentName: `Robin Report ${Date.now()}`,
    email: familyEmail("report"),
  });
  await signInAsAdmin(page);

  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Staff sections" })
    .getByRole("link", { name: "Reports" })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Where leads come from" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Reports", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );

  const table = page.getByRole("table", { name: /share of the stage before/ });
  const row = table.getByRole("row", {
    name: /^Came from Google Ads, campaign E2e google \/ cpc \/ e2e /,
  });
  await expect(row).toBeVisible();
  await expect(page.getByRole("img", { name: /Leads per week by source/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The last seven days, ending on the report's own "today" (MT), from the form.
  const to = await page.getByLabel("To (included)").inputValue();
  const from = daysBefore(to, 6);
  await page.getByLabel("From").fill(from);
  await page.getByRole("button", { name: "Show report" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await expect(page.getByLabel("From")).toHaveValue(from);
  await expect(row).toBeVisible();
  const chart = page.getByRole("img", { name: /Leads per week by source/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator("rect").first()).toBeVisible();
  await page.getByText("The chart's numbers as a table").click();
  await expect(
    page
      .getByRole("table", { name: "Leads per week by source" })
      .getByRole("columnheader", { name: "google" }),
  ).toBeVisible();

  // A period that cannot be: a clear message, and the default period instead.
  await page.goto(`/admin/reports?from=${to}&to=${from}`);
  await expect(page.getByRole("alert").filter({ hasText: "start date" })).toHaveText(
    "The start date is after the end date. Please swap them. Showing the last 90 days instead.",
  );

  await page.goto(`/admin/reports?from=${from}&to=${to}`);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`lead-sources-${from}-to-${to}.csv`);
  const csv = await fs.readFile(await file.path(), "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    '"Source","Medium","Campaign","Leads","Consultations booked","Consultations held","Enrolled","Leads to booked","Booked to held","Held to enrolled","Leads to enrolled"',
  );
  expect(csv).toMatch(/"google","cpc","e2e","\d+",/);
  expect(csv).toContain(`"All sources, ${from} to ${to}"`);
});
