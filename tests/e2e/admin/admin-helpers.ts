// Shared steps for the admin browser tests: signing in as the admin, and creating leads through
// the public APIs the way families do.
import { createHash } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { adminAccount, signInByApi } from "../helpers/auth";

let counter = 0;
export function familyEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@e2e.test`;
}

/**
 * A phone number of the family with this email. Families join on a shared phone as well as on a
 * shared email, so each test family gets its own number (the same family always the same one).
 */
export function familyPhone(email: string): string {
  const digits = [...createHash("sha256").update(email.toLowerCase()).digest()]
    .slice(0, 6)
    .map((byte) => String(byte % 10))
    .join("");
  return `(801) 5${digits.slice(0, 2)}-${digits.slice(2)}`;
}

export async function signInAsAdmin(page: Page) {
  const response = await signInByApi(page, adminAccount);
  expect(response.status(), await response.text()).toBe(200);
}

async function botToken(request: APIRequestContext, action: string) {
  const response = await request.get(`/api/bot-check?action=${action}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

/** A Start Here intake form, as the family's browser sends it. */
export async function submitIntake(
  request: APIRequestContext,
  family: { parentName: string; email: string },
) {
  const response = await request.post("/api/intake", {
    data: {
      parentName: family.parentName,
      email: family.email,
      phone: familyPhone(family.email),
      contactMethod: "call",
      studentAge: "9",
      school: "Maple Elementary",
      struggles: ["reading", "spelling"],
      goals: "Read <b>chapter</b> books with confidence",
      recaptchaToken: await botToken(request, "intake"),
      attribution: {
        gclid: "e2e-gclid",
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "e2e",
        utm_term: null,
        utm_content: null,
        referrer: null,
        ts: new Date().toISOString(),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A Get Started consultation request (staff then book it into a time). */
export async function requestConsultation(
  request: APIRequestContext,
  family: { parentName: string; email: string },
) {
  const response = await request.post("/api/consultationRequest", {
    data: {
      parentName: family.parentName,
      email: family.email,
      phone: familyPhone(family.email),
      childAge: "9",
      notes: "Mornings suit us",
      recaptchaToken: await botToken(request, "consultation"),
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { id: string }).id;
}

/** A weekday at least two days ahead (consultation hours are Monday to Friday). */
export function nextWeekday(from = new Date()): string {
  const day = new Date(from.getTime() + 2 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Finds an account on the staff page through its search form, which keeps the email out of the URL. */
export async function findStaff(page: Page, text: string) {
  await page.goto("/admin/staff");
  await page.getByLabel("Find by name or email").fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/staff\?search=/);
  expect(decodeURIComponent(page.url())).not.toContain(text);
}
