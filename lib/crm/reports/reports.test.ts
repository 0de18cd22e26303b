import { CHART_SOURCES, conversionRates, formatRate, OTHER_SOURCES, weeklySeries } from "./reports";
import { leadSourceCsv } from "./report-export";

describe("weeklySeries", () => {
  it("lists every Monday-started week the period touches, with zeros for quiet weeks", () => {
    // 2030-01-01 is a Tuesday; its week starts on Monday 2029-12-31.
    const series = weeklySeries({ from: "2030-01-01", to: "2030-01-20" }, [
      { source: "google", week: "2030-01-14", leads: 3 },
      { source: "google", week: "2029-12-31", leads: 1 },
    ]);
    expect(series).toEqual({
      weeks: ["2029-12-31", "2030-01-07", "2030-01-14"],
      sources: [{ source: "google", counts: [1, 0, 3] }],
    });
  });

  it("names the biggest sources and puts the rest together, so the legend stays readable", () => {
    const sources = ["a", "b", "c", "d", "e", "f", "g"];
    const cells = sources.map((source, i) => ({ source, week: "2030-01-07", leads: 10 - i }));
    const series = weeklySeries({ from: "2030-01-07", to: "2030-01-13" }, cells);
    expect(series.sources.map((s) => s.source)).toEqual(["a", "b", "c", "d", OTHER_SOURCES]);
    expect(series.sources).toHaveLength(CHART_SOURCES);
    expect(series.sources.at(-1)?.counts).toEqual([6 + 5 + 4]);
  });

  it("keeps exactly CHART_SOURCES sources by name when there are no more", () => {
    const cells = ["a", "b", "c", "d", "e"].map((source) => ({
      source,
      week: "2030-01-07",
      leads: 1,
    }));
    expect(
      weeklySeries({ from: "2030-01-07", to: "2030-01-07" }, cells).sources.map((s) => s.source),
    ).toEqual(["a", "b", "c", "d", "e"]);
  });
});

describe("conversion rates", () => {
  it.each([
    [
      "each stage against the one before",
      { leads: 10, booked: 4, held: 2, enrolled: 1 },
      { booked: 0.4, held: 0.5, enrolled: 0.5, overall: 0.1 },
    ],
    [
      "nothing to divide by",
      { leads: 0, booked: 0, held: 0, enrolled: 0 },
      { booked: null, held: null, enrolled: null, overall: null },
    ],
  ])("%s", (_name, counts, rates) => {
    expect(conversionRates(counts)).toEqual(rates);
  });

  it("formats as whole percentages, or a dash", () => {
    expect([formatRate(2 / 3), formatRate(0), formatRate(null)]).toEqual(["67%", "0%", "—"]);
  });
});

describe("leadSourceCsv", () => {
  it("neutralises formulas and quotes in visitor-supplied attribution", () => {
    const csv = leadSourceCsv({
      period: { from: "2030-01-01", to: "2030-01-31" },
      rows: [
        {
          source: "@evil",
          medium: "+cpc",
          campaign: 'say "hi"',
          leads: 1,
          booked: 0,
          held: 0,
          enrolled: 0,
        },
      ],
      totals: { leads: 1, booked: 0, held: 0, enrolled: 0 },
      weekly: { weeks: [], sources: [] },
    });
    expect(csv.split("\r\n")[1]).toBe(
      `"'@evil","'+cpc","say ""hi""","1","0","0","0","0%","—","—","0%"`,
    );
  });
});
