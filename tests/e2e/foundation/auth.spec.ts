import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { waitForHydration } from "../helpers/pages";
import {
  adminAccount,
  latestEmailTo,
  signInByApi,
  signInThroughModal,
  signOutByApi,
  signUpByApi,
  testSupport,
  uniqueEmail,
} from "../helpers/auth";

const password = "a long reading passphrase";

test.describe("accounts", () => {
  test("sign up on /login, see the name, log out, sign in with the header modal", async ({
    page,
  }) => {
    const email = uniqueEmail("parent");
    await page.goto("/login");
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByLabel("Your name").fill("Jamie Rivera");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email to continue" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(email);
    await expectNoSeriousA11yViolations(page);

    // The confirmation link in the email confirms the address and lands on the sign-in page,
    // signed out (a link in an inbox is not a password), saying so; they sign in with the password.
    const confirmation = await latestEmailTo(page, email);
    expect(confirmation?.kind).toBe("account_confirm_sign_up");
    const link = /https?:\/\/\S+verify-email\S+/.exec(confirmation!.text)![0];
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect(page).toHaveURL(/\/login\?confirmed=1/);
    await expect(page.getByRole("status")).toHaveText(
      "Thank you: your email address is confirmed. Please sign in with your password.",
    );
    const header = page.locator("header");
    await expect(header.getByRole("button", { name: "Members Login" }).first()).toBeVisible();
    await waitForHydration(page);
    const form = page.getByRole("main");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByTestId("signed-in-user").first()).toHaveText("Jamie Rivera");
    await expect(header.getByRole("link", { name: "Admin" })).toHaveCount(0);

    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/); // a signed-in visitor is sent home

    await header.getByRole("button", { name: "Logout" }).first().click();
    await expect(header.getByRole("button", { name: "Members Login" }).first()).toBeVisible();

    await signInThroughModal(page, { email, password });
    await expect(header.getByTestId("signed-in-user").first()).toHaveText("Jamie Rivera");
  });

  test("a confirmation link that has expired says so on the sign-in page", async ({ page }) => {
    const landing = encodeURIComponent("/login?confirmed=1&next=%2F");
    await page.goto(`/api/auth/verify-email?token=not-a-real-token&callbackURL=${landing}`);
    await expect(page).toHaveURL(/\/login\?confirmed=1/);
    await expect(page.getByRole("status")).toContainText(
      "This confirmation link has expired or was already used.",
    );
  });

  test("the password field has a show/hide toggle and weak passwords are refused", async ({
    page,
  }) => {
    await page.goto("/login?mode=sign-up");
    const field = page.getByLabel("Password", { exact: true });
    await field.fill("password123");
    await expect(field).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(field).toHaveAttribute("type", "text");
    await page.getByLabel("Your name").fill("Pat");
    await page.getByLabel("Email").fill(uniqueEmail("weak"));
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("too common");
  });

  test("signing up with an email that has an account looks the same and tells the owner by email", async ({
    page,
  }) => {
    const email = uniqueEmail("existing");
    await page.goto("/");
    await signUpByApi(page, { email, password, name: "Already Here" });
    await signOutByApi(page);
    await page.goto("/login?mode=sign-up");
    await page.getByLabel("Your name").fill("Someone Else");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("another long passphrase");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email to continue" })).toBeVisible();
    const notice = await latestEmailTo(page, email);
    expect(notice?.kind).toBe("account_sign_up_existing");
    expect(notice?.subject).toBe("Someone tried to create an account with your email");
    // The account and its password are unchanged.
    expect((await signInByApi(page, { email, password })).status()).toBe(200);
  });

  test("wrong passwords get one message that does not reveal whether the email exists", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(adminAccount.email);
    await page.getByLabel("Password", { exact: true }).fill("not the password at all");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Invalid email or password.",
    );
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Invalid email or password.",
    );
  });

  test("repeated failures for one email are refused for a while", async ({ page }) => {
    const email = uniqueEmail("locked");
    await page.goto("/");
    await signUpByApi(page, { email, password, name: "Locked Out" });
    for (let i = 0; i < 5; i++) {
      const response = await signInByApi(page, { email, password: "wrong wrong wrong" });
      expect(response.status()).toBe(401);
    }
    const refused = await signInByApi(page, { email, password });
    expect(refused.status()).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toContain(
      "Too many sign-in attempts",
    );
  });

  test("a missing bot-check token stops sign-in", async ({ page, request }) => {
    await page.goto("/");
    const response = await request.post("/api/auth/sign-in/email", {
      data: adminAccount,
      headers: { origin: new URL(page.url()).origin },
    });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Security verification failed. Please try again.",
    );
  });

  test("malformed and oversized bodies get a clear 4xx", async ({ page, request }) => {
    await page.goto("/");
    const origin = new URL(page.url()).origin;
    const malformed = await request.post("/api/auth/sign-in/email", {
      headers: { "content-type": "application/json", origin },
      data: "not json",
    });
    expect(malformed.status()).toBe(400);
    const huge = await request.post("/api/auth/sign-up/email", {
      headers: { origin },
      data: { name: "x".repeat(100_000), email: "a@b.co", password },
    });
    expect(huge.status()).toBe(413);
  });

  test("script text in a name is shown as plain text", async ({ page }) => {
    await page.goto("/");
    await signUpByApi(page, {
      email: uniqueEmail("xss"),
      password,
      name: "<img src=x onerror=alert(1)>",
    });
    await page.goto("/");
    await expect(page.locator("header").getByTestId("signed-in-user").first()).toHaveText(
      "<img src=x onerror=alert(1)>",
    );
  });
});

