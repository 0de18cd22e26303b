// The practice edits its own testimonials (issue 37): an admin adds a family's words with their
// permission, shown on /dyslexia only, into a draft that parents do not see, previews it on the
// real page and publishes; a parent's browser then sees them there on the next request and
// nowhere else. The testimonial is deleted again at the end, so other specs read the pages as
// seeded.
import crypto from "node:crypto";
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { signInAsAdmin } from "./admin-helpers";

test("an admin adds a testimonial with permission for /dyslexia only and a parent sees it there", async ({
  page,
  browser,
}) => {
  // Unique, so a run that stopped half way never meets its own leftovers.
  const quote = `After ten weeks she reads street signs aloud on every drive (${crypto.randomUUID().slice(0, 6)}).`;
  const parent = await browser.newContext();
  const parentPage = await parent.newPage();
  await parentPage.goto("/dyslexia");
  await expect(parentPage.getByText("Amanda R.")).toBeVisible();
  await expect(parentPage.getByText(quote)).toHaveCount(0);

  await signInAsAdmin(page);
  await page.goto("/admin/site");
  await page.getByRole("link", { name: "Edit testimonials" }).click();
  await expect(page.getByRole("heading", { name: "Testimonials", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Add a testimonial" }).click();

  const form = page.getByRole("form", { name: "Testimonial" });
  try {
    await form.getByLabel("The family's words").fill(quote);
    await form.getByLabel("First name or initials").fill("Robin Kessler");
    await form.getByLabel("The child's age group").selectOption("Kindergarten-2nd grade");
    await form.getByLabel("Where the words came from").selectOption("Parent email");
    await form.getByLabel("Dyslexia tutoring (/dyslexia)").check();

    // A full name, then no permission: each refused with the reason.
    await form.getByRole("button", { name: "Save to draft" }).click();
    await expect(form.getByRole("alert")).toContainText("first name or initials only");
    await form.getByLabel("First name or initials").fill("Robin K.");
    await form.getByRole("button", { name: "Save to draft" }).click();
    await expect(form.getByRole("alert")).toContainText("family's permission");

    await form.getByLabel("The family agreed that we publish these words").check();
    await form.getByLabel("Date they agreed").fill("2026-11-20");
    await expectNoSeriousA11yViolations(page);
    await form.getByRole("button", { name: "Save to draft" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Robin K.'s testimonial was added to the draft" }),
    ).toBeVisible();

    // A draft is not live; the editor's preview shows it on the real page.
    await parentPage.reload();
    await expect(parentPage.getByText(quote)).toHaveCount(0);
    await page.goto("/admin/site/testimonials");
    const draft = page.getByRole("group", { name: "Testimonials draft" });
    await expect(draft).toContainText("Robin K.: added");
    await draft.getByRole("link", { name: "Preview" }).click();
    await page.goto("/dyslexia");
    await expect(page.getByText(quote)).toBeVisible();
    await page.goto("/admin/site/testimonials");
    await draft.getByRole("button", { name: "Publish" }).click();
    await expect(
      draft.getByRole("status").filter({ hasText: "Published: the site now shows" }),
    ).toBeVisible();

    // The parent's next request shows it on /dyslexia, and not on the other two pages.
    await parentPage.reload();
    await expect(parentPage.getByText(quote)).toBeVisible();
    await expect(parentPage.getByText("Robin K.", { exact: true })).toBeVisible();
    for (const path of ["/", "/free-consultation"]) {
      await parentPage.goto(path);
      await expect(parentPage.getByText("Amanda R.")).toBeVisible();
      await expect(parentPage.getByText(quote)).toHaveCount(0);
    }
    // No review markup for the practice's own testimonials.
    await parentPage.goto("/dyslexia");
    const jsonLd = await parentPage.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("\n")).not.toMatch(/Review|AggregateRating|ratingValue/);
  } finally {
    await page.goto("/admin/site/testimonials");
    const remaining = page.getByRole("button", { name: "Delete Robin K.'s testimonial" });
    while (await remaining.count()) {
      await remaining.first().click();
      await page.getByRole("button", { name: "Yes, delete" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "Robin K.'s testimonial was deleted" }),
      ).toBeVisible();
      await page.reload();
    }
    const publish = page.getByRole("group", { name: "Testimonials draft" }).getByRole("button", {
      name: "Publish",
    });
    if (await publish.count()) {
      await publish.click();
      await expect(page.getByRole("status").filter({ hasText: /Published|Nothing/ })).toBeVisible();
    }
    await parentPage.goto("/dyslexia");
    await expect(parentPage.getByText(quote)).toHaveCount(0);
    await parent.close();
  }
});
