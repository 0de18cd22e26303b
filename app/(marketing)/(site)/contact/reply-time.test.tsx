/** @jest-environment jsdom */
// Issue 36: the contact page, its side panel and the thank-you pages make one promise about when a
// person replies (siteConfig.replyTime, the same words as the contact auto-reply). Issue 37: the
// contact page takes it, with the phone, email and hours, from the facts staff edit.
import { render } from "@testing-library/react";
import ContactPage, { generateMetadata } from "@/app/(marketing)/(site)/contact/page";
import ContactThankYouPage from "@/app/(marketing)/(site)/thank-you/contact/page";
import IntakeThankYouPage from "@/app/(marketing)/(site)/thank-you/intake/page";
import { siteConfig } from "@/lib/site-config";
import { ContactDetails } from "@/components/marketing/contact-details";
import { StartCards } from "@/components/marketing/start-cards";
import type { BusinessFacts } from "@/lib/site-content/business-facts";

// The form itself (and the server actions it imports) is not what this test reads.
jest.mock("@/components/leads/contact-form", () => ({ ContactForm: () => null }));

// What staff saved: other words than the built-in ones, so the page can only have them from here.
const edited: BusinessFacts = {
  name: "Bright Path Reading",
  phone: "(385) 555-0199",
  phoneHref: "tel:3855550199",
  email: "hello@brightpathreading.com",
  hours: "Mon-Thu 9am-6pm",
  hoursShown: "Mon-Thu 9am-6pm MT",
  address: "",
  state: "Utah",
  replyTime: "within one working day",
  utahFitsAllUrl: "https://utahfitsall.org/apply",
  revision: 3,
};
jest.mock("@/lib/site-content/business-facts", () => ({
  getBusinessFacts: () => Promise.resolve(edited),
}));

const otherPromises = /same business day|shortly|within one business day/i;

it.each([
  ["the contact thank-you page", ContactThankYouPage],
  ["the intake thank-you page", IntakeThankYouPage],
])("%s promises a reply only as the saved facts say", async (_name, page) => {
  const { container, getByRole, unmount } = render(await page());
  expect(container.textContent).toContain(edited.replyTime);
  expect(container.textContent).not.toContain(siteConfig.replyTime);
  expect(container.textContent).not.toMatch(otherPromises);
  expect(getByRole("link", { name: edited.email })).toHaveAttribute(
    "href",
    `mailto:${edited.email}`,
  );
  unmount();
});

it.each([
  ["the contact page", async () => <>{await ContactPage()}</>],
  ["the contact page's side panel", () => Promise.resolve(<ContactDetails facts={edited} />)],
])("%s shows the saved reply time, phone, email and hours", async (_name, page) => {
  const { container, getByRole, unmount } = render(await page());
  const text = container.textContent ?? "";
  expect(text).toContain(edited.replyTime);
  expect(text).not.toContain(siteConfig.replyTime);
  expect(text).toContain("Mon-Thu 9am-6pm MT");
  expect(getByRole("link", { name: "(385) 555-0199" })).toHaveAttribute("href", "tel:3855550199");
  expect(getByRole("link", { name: edited.email })).toHaveAttribute(
    "href",
    `mailto:${edited.email}`,
  );
  unmount();
});

it("the Start Here cards promise the intake form's reply as the saved facts say", async () => {
  const { container } = render(await StartCards({ consultationHref: "/c", intakeHref: "/i" }));
  expect(container.textContent).toContain(`contacts you ${edited.replyTime} to plan`);
  expect(container.textContent).not.toContain(siteConfig.replyTime);
});

it("the contact page's description in search results makes the same promise", async () => {
  const metadata = await generateMetadata();
  expect(String(metadata.description)).toContain(`replies ${edited.replyTime}.`);
  expect(String(metadata.description)).not.toMatch(otherPromises);
});
