import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import {
  dataLayerEvents,
  gtagEvents,
  holdNavigation,
  injectFault,
  openPage,
  ownRateLimitBucket,
  sha256,
  uniqueEmail,
} from "./leads-helpers";
import { sendAgainMessage } from "@/lib/leads/messages";

test.beforeEach(async ({ context, baseURL }) => {
  await ownRateLimitBucket(context, baseURL);
});

function contactForm(page: Page): Locator {
  return page.getByRole("form", { name: "Contact form" });
}

async function fill(form: Locator, email: string) {
  await form.getByRole("textbox", { name: "Name" }).fill("Pat O'Neil");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form
    .getByRole("combobox", { name: "Subject" })
    .selectOption({ label: "Educational Support" });
  await form.getByRole("textbox", { name: "Message" }).fill("Do you also help with <b>math</b>?");
}

test("contact: Send waits for a valid form; failure and success toasts; analytics; the thank-you page", async ({
  page,
  context,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __contactCalls: unknown[] }).__contactCalls = calls;
    window.trackContactSubmitted = (...args: unknown[]) => calls.push(args);
  });
  await page.clock.install();
  await openPage(page, "/contact", "granted");
  const form = contactForm(page);
  const send = form.getByRole("button", { name: "Send Message" });
  await expect(send).toBeDisabled();
  await expect(form.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
  await expect(form.getByRole("textbox", { name: "Message" })).toHaveAttribute("rows", "6");
  await expect(
    form.getByRole("combobox", { name: "Subject" }).locator("option:not([value=''])"),
  ).toHaveText([
    "General Inquiry",
    "Technical Support",
    "Educational Support",
    "Billing Question",
    "Partnership Opportunity",
  ]);
  await expectNoSeriousA11yViolations(page, { include: "main" });

  const email = uniqueEmail("contact");
  await fill(form, email);
  await expect(send).toBeEnabled();
  for (const [name, bad] of [
    ["Email", "pat@localhost"],
    ["Name", "  "],
    ["Message", ""],
  ] as const) {
    const field = form.getByRole("textbox", { name });
    const good = await field.inputValue();
    await field.fill(bad);
    await expect(send).toBeDisabled();
    await field.fill(good);
    await expect(send).toBeEnabled();
  }
  await form.getByRole("combobox", { name: "Subject" }).selectOption("");
  await expect(send).toBeDisabled();
  await form.getByRole("combobox", { name: "Subject" }).selectOption("educational");

  // A failed save: the closable failure toast for 5 s, the form kept.
  await injectFault(context, baseURL, "leads-write");
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await send.click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Error Sending Message");
  await expect(toast).toContainText(
    "There was an error sending your message. Please try again or contact us directly.",
  );
  await page.clock.runFor(4_990);
  await expect(toast).toBeVisible();
  await page.clock.runFor(20);
  await expect(toast).toBeHidden();
  await send.click();
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Dismiss message" }).click();
  await expect(toast).toBeHidden();
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Pat O'Neil");
  await page.clock.resume();

  // Success: toast, analytics event, form cleared, then the thank-you page.
  await injectFault(context, baseURL, null);
  const navigation = await holdNavigation(page, "/thank-you/contact");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/contact"));
  await send.click();
  expect((await sent).postDataJSON()).toMatchObject({
    name: "Pat O'Neil",
    email,
    subject: "educational",
    message: "Do you also help with <b>math</b>?",
  });
  await expect(toast).toContainText("Message Sent Successfully!");
  await expect(toast).toContainText(
    "Thank you for contacting us. We will get back to you shortly.",
  );
  await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("");
  expect(await dataLayerEvents(page, "contact_form_submitted")).toEqual([
    {
      event: "contact_form_submitted",
      form: "contact",
      subject: "educational",
      submission_type: "standard",
    },
  ]);
  await navigation.release();
  await expect(page).toHaveURL(/\/thank-you\/contact$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Thank you for reaching out!" }),
  ).toBeVisible();

  // The thank-you page: conversion event, Ads conversion, the site hook, and the hashed email.
  await expect.poll(() => dataLayerEvents(page, "contact_submitted")).toHaveLength(1);
  expect(await gtagEvents(page, "conversion")).toEqual([
    expect.objectContaining({ conversion_kind: "contact", currency: "USD" }),
  ]);
  expect(
    await page.evaluate(
      () => (window as unknown as { __contactCalls: unknown[] }).__contactCalls.length,
    ),
  ).toBe(1);
  await expect
    .poll(() => dataLayerEvents(page, "enhanced_conversion_data"))
    .toEqual([
      {
        event: "enhanced_conversion_data",
        user_data: { sha256_email_address: await sha256(email) },
      },
    ]);

  await page.goto("/thank-you/contact");
  await expect(page).toHaveURL(/\/contact$/);
});

