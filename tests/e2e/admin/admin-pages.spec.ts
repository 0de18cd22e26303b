// Every admin page: only admins get in (the server refuses others, whatever the proxy does),
// bad query strings get a clear message, and no page has serious accessibility problems.
import { expect, test } from "../helpers/test";
import { signUpByApi, testSupport, uniqueEmail } from "../helpers/auth";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { familyEmail, requestConsultation, signInAsAdmin, submitIntake } from "./admin-helpers";

const pages = [
  "/admin",
  "/admin/leads",
  "/admin/consultations",
  "/admin/consultations?view=requests",
  "/admin/availability",
  "/admin/staff",
  "/admin/data-requests",
  "/admin/outbox",
  "/admin/audit",
  "/account/security",
  "/login/two-factor",
];

test("admin pages pass axe, including a lead, a consultation request and a data request", async ({
  page,
}) => {
  // axe over every admin page in turn: about a minute on a quiet machine, so triple the usual time.
  test.slow();
  const email = familyEmail("axe");
  await page.goto("/");
  const intakeId = await submitIntake(page.request, { parentName: "Axel Audit", email });
  const requestId = await requestConsultation(page.request, { parentName: "Axel Audit", email });
  await signInAsAdmin(page);
  for (const path of [
    ...pages,
    `/admin/leads/intake/${intakeId}`,
    `/admin/leads/consultation/${requestId}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  await page.goto("/admin/data-requests");
  const log = page.getByRole("form", { name: "Log a request" });
  await log.getByLabel("Requester's email").fill(email);
  await log.getByRole("button", { name: "Log request" }).click();
  await expect(page).toHaveURL(/\/admin\/data-requests\/[0-9a-f-]{36}$/);
  await expectNoSeriousA11yViolations(page);
});

test("the calendar-feed address has a Copy button that copies it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAsAdmin(page);
  await page.goto("/account/calendar");
  await page.getByRole("button", { name: /my calendar address$/ }).click();
  const address = page.getByLabel("Your private calendar address");
  await expect(address).toHaveValue(/^https?:\/\/.+/);
  await page.getByRole("button", { name: "Copy the calendar address" }).click();
  await expect(page.getByText("Copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await address.inputValue(),
  );
  await expectNoSeriousA11yViolations(page);
});

test("bad query strings get a clear message, never an error page", async ({ page }) => {
  await signInAsAdmin(page);
  const cases: [string, string][] = [
    ["/admin/leads?status=won", '"won" is not a status we know.'],
    ["/admin/leads?page=abc", 'The page number "abc" is not valid'],
    ["/admin/leads?from=2030-02-30", 'The start date "2030-02-30" is not a real date'],
    ["/admin/leads?assignee=nobody", "That assignee is not a staff member."],
    ["/admin/leads?page=99999", "There is no page 99999"],
    ["/admin/consultations?view=everything", "That view is not known."],
    ["/admin/outbox?status=lost", "That status is not known."],
    ["/admin/audit?before=x", "That position in the log is not valid"],
  ];
  for (const [path, message] of cases) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("main").getByRole("alert")).toContainText(message);
  }
  expect((await page.goto("/admin/leads/pizza/123"))?.status()).toBe(404);
  // Inside the staff frame (app/(staff)/not-found.tsx), with a way back.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We can't find that");
  await expect(page.getByRole("link", { name: "Admin area" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  const csv = await page.request.get("/api/admin/leads/export?type=pizza");
  expect(csv.status()).toBe(400);
  expect(((await csv.json()) as { error: string }).error).toContain(
    '"pizza" is not a lead type we know.',
  );
});

test("members and teachers are refused on the server, anonymous visitors asked to sign in", async ({
  page,
  request,
}) => {
  const anonymous = await request.get("/api/admin/leads/export", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.text()).not.toContain("@");

  const email = uniqueEmail("not-admin");
  await page.goto("/");
  await signUpByApi(page, { email, password: "a long reading passphrase", name: "Not Admin" });
  for (const role of ["member", "teacher"]) {
    await testSupport(page, "set-role", { email, role });
    await page.goto("/admin/leads");
    await expect(page).toHaveURL(/\/\?denied=1$/);
    const csv = await page.request.get("/api/admin/leads/export");
    expect(csv.status()).toBe(403);
    expect(await csv.text()).toBe(JSON.stringify({ error: "You don't have access to this." }));
  }
});
