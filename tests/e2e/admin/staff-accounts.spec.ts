// Staff accounts a practice runs by itself (issue 32): a forgotten password, an invitation by
// email and a tutor who leaves, each followed through the browser and the emails the outbox holds.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { latestEmailTo, signInByApi, signUpByApi, testSupport, uniqueEmail } from "../helpers/auth";
import { findStaff, signInAsAdmin } from "./admin-helpers";
import { waitForHydration } from "../helpers/pages";

/** The path and query of the link an email carries to `path` (the site's own address). */
async function linkIn(page: Page, email: string, kind: string, path: string) {
  const message = await latestEmailTo(page, email);
  expect(message?.kind).toBe(kind);
  const link = new RegExp(`https?://\\S+(${path}\\?token=[\\w%-]+)`).exec(message?.text ?? "");
  expect(link, message?.text).not.toBeNull();
  return link![1]!;
}

/** A second browser, as on another device: its own cookies. */
async function anotherDevice(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

async function chooseNewPassword(page: Page, password: string, submit: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: submit }).click();
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("forgot password: the emailed link sets a new one, and the old session is gone", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("forgot");
  await page.goto("/");
  await signUpByApi(page, { email, password: "the old reading phrase", name: "Fern Forgot" });
  await testSupport(page, "set-role", { email, role: "teacher" });
  await page.goto("/account/security");
  await expect(page.getByRole("heading", { name: "Where you're signed in" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Sessions of your account" })).toContainText(
    "(this device)",
  );
  await expectNoSeriousA11yViolations(page);

  const other = await anotherDevice(browser);
  // From the header's Members Login modal, as well as the sign-in page.
  await other.page.goto("/");
  await waitForHydration(other.page);
  await other.page.getByRole("button", { name: "Members Login" }).first().click();
  await other.page
    .getByRole("dialog", { name: "Members Login" })
    .getByRole("link", { name: "Forgot password?" })
    .click();
  await expect(other.page).toHaveURL(/\/forgot-password$/);
  await other.page.getByLabel("Email").fill(email);
  await other.page.getByRole("button", { name: "Email me a link" }).click();
  await expect(other.page.getByRole("status")).toContainText("we've sent it a link");

  await other.page.goto(
    await linkIn(other.page, email, "account_password_reset", "/reset-password"),
  );
  await expectNoSeriousA11yViolations(other.page);
  await chooseNewPassword(other.page, "the new reading phrase", "Save new password");
  await expect(other.page).toHaveURL(/\/login\?password=reset$/);
  await expect(other.page.getByRole("status")).toContainText("Your new password is saved");
  expect((await latestEmailTo(other.page, email))?.kind).toBe("account_password_changed");

  // The first device's session ended with the reset: its next request is sent to sign in.
  await page.goto("/account/security");
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fsecurity$/);

  await signInWithForm(other.page, email, "the new reading phrase");
  await expect(other.page).toHaveURL(/\/$/);
  await other.close();
});

test("invite by email: the invitee sets a password from the link and signs in", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("invitee");
  await signInAsAdmin(page);
  await page.goto("/admin/staff");
  const invite = page.getByRole("form", { name: "Invite a staff member" });
  await invite.getByLabel("Name").fill("Ivy Invitee");
  await invite.getByLabel("Email").fill(email);
  await invite.getByLabel("Role").selectOption("teacher");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByRole("status")).toContainText(`Invitation sent to ${email}`);
  // No password is shown to anyone.
  await expect(page.getByText(/temporary password/i)).toHaveCount(0);

  await findStaff(page, email);
  await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Invited");
  await expectNoSeriousA11yViolations(page);

  const invitee = await anotherDevice(browser);
  const link = await linkIn(invitee.page, email, "staff_invitation", "/invitation");
  await invitee.page.goto(link);
  await expect(invitee.page.getByText("Welcome to")).toContainText("Ivy Invitee");
  await expectNoSeriousA11yViolations(invitee.page);
  await chooseNewPassword(invitee.page, "ivy's own reading phrase", "Set my password");
  await expect(invitee.page).toHaveURL(/\/login\?password=chosen$/);
  await signInWithForm(invitee.page, email, "ivy's own reading phrase");
  await expect(invitee.page).toHaveURL(/\/$/);
  await invitee.page.goto("/teacher-portal");
  await expect(invitee.page).toHaveURL(/\/teacher-portal$/);

  // The link worked once: opened again, it says so and whom to ask.
  await invitee.page.goto(link);
  await expect(invitee.page.getByText("already been used")).toBeVisible();
  await invitee.close();

  await findStaff(page, email);
  await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Active");
});

test("deactivating a tutor ends their session on its next request; reactivating lets them back", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("leaver");
  const password = "leaving tutor phrase";
  const tutor = await anotherDevice(browser);
  await tutor.page.goto("/");
  await signUpByApi(tutor.page, { email, password, name: "Lee Leaver" });
  await testSupport(tutor.page, "set-role", { email, role: "teacher" });
  await tutor.page.goto("/teacher-portal");
  await expect(tutor.page).toHaveURL(/\/teacher-portal$/);

  await signInAsAdmin(page);
  await findStaff(page, email);
  await page
    .getByRole("form", { name: `Deactivate ${email}` })
    .getByRole("button", { name: "Deactivate account" })
    .click();
  // The row now offers reactivation; the form keeps its announcement.
  await expect(page.getByRole("status").filter({ hasText: "signed out everywhere" })).toBeVisible();

  await tutor.page.goto("/teacher-portal");
  await expect(tutor.page).toHaveURL(/\/login\?next=%2Fteacher-portal$/);
  await signInWithForm(tutor.page, email, password);
  await expect(tutor.page.getByRole("alert").filter({ hasText: "deactivated" })).toHaveText(
    "This account has been deactivated, so it can't sign in. If you need access again, please ask the practice's admin.",
  );

  await findStaff(page, email);
  await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Deactivated");
  await page
    .getByRole("form", { name: `Reactivate ${email}` })
    .getByRole("button", { name: "Reactivate account" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Account reactivated" })).toBeVisible();
  expect((await signInByApi(tutor.page, { email, password })).status()).toBe(200);
  await tutor.close();
});
