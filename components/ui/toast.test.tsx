/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useToast, type Toast } from "./toast";

/** A page with one button that shows the given message, as a form or a game would. */
function Host({ message, durationMs }: { message: Toast; durationMs: number }) {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show(message, durationMs)}>
        Show
      </button>
      {toast.region("page")}
    </>
  );
}

const TRY_AGAIN: Toast = { title: "Try again", tone: "info" };
const show = () => fireEvent.click(screen.getByRole("button", { name: "Show" }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("useToast", () => {
  it("keeps its live region mounted, so the first message is announced", () => {
    render(<Host message={TRY_AGAIN} durationMs={1000} />);
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(screen.queryByTestId("toast")).toBeNull();

    show();
    expect(region).toContainElement(screen.getByTestId("toast"));
  });

  it("shows a game's short note with no description line, then clears it after its duration", () => {
    render(<Host message={TRY_AGAIN} durationMs={1000} />);
    show();
    const toast = screen.getByTestId("toast");
    expect(toast).toHaveAttribute("data-tone", "info");
    expect(toast).toHaveTextContent("Try again");
    expect(toast.querySelectorAll("p")).toHaveLength(1);

    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByTestId("toast")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("shows a title with its description, and closes when dismissed", () => {
    const timeUp: Toast = { title: "Time's up!", description: "Cards claimed: 3", tone: "success" };
    render(<Host message={timeUp} durationMs={5000} />);
    show();
    expect(screen.getByTestId("toast")).toHaveTextContent("Time's up!Cards claimed: 3");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss message" }));
    expect(screen.queryByTestId("toast")).toBeNull();
  });
});
