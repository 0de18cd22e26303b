import { readReportPeriod } from "./report-period";

// 2030-01-09 at 5:30 AM UTC is still 2030-01-08 in MT: "today" is the business day.
const NOW = new Date("2030-01-09T05:30:00Z");
const DEFAULT = { from: "2029-10-11", to: "2030-01-08" };

describe("readReportPeriod", () => {
  it.each([
    ["no dates: the last 90 days up to today in MT", {}, { period: DEFAULT }],
    [
      "both dates",
      { from: "2029-12-01", to: "2029-12-31" },
      { period: { from: "2029-12-01", to: "2029-12-31" } },
    ],
    [
      "only an end: the 90 days before it",
      { to: "2029-12-31" },
      { period: { from: "2029-10-03", to: "2029-12-31" } },
    ],
    [
      "only a start: up to today",
      { from: "2030-01-01" },
      { period: { from: "2030-01-01", to: "2030-01-08" } },
    ],
    ["empty fields, as a cleared form sends them", { from: "", to: " " }, { period: DEFAULT }],
    [
      "one day",
      { from: "2030-01-08", to: "2030-01-08" },
      { period: { from: "2030-01-08", to: "2030-01-08" } },
    ],
    [
      "repeated parameters: the first",
      { from: ["2029-12-01", "2029-01-01"], to: "2029-12-02" },
      { period: { from: "2029-12-01", to: "2029-12-02" } },
    ],
  ])("%s", (_name, params, expected) => {
    expect(readReportPeriod(params, NOW)).toEqual(expected);
  });

  it.each([
    [
      "an impossible date",
      { from: "2030-02-30" },
      "The start date is not a real date. Use the date picker or write it as YYYY-MM-DD.",
    ],
    [
      "words",
      { to: "last week" },
      "The end date is not a real date. Use the date picker or write it as YYYY-MM-DD.",
    ],
    [
      "start after end",
      { from: "2030-01-02", to: "2030-01-01" },
      "The start date is after the end date. Please swap them.",
    ],
    [
      "more than three years",
      { from: "2026-01-01", to: "2030-01-01" },
      "Please choose a period of at most three years.",
    ],
  ])("refuses %s with a message and falls back to the default period", (_name, params, message) => {
    expect(readReportPeriod(params, NOW)).toEqual({ period: DEFAULT, error: message });
  });

  it("reads a URL's query string too (the CSV export)", () => {
    expect(readReportPeriod(new URLSearchParams("from=2029-12-01&to=2029-12-31"), NOW)).toEqual({
      period: { from: "2029-12-01", to: "2029-12-31" },
    });
  });
});
