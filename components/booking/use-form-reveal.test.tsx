/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { FOCUS_DELAY_MS, SCROLL_DELAY_MS, useFormReveal } from "./use-form-reveal";

function Probe({ slot }: { slot: string | null }) {
  const { shown, formRef, firstFieldRef } = useFormReveal(slot, true);
  return shown ? (
    <form ref={formRef} aria-label="details">
      <input ref={firstFieldRef} aria-label="Name" />
    </form>
  ) : null;
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe("revealing the booking form (spec section 4, step 5)", () => {
  let scrolled: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    scrolled = jest.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
  });
  afterEach(() => jest.useRealTimers());

  it("appears with a chosen time, scrolls into view after 2.5 s and takes focus 2 s later", () => {
    mockReducedMotion(false);
    const { rerender } = render(<Probe slot={null} />);
    expect(screen.queryByRole("form")).toBeNull();
    rerender(<Probe slot="2030-01-08T17:00:00.000Z" />);
    expect(screen.getByRole("form")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SCROLL_DELAY_MS - 1));
    expect(scrolled).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrolled).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    act(() => jest.advanceTimersByTime(FOCUS_DELAY_MS - 1));
    expect(screen.getByLabelText("Name")).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByLabelText("Name")).toHaveFocus();
  });

  it("does both at once, without smooth scrolling, under prefers-reduced-motion", () => {
    mockReducedMotion(true);
    render(<Probe slot="2030-01-08T17:00:00.000Z" />);
    expect(scrolled).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
    expect(screen.getByLabelText("Name")).toHaveFocus();
  });

  it("does not take focus from someone already typing in the form", () => {
    mockReducedMotion(false);
    render(<Probe slot="2030-01-08T17:00:00.000Z" />);
    const name = screen.getByLabelText("Name");
    const other = document.createElement("input");
    screen.getByRole("form").appendChild(other);
    other.focus();
    act(() => jest.advanceTimersByTime(SCROLL_DELAY_MS + FOCUS_DELAY_MS));
    expect(name).not.toHaveFocus();
    expect(other).toHaveFocus();
  });
});
