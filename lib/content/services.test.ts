import { services } from "./services";

describe("services (spec section 9)", () => {
  it("lists exactly the six services with the spec's prices and notes, in order", () => {
    expect(services.map(({ name, price, note }) => ({ name, price, note }))).toEqual([
      { name: "Free Consultation", price: "Free", note: undefined },
      { name: "Student Assessments", price: "$100", note: "Free after completing 8 sessions" },
      { name: "1:1 Online Reading Tutoring", price: "$70/hour", note: undefined },
      { name: "1:1 Online Math Tutoring", price: "$70/hour", note: undefined },
      { name: "Reading Discovery Program", price: "$1,200", note: "Online 1:1, twenty sessions" },
      { name: "1:1 Online Writing", price: "$50/hour", note: "Printing, D'Nealian, cursive" },
    ]);
  });

  it("keeps the numeric price in step with the displayed price", () => {
    for (const service of services) {
      const shown = service.price === "Free" ? 0 : Number(service.price.replace(/[^\d]/g, ""));
      expect(service.priceUsd).toBe(shown);
    }
  });

  it("sends every call to action to one of the two start-here modals", () => {
    for (const service of services) {
      expect(["/start-here?open=consultation", "/start-here?open=intake"]).toContain(
        service.cta.href,
      );
    }
  });
});
