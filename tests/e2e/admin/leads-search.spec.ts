// The leads search never puts what an admin typed into the page's address (issue 34, point 4):
// a parent's email stays out of browser history, server logs and any analytics page view, while
// the results, the filters that are not personal, the pages and the export still follow it.
import { expect, test } from "../helpers/test";
import { familyEmail, signInAsAdmin, submitIntake } from "./admin-helpers";

test("searching an email finds the family and keeps the email out of the URL", async ({ page }) => {
  const email = familyEmail("search");
  const parentName = `Morgan Search ${Date.now()}`;
  await page.goto("/");
  await submitIntake(page.request, { parentName, email });
  await submitIntake(page.request, {
    parentName: `Other Family ${Date.now()}`,
    email: familyEmail("other"),
  });
  await signInAsAdmin(page);

  await page.goto("/admin/leads");
  const filters = page.getByRole("search", { name: "Filter leads" });
  await filters.getByLabel("Search name, email or phone").fill(email);
  await filters.getByLabel("Type").selectOption({ label: "Intake form" });
  await filters.getByRole("button", { name: "Apply filters" }).click();

  await expect(page).toHaveURL(/\/admin\/leads\?type=intake&search=[\w-]{22}$/);
  const address = decodeURIComponent(page.url());
  expect(address).not.toContain(email);
  expect(address).not.toContain(email.split("@")[0]!);
  await expect(page.getByText("1 lead", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: parentName })).toBeVisible();
  // The box still shows what was typed, from the page, not from the address.
  await expect(filters.getByLabel("Search name, email or phone")).toHaveValue(email);

  // The export follows the same search, by its id.
  const exportHref = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  expect(decodeURIComponent(exportHref ?? "")).not.toContain(email);
  const csv = await page.request.get(exportHref!);
  expect(csv.status()).toBe(200);
  const body = await csv.text();
  expect(body).toContain(email);
  expect(body).not.toContain("Other Family");

  // An old address with the search typed into it is explained, not obeyed.
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await expect(page.getByText("Searches are no longer kept in page addresses.")).toBeVisible();
});
