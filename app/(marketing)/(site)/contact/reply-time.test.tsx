/** @jest-environment jsdom */
// Issue 36: the contact page, its side panel and the thank-you pages make one promise about when a
// person replies (siteConfig.replyTime, the same words as the contact auto-reply).
import { render } from "@testing-library/react";
import ContactPage, { metadata as contactMetadata } from "@/app/(marketing)/(site)/contact/page";
import ContactThankYouPage from "@/app/(marketing)/(site)/thank-you/contact/page";
import IntakeThankYouPage from "@/app/(marketing)/(site)/thank-you/intake/page";
import { siteConfig } from "@/lib/site-config";
import { ContactDetails } from "@/components/marketing/contact-details";

// The form itself (and the server actions it imports) is not what this test reads.
jest.mock("@/components/leads/contact-form", () => ({ ContactForm: () => null }));

const otherPromises = /same business day|shortly|within one business day/i;

it.each([
  ["the contact page", () => <ContactPage />],
  ["the contact page's side panel", () => <ContactDetails />],
  ["the contact thank-you page", () => <ContactThankYouPage />],
  ["the intake thank-you page", () => <IntakeThankYouPage />],
])("%s promises a reply only as the setting says", (_name, page) => {
  const { container, unmount } = render(page());
  expect(container.textContent).toContain(siteConfig.replyTime);
  expect(container.textContent).not.toMatch(otherPromises);
  unmount();
});

it("the contact page's description in search results makes the same promise", () => {
  expect(String(contactMetadata.description)).toContain(`replies ${siteConfig.replyTime}.`);
  expect(String(contactMetadata.description)).not.toMatch(otherPromises);
});
