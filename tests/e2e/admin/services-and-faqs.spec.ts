// Issue 37, services and FAQs: an admin raises a price and rewrites an FAQ answer with a bold word
// and a link, both as drafts; previews them on the real pages while a parent still sees the live
// ones; publishes from the preview bar; and the parent's next request shows both on
// /services-offered and /structured-literacy. The price and the answer are put back at the end,
// so other specs read the pages as seeded.
import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import type { Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-helpers";

const service = "1:1 Online Reading Tutoring";
const question = "How long does it take to see results?";
const newAnswer =
  "Most families notice improvement within **4-6 weeks** of regular sessions. Read what the [International Dyslexia Association](https://dyslexiaida.org/) says about structured literacy.";

const readingCard = (page: Page) => page.getByRole("article", { name: service });
const timingQuestion = async (page: Page) => {
  const item = page.locator("#faq details").filter({ hasText: question });
  await item.locator("summary").click();
  return item;
};

async function expectNewAnswer(page: Page) {
  const item = await timingQuestion(page);
  await expect(item.locator("strong")).toHaveText("4-6 weeks");
  await expect(
    item.getByRole("link", { name: "International Dyslexia Association" }),
  ).toHaveAttribute("href", "https://dyslexiaida.org/");
  await expect(item).not.toContainText("**");
}

test("an admin drafts a new price and an FAQ answer, previews them, publishes, and a parent sees both", async ({
  page,
  browser,
}) => {
  const parent = await browser.newContext();
  const parentPage = await parent.newPage();
  await parentPage.goto("/services-offered");
  await expect(readingCard(parentPage).getByText("$70/hour", { exact: true })).toBeVisible();

  await signInAsAdmin(page);
  await page.goto("/admin/site");
  await page.getByRole("link", { name: "Edit services and prices" }).click();
  await expect(page.getByRole("heading", { name: "Services and prices", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  let oldAnswer = "";
  try {
    await page.getByRole("link", { name: `Edit ${service}` }).click();
    const serviceForm = page.getByRole("form", { name: "Service" });
    await expect(serviceForm.getByLabel("Price in US dollars")).toHaveValue("70");
    // A link to another kind of address is refused, saying why; the price is kept as typed.
    await serviceForm.getByLabel("Price in US dollars").fill("75");
    const description = await serviceForm.getByLabel("Description").inputValue();
    await serviceForm.getByLabel("Description").fill(`${description} [Pay](javascript:pay())`);
    await serviceForm.getByRole("button", { name: "Save to the draft" }).click();
    await expect(serviceForm.getByRole("alert")).toContainText("Links must start with https://");
    await expectNoSeriousA11yViolations(page);
    await serviceForm.getByLabel("Description").fill(description);
    await serviceForm.getByRole("button", { name: "Save to the draft" }).click();
    const servicesDraft = page.getByRole("group", { name: "Services and prices draft" });
    await expect(servicesDraft).toContainText(`${service}: price`);

    await page.goto("/admin/site");
    await page.getByRole("link", { name: "Edit FAQs" }).click();
    await page.getByRole("link", { name: `Edit “${question}”` }).click();
    const faqForm = page.getByRole("form", { name: "Question" });
    oldAnswer = await faqForm.getByLabel("Answer").inputValue();
    await faqForm.getByLabel("Answer").fill(newAnswer);
    await expectNoSeriousA11yViolations(page);
    await faqForm.getByRole("button", { name: "Save to the draft" }).click();
    const faqDraft = page.getByRole("group", { name: "FAQs draft" });
    await expect(faqDraft).toContainText(`“${question}”: answer`);

    // The preview: the real pages with both drafts, and a bar that says so.
    await faqDraft.getByRole("link", { name: "Preview" }).click();
    await expect(page).toHaveURL(/\/structured-literacy$/);
    const bar = page.getByRole("complementary", { name: "Preview" });
    await expect(bar).toContainText("Preview of unpublished changes");
    await expectNewAnswer(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto("/services-offered");
    await expect(readingCard(page).getByText("$75/hour", { exact: true })).toBeVisible();

    // Parents still see what is live.
    await parentPage.reload();
    await expect(readingCard(parentPage).getByText("$70/hour", { exact: true })).toBeVisible();

    await bar.getByRole("button", { name: "Publish" }).click();
    await expect(bar).toBeHidden();

    await parentPage.reload();
    await expect(readingCard(parentPage).getByText("$75/hour", { exact: true })).toBeVisible();
    await parentPage.goto("/structured-literacy");
    await expectNewAnswer(parentPage);
    await expectNoSeriousA11yViolations(parentPage);
  } finally {
    // Back as seeded, published, with no draft waiting.
    await page.goto(`/admin/site/services`);
    await page.getByRole("link", { name: `Edit ${service}` }).click();
    await page.getByLabel("Price in US dollars").fill("70");
    await page.getByRole("button", { name: "Save to the draft" }).click();
    await page
      .getByRole("group", { name: "Services and prices draft" })
      .getByRole("button", { name: "Publish" })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
    if (oldAnswer) {
      await page.goto(`/admin/site/faqs`);
      await page.getByRole("link", { name: `Edit “${question}”` }).click();
      await page.getByLabel("Answer").fill(oldAnswer);
      await page.getByRole("button", { name: "Save to the draft" }).click();
      await page
        .getByRole("group", { name: "FAQs draft" })
        .getByRole("button", { name: "Publish" })
        .click();
      await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
    }
    await parent.close();
  }
});
