/** @jest-environment jsdom */
import { StrictMode } from "react";
import { act, fireEvent, render } from "@testing-library/react";
import { HASH_SCROLL_DELAY_MS, LandingAnalytics } from "./landing-analytics";

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

function gtagCalls(name: string) {
  return (window.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === "[object Arguments]")
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === "event" && args[1] === name);
}

function renderLanding() {
  return render(
    <StrictMode>
      <LandingAnalytics lp="dyslexia" viewEvent="view_dyslexia_lp" ctaEvent="dyslexia_cta_click" />
      <a href="/start-here?open=consultation" data-lp-cta="consultation">
        <span>Schedule a Free Consultation</span>
      </a>
      <a href="/structured-literacy">Learn more</a>
      <section id="testimonials">Stories</section>
    </StrictMode>,
  );
}

let scrollIntoView: jest.Mock;

beforeEach(() => {
  window.dataLayer = [];
  delete window.gtag;
  window.history.replaceState(null, "", "/dyslexia");
  mockReducedMotion(false);
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => jest.useRealTimers());

it("reports one landing page view, also under strict-mode double effects", () => {
  renderLanding();
  expect(
    window.dataLayer!.filter((entry) => (entry as { event?: string }).event === "lp_view"),
  ).toEqual([{ event: "lp_view", lp: "dyslexia" }]);
  expect(gtagCalls("view_dyslexia_lp")).toHaveLength(1);
});

it("reports a click on a marked CTA, including clicks on its children, and ignores other links", () => {
  const { getByText } = renderLanding();
  fireEvent.click(getByText("Schedule a Free Consultation"));
  fireEvent.click(getByText("Learn more"));
  expect(
    window.dataLayer!.filter((entry) => (entry as { event?: string }).event === "cta_click"),
  ).toEqual([{ event: "cta_click", lp: "dyslexia", cta: "consultation" }]);
  expect(gtagCalls("dyslexia_cta_click")).toEqual([
    ["event", "dyslexia_cta_click", { destination: "consultation" }],
  ]);
});

it.each([
  ["smoothly", false, "smooth"],
  ["instantly under reduced motion", true, "auto"],
])("scrolls to the hash target %s after 50 ms", (_case, reduce, behavior) => {
  jest.useFakeTimers();
  mockReducedMotion(reduce);
  window.history.replaceState(null, "", "/dyslexia#testimonials");
  renderLanding();
  act(() => jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1));
  expect(scrollIntoView).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(scrollIntoView).toHaveBeenCalledWith({ behavior, block: "start" });
});

it("does not scroll without a hash", () => {
  jest.useFakeTimers();
  renderLanding();
  act(() => jest.advanceTimersByTime(200));
  expect(scrollIntoView).not.toHaveBeenCalled();
});
