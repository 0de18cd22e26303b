/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { analyticsConfig } from "@/lib/analytics/gtag";
import { AnalyticsTags } from "./analytics-tags";

const mockTagsLoaded = jest.fn();
jest.mock("./configured-analytics-tags", () => {
  mockTagsLoaded();
  return { ConfiguredAnalyticsTags: () => <div data-testid="analytics-tags" /> };
});

const unconfigured = { ...analyticsConfig };

describe("analytics tags", () => {
  afterEach(() => Object.assign(analyticsConfig, unconfigured));

  it("render nothing, and load no tag code, when no analytics is configured", () => {
    const { container } = render(<AnalyticsTags />);
    expect(container).toBeEmptyDOMElement();
    expect(mockTagsLoaded).not.toHaveBeenCalled();
  });

  it("load the tags once a Google tag is configured", async () => {
    analyticsConfig.gaMeasurementId = "G-TEST123";
    render(<AnalyticsTags />);
    expect(await screen.findByTestId("analytics-tags")).toBeInTheDocument();
  });

  it("load the tags for Vercel Analytics alone", async () => {
    analyticsConfig.vercelAnalytics = true;
    render(<AnalyticsTags />);
    expect(await screen.findByTestId("analytics-tags")).toBeInTheDocument();
  });
});
