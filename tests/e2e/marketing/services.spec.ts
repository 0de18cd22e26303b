import { expect, test } from "../helpers/test";
import { expectNoSeriousA11yViolations } from "../helpers/axe";
import { jsonLd } from "./marketing-helpers";
import { openPage } from "../helpers/pages";

const expected = [
  { name: "Free Consultation", price: "Free" },
  { name: "Student Assessments", price: "$100", note: "Free after completing 8 sessions" },
  { name: "1:1 Online Reading Tutoring", price: "$70/hour" },
  { name: "1:1 Online Math Tutoring", price: "$70/hour" },
  { name: "Reading Discovery Program", price: "$1,200", note: "Online 1:1, twenty sessions" },
  { name: "1:1 Online Writing", price: "$50/hour", note: "Printing, D'Nealian, cursive" },
];

test("services: exactly six cards with the spec's prices and notes, and Service JSON-LD", async ({
  page,
}) => {
  await openPage(page, "/services-offered");
  await expect(page.getByRole("heading", { level: 1, name: "Services offered" })).toBeVisible();
  const cards = page.getByRole("region", { name: "Services and prices" }).getByRole("article");
  await expect(cards).toHaveCount(6);
  for (const [index, service] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(service.name);
    await expect(card.getByText(service.price, { exact: true })).toBeVisible();
    if (service.note) await expect(card.getByText(service.note, { exact: true })).toBeVisible();
  }
  await expect(cards.nth(1).getByRole("link")).toHaveAttribute("href", "/start-here?open=intake");
  await expect(cards.nth(0).getByRole("link")).toHaveAttribute(
    "href",
    "/start-here?open=consultation",
  );

  const graph = (await jsonLd(page))[0]?.["@graph"] as {
    "@type": string;
    offers: { priceCurrency: string };
  }[];
  expect(graph).toHaveLength(6);
  expect(
    graph.every((node) => node["@type"] === "Service" && node.offers.priceCurrency === "USD"),
  ).toBe(true);
  await expectNoSeriousA11yViolations(page);
});