test("contact: a failed security check offers Try Again and manual verification, which reaches the thank-you page", async ({
  page,
  context,
  baseURL,
}) => {
  await openPage(page, "/contact");
  const form = contactForm(page);
  const send = form.getByRole("button", { name: "Send Message" });
  await expect(send).toBeDisabled();
  const email = uniqueEmail("contact-fallback");
  await fill(form, email);

  await injectFault(context, baseURL, "bot-check");
  await send.click();
  const alert = page.getByTestId("security-alert");
  await expect(alert.getByRole("heading", { name: "Security Verification Issue" })).toBeVisible();
  await expect(alert).toContainText("We encountered an issue with security verification.");
  await expect(alert).toBeFocused();

  const retried = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
  await alert.getByRole("button", { name: "Try Again" }).click();
  expect((await retried).status()).toBe(403);
  await expect(alert).toBeVisible();

  await alert.getByRole("button", { name: "Use Alternative Verification" }).click();
  const dialog = page.getByRole("dialog", { name: "Alternative Verification" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: "dialog[open]" });
  const submit = dialog.getByRole("button", { name: "Submit for Verification" });
  await expect(submit).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Phone" }).fill("801-555-0100");
  await expect(submit).toBeEnabled();
  await dialog.getByRole("textbox", { name: "Alternate Email" }).fill("other@example.com");
  await dialog
    .getByRole("textbox", { name: "Reason" })
    .fill("The check keeps failing on my tablet");
  await expect(dialog.getByTestId("fallback-reason-count")).toHaveText("36/250 characters used");

  await injectFault(context, baseURL, "leads-write");
  await submit.click();
  const toast = dialog.getByTestId("toast");
  await expect(toast).toContainText("Error Sending Message");
  await expect(toast).toContainText(
    "There was an error sending your message. Please contact us directly.",
  );

  await injectFault(context, baseURL, null);
  const navigation = await holdNavigation(page, "/thank-you/contact");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/contact-fallback"));
  await submit.click();
  expect((await sent).postDataJSON()).toMatchObject({
    email,
    subject: "educational",
    phone: "801-555-0100",
    alternateEmail: "other@example.com",
    reason: "The check keeps failing on my tablet",
  });
  const pageToast = page.getByTestId("toast");
  await expect(pageToast).toContainText("Message Sent Successfully!");
  await expect(pageToast).toContainText("We will verify and respond to your message shortly.");
  await navigation.release();
  await expect(page).toHaveURL(/\/thank-you\/contact$/);
  expect(await dataLayerEvents(page, "contact_form_submitted")).toEqual([
    expect.objectContaining({ submission_type: "fallback" }),
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts to the server, shows its messages, then reaches the thank-you page", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByRole("textbox", { name: "Name" }).fill("Pat");
    await form.getByRole("textbox", { name: "Email" }).fill("pat@localhost");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByText("Please choose a subject.")).toBeVisible();
    await expect(form.getByText("Please enter a message.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Pat");

    await form.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("contact-nojs"));
    await form
      .getByRole("combobox", { name: "Subject" })
      .selectOption({ label: "Billing Question" });
    await form.getByRole("textbox", { name: "Message" }).fill("Can I pay by invoice?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/thank-you\/contact$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you for reaching out!" }),
    ).toBeVisible();
  });

  test("on the prerendered page the first Send asks to press Send again, keeping every answer; the second reaches the thank-you page", async ({
    page,
  }) => {
    const response = await page.goto("/contact");
    expect(response?.headers()["x-nextjs-prerender"]).toMatch(/^1(?:[,\s]+1)*$/);
    const form = contactForm(page);
    const email = uniqueEmail("contact-nojs-again");
    await fill(form, email);
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(form.getByRole("alert")).toHaveText(sendAgainMessage);
    await expect(page.getByTestId("security-alert")).toHaveCount(0);
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("Pat O'Neil");
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await expect(form.getByRole("combobox", { name: "Subject" })).toHaveValue("educational");
    await expect(form.getByRole("textbox", { name: "Message" })).toHaveValue(
      "Do you also help with <b>math</b>?",
    );
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/thank-you\/contact$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you for reaching out!" }),
    ).toBeVisible();
  });

  test("a failed security check offers manual verification in the page", async ({
    page,
    context,
    baseURL,
  }) => {
    await injectFault(context, baseURL, "bot-check");
    await page.goto("/contact");
    const form = contactForm(page);
    await fill(form, uniqueEmail("contact-nojs-fallback"));
    await form.getByRole("button", { name: "Send Message" }).click();
    const alert = page.getByTestId("security-alert");
    await expect(alert).toContainText("Security Verification Issue");
    await alert.getByRole("button", { name: "Use Alternative Verification" }).click();

    const fields = form.getByRole("group", { name: "Alternative Verification" });
    await expect(fields).toBeVisible();
    await fields.getByRole("button", { name: "Submit for Verification" }).click();
    await expect(fields.getByText("Please enter your phone number.")).toBeVisible();
    await fields.getByRole("textbox", { name: "Phone" }).fill("801 555 0100");
    await fields.getByRole("button", { name: "Submit for Verification" }).click();
    await expect(page).toHaveURL(/\/thank-you\/contact$/);
  });
});
