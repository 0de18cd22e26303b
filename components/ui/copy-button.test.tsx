/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { CopyButton } from "./copy-button";

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

describe("CopyButton", () => {
  it("copies the address and says so", async () => {
    const copied: string[] = [];
    clipboard((text) => {
      copied.push(text);
      return Promise.resolve();
    });
    render(<CopyButton value="https://site.example/calendar/abc.ics" what="calendar address" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy the calendar address" }));
      await Promise.resolve();
    });
    expect(copied).toEqual(["https://site.example/calendar/abc.ics"]);
    expect(screen.getByText("Copied.")).toHaveAttribute("aria-live", "polite");
  });

  it("asks for a copy by hand when the browser refuses the clipboard", async () => {
    clipboard(() => Promise.reject(new Error("denied")));
    render(<CopyButton value="x" what="calendar address" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy the calendar address" }));
      await Promise.resolve();
    });
    expect(
      screen.getByText("Copy didn't work here: select the calendar address and copy it."),
    ).toBeInTheDocument();
  });
});
