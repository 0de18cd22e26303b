import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { siteConfig } from "@/lib/site-config";
import { openPage } from "../helpers/pages";

const documents = [
  {
    path: "/privacy",
    title: "Privacy Policy",
    updated: "Last updated: January 26, 2025",
    sections: 13,
    mentions: [
      "COPPA",
      "FERPA",
      "reCAPTCHA v3",
      "email delivery provider",
      "deleting a student from the list deletes their results too",
    ],
  },
  {
    path: "/data-deletion",
    title: "Data Deletion Policy",
    updated: "Last updated: January 27, 2025",
    sections: 11,
    mentions: [
      "Within 48 hours",
      "2-3 business days",
      "3-5 business days",
      "About 15 business days",
      "Within about 30 days",
      "7 years",
      "when a tutor deletes a student from their list, everything stored for that student, including their results, is deleted",
    ],
  },
  {
    path: "/terms",
    title: "Terms of Service",
    updated: "Last updated: January 27, 2025",
    sections: 15,
    mentions: ["Governing Law", "Cancellations"],
  },
];

for (const doc of documents) {
  test(`${doc.path}: ${doc.sections} numbered sections, date, contents and contact links`, async ({
    page,
  }) => {
    await openPage(page, doc.path);
    await expect(page.getByRole("heading", { level: 1, name: doc.title })).toBeVisible();
    await expect(page.getByText(doc.updated, { exact: true })).toBeVisible();
    const sectionHeadings = page.locator("article section h2");
    await expect(sectionHeadings).toHaveCount(doc.sections);
    await expect(sectionHeadings.first()).toHaveText(/^1\. /);
    await expect(sectionHeadings.last()).toHaveText(new RegExp(`^${doc.sections}\\. `));
    await expect(page.getByRole("navigation", { name: "Contents" }).getByRole("link")).toHaveCount(
      doc.sections,
    );
    for (const mention of doc.mentions)
      await expect(page.locator("article").getByText(mention).first()).toBeVisible();
    await expect(
      page.locator("article").getByRole("link", { name: siteConfig.supportEmail }).first(),
    ).toHaveAttribute("href", `mailto:${siteConfig.supportEmail}`);
    await expectNoSeriousA11yViolations(page);
  });
}
