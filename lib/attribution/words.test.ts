import type { Attribution } from "@/db/schema";
import { emptyAttribution } from "./attribution";
import { attributionSentence, channelSentence, humanizeTag, sourceKeyLabel } from "./words";

const tags = (values: Partial<Attribution>): Attribution => ({ ...emptyAttribution(), ...values });

describe("where a family came from, in words", () => {
  it("names Google Ads and the campaign as people write them", () => {
    expect(
      attributionSentence(
        tags({ utm_source: "google", utm_medium: "cpc", utm_campaign: "reading-help" }),
        "gclid-1",
      ),
    ).toBe("Came from Google Ads, campaign Reading help");
  });

  it("takes a gclid alone for Google Ads, and adds the search term", () => {
    expect(attributionSentence(tags({ utm_term: "dyslexia tutor" }), "abc")).toBe(
      "Came from Google Ads, searching for “dyslexia tutor”",
    );
  });

  it("reads other sources, links and direct visits", () => {
    expect(attributionSentence(tags({ utm_source: "facebook", utm_medium: "social" }))).toBe(
      "Came from Facebook",
    );
    expect(attributionSentence(tags({ utm_source: "newsletter", utm_medium: "email" }))).toBe(
      "Came from an email (our newsletter)",
    );
    expect(attributionSentence(tags({ referrer: "https://www.school.example/resources" }))).toBe(
      "Came from a link on school.example",
    );
    expect(attributionSentence(null)).toBe(
      "Came to the site directly (no campaign or referring site recorded)",
    );
    expect(attributionSentence(tags({}))).not.toMatch(/utm_|consultation_booking/);
  });

  it("turns tags into words", () => {
    expect(humanizeTag("fall_2030-tutoring")).toBe("Fall 2030 tutoring");
  });

  it("names the dashboard's and inbox's sources without utm codes", () => {
    expect(sourceKeyLabel("gclid")).toBe("Google Ads");
    expect(sourceKeyLabel("utm:facebook")).toBe("Facebook");
    expect(sourceKeyLabel("utm:spring-flyer")).toBe("Spring flyer");
    expect(sourceKeyLabel("direct")).toMatch(/^No campaign/);
  });
});

describe("a report row's channel, in words", () => {
  it("reads source, medium and campaign as a sentence", () => {
    expect(channelSentence("google", "cpc", "reading-help")).toBe(
      "Came from Google Ads, campaign Reading help",
    );
    expect(channelSentence("facebook", "paid_social", "(not set)")).toBe("Came from Facebook Ads");
    expect(channelSentence("newsletter", "email", "spring")).toBe(
      "Came from an email (our newsletter), campaign Spring",
    );
  });

  it("says a family came directly instead of showing Google Analytics' placeholders", () => {
    expect(channelSentence("(direct)", "(none)", "(not set)")).toBe(
      "Came to the site directly (no campaign or referring site recorded)",
    );
  });
});
