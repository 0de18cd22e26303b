/** @jest-environment jsdom */
// Each frame of the site renders its own RouteEffects, so a move between frames (the ad landing
// page to the privacy policy, say) mounts a new one: that move must still count as a page view.
import { render } from "@testing-library/react";

const mockTrackPageView = jest.fn<void, [string]>();
const scrollTo = jest.fn();
let mockPathname = "/free-consultation";

jest.mock("next/navigation", () => ({
  usePathname: () => mockPathname,
  useRouter: () => ({ prefetch: jest.fn() }),
}));
jest.mock("@/lib/analytics/gtag", () => ({
  trackPageView: (pathname: string) => {
    mockTrackPageView(pathname);
  },
}));

import { RouteEffects } from "./route-effects";

describe("RouteEffects", () => {
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo;
  });

  it("leaves the first page to the tag, and counts each later page, across frames too", () => {
    const landing = render(<RouteEffects />);
    expect(mockTrackPageView).not.toHaveBeenCalled();

    // React's development double mount of the same page is not a second visit.
    landing.unmount();
    const again = render(<RouteEffects />);
    expect(mockTrackPageView).not.toHaveBeenCalled();

    // The landing page's frame gives way to the site's frame: a new RouteEffects.
    again.unmount();
    mockPathname = "/privacy-policy";
    const site = render(<RouteEffects />);
    expect(mockTrackPageView).toHaveBeenCalledWith("/privacy-policy");
    expect(scrollTo).toHaveBeenCalled();

    // A move inside the same frame.
    mockPathname = "/about";
    site.rerender(<RouteEffects />);
    expect(mockTrackPageView).toHaveBeenLastCalledWith("/about");
    expect(mockTrackPageView).toHaveBeenCalledTimes(2);
  });

  it("sends nothing for the pages children play on", () => {
    mockPathname = "/dyslexia";
    const view = render(<RouteEffects />);
    mockPathname = "/student-apps/letter-tiles";
    view.rerender(<RouteEffects />);
    expect(scrollTo).toHaveBeenCalled();
    expect(mockTrackPageView).not.toHaveBeenCalledWith("/student-apps/letter-tiles");
  });
});
