/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { formatCountdown, HoldCountdown } from "./hold-countdown";
import { secondsLeft, type Hold } from "@/lib/booking/calendar/picker";
import { useHoldCountdown } from "./use-hold-countdown";

describe("hold countdown", () => {
  it("formats whole seconds as mm:ss", () => {
    expect(formatCountdown(300)).toBe("05:00");
    expect(formatCountdown(61)).toBe("01:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-4)).toBe("00:00");
  });

  it("counts from expiresInSeconds, defaulting to 300", () => {
    const hold: Hold = { lockId: "a", expiresInSeconds: 120, heldAt: 1_000 };
    expect(secondsLeft(hold, 1_000)).toBe(120);
    expect(secondsLeft(hold, 31_500)).toBe(90);
    expect(secondsLeft(hold, 500_000)).toBe(0);
    expect(secondsLeft({ ...hold, expiresInSeconds: 0 }, 1_000)).toBe(300);
  });

  it("ticks each second and reports the end once", () => {
    jest.useFakeTimers();
    jest.setSystemTime(10_000);
    const onExpired = jest.fn();
    const hold: Hold = { lockId: "a", expiresInSeconds: 3, heldAt: 10_000 };
    function Probe() {
      const remaining = useHoldCountdown(hold, onExpired);
      return <HoldCountdown hold={{ remaining: remaining ?? 0 }} label="9:00 AM - 9:30 AM MT" />;
    }
    render(<Probe />);
    expect(screen.getByTestId("hold-countdown")).toHaveTextContent("00:03");
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId("hold-countdown")).toHaveTextContent("00:02");
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId("hold-countdown")).toHaveTextContent("00:00");
    act(() => jest.advanceTimersByTime(5000));
    expect(onExpired).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