test.describe("roles", () => {
  test("only admins see the Admin link and get into /admin", async ({ page }) => {
    await page.goto("/");
    await signInThroughModal(page, adminAccount);
    const adminLink = page.locator("header").getByRole("link", { name: "Admin" });
    await expect(adminLink.first()).toBeVisible();
    await adminLink.first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const data = await page.request.get("/api/admin/summary");
    expect(data.status()).toBe(200);
    expect(await data.json()).toHaveProperty("intakeForms");
  });

  test("members are refused /admin and /teacher-portal, page and data", async ({ page }) => {
    await page.goto("/");
    await signUpByApi(page, { email: uniqueEmail("member"), password, name: "Member" });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/\?denied=1$/);
    await page.goto("/teacher-portal");
    await expect(page).toHaveURL(/\/\?denied=1$/);
    const data = await page.request.get("/api/admin/summary");
    expect(data.status()).toBe(403);
    expect(JSON.stringify(await data.json())).not.toContain("intakeForms");
  });

  test("anonymous visitors are sent to sign in, and the data answers 401", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
    const data = await page.request.get("/api/admin/summary");
    expect(data.status()).toBe(401);
  });

  test("teachers reach the teacher portal but not /admin", async ({ page }) => {
    const email = uniqueEmail("teacher");
    await page.goto("/");
    await signUpByApi(page, { email, password, name: "Ms Teacher" });
    await testSupport(page, "set-role", { email, role: "teacher" });
    await page.goto("/teacher-portal");
    await expect(page.getByRole("heading", { level: 1, name: "Teacher Portal" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole("tab", { name: "Create Games" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(
      page
        .getByRole("button", { name: "Create Game" })
        .or(page.getByRole("link", { name: "Create Game" })),
    ).toHaveCount(6);
    await page.getByRole("tab", { name: "My Students" }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: "My students", exact: true }),
    ).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/\?denied=1$/);
    expect((await page.request.get("/api/admin/summary")).status()).toBe(403);
  });

  test("a user flagged to change password is held at /force-password-change until done", async ({
    page,
  }) => {
    const email = uniqueEmail("temp");
    await page.goto("/");
    await signUpByApi(page, { email, password, name: "Temp Password" });
    await testSupport(page, "set-role", { email, role: "admin" });
    await testSupport(page, "require-password-change", { email });
    await page.goto("/");
    await page.locator("header").getByRole("button", { name: "Logout" }).first().click();
    await expect(
      page.locator("header").getByRole("button", { name: "Members Login" }).first(),
    ).toBeVisible();
    await signInThroughModal(page, { email, password });
    await expect(page).toHaveURL(/\/force-password-change$/);
    await page.goto("/services-offered");
    await expect(page).toHaveURL(/\/force-password-change$/);
    expect((await page.request.get("/api/admin/summary")).status()).toBe(403);

    await page.getByLabel("Current password").fill(password);
    await page.getByLabel("New password", { exact: true }).fill(password);
    await page.getByLabel("Confirm new password").fill(password);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "different from the one you use now",
    );
    await expect(page).toHaveURL(/\/force-password-change$/);

    await page.getByLabel("New password", { exact: true }).fill("a brand new reading phrase");
    await page.getByLabel("Confirm new password").fill("a brand new reading phrase");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });
});
