import { expect, type Page } from "@playwright/test";

export const adminAccount = { email: "admin@e2e.test", password: "e2e admin passphrase 1" };

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@e2e.test`;
}

function origin(_page: Page) {
  return new URL(process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3100}`)
    .origin;
}

async function botToken(page: Page, action: "login" | "register") {
  const response = await page.request.get(`/api/bot-check?action=${action}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

/**
 * Creates a member account through the API, then signs in with its password (sign-up itself
 * signs nobody in, so that it answers alike for new and existing emails); the browser context is
 * then signed in.
 */
export async function signUpByApi(
  page: Page,
  account: { email: string; password: string; name: string },
) {
  const token = await botToken(page, "register");
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: account,
    headers: { "x-bot-token": token, origin: origin(page) },
  });
  expect(response.status(), await response.text()).toBe(200);
  const signedIn = await signInByApi(page, account);
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

/** The newest email the outbox holds for an address (E2E_TEST_HOOKS servers only). */
export async function latestEmailTo(page: Page, email: string) {
  const response = await page.request.post("/api/test-support/latest-email", { data: { email } });
  expect(response.status(), await response.text()).toBe(200);
  return (
    (await response.json()) as { email: { kind: string; subject: string; text: string } | null }
  ).email;
}

export async function signInByApi(page: Page, account: { email: string; password: string }) {
  const token = await botToken(page, "login");
  return page.request.post("/api/auth/sign-in/email", {
    data: account,
    headers: { "x-bot-token": token, origin: origin(page) },
  });
}

export async function signOutByApi(page: Page) {
  await page.request.post("/api/auth/sign-out", { headers: { origin: origin(page) }, data: {} });
}

export async function testSupport(
  page: Page,
  action: "set-role" | "require-password-change",
  data: { email: string; role?: string },
) {
  const response = await page.request.post(`/api/test-support/${action}`, { data });
  expect(response.ok(), await response.text()).toBeTruthy();
}

export async function signInThroughModal(page: Page, account: { email: string; password: string }) {
  await page.getByRole("button", { name: "Members Login" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Members Login" });
  await dialog.getByLabel("Email").fill(`  ${account.email}  `);
  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
}
