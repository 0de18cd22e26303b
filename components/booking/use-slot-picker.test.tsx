/** @jest-environment jsdom */
// The hook's wiring: what the picker's state asks for reaches the booking endpoints, and the
// injected clock drives the countdown. The transitions themselves are tested in lib/booking.
import { act, renderHook, waitFor } from "@testing-library/react";
import { pickerMessages } from "@/lib/booking/calendar/picker";
import type { PickerClock } from "./use-hold-countdown";
import { useSlotPicker } from "./use-slot-picker";

/** Tuesday 10 March 2026, 9:00 AM in Denver. */
const NOW = Date.UTC(2026, 2, 10, 16, 0);
const DAY = "2026-03-12";
const NINE = {
  start: "2026-03-12T16:00:00.000Z",
  end: "2026-03-12T16:30:00.000Z",
  label: "9:00 AM - 9:30 AM MT",
};

type Call = { url: string; method: string; body: Record<string, unknown> | null };
let calls: Call[];
let now: number;
let ticks: Set<() => void>;

const clock: PickerClock = {
  now: () => now,
  every(_ms, tick) {
    ticks.add(tick);
    return () => ticks.delete(tick);
  },
};

function secondPasses() {
  now += 1000;
  act(() => [...ticks].forEach((tick) => tick()));
}

// jsdom has no Response; the booking calls read only these members.
const json = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, json: () => Promise.resolve(body) }) as unknown as Response;

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return Promise.resolve(
    answer(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, init),
  );
}

function answer(url: string, init?: RequestInit): Response {
  const body =
    typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : null;
  calls.push({ url, method: init?.method ?? "GET", body });
  if (url.startsWith("/api/bot-check")) return json({ token: "token" });
  if (url === "/api/getAvailabilityV2")
    return json({ availability: [{ date: DAY, slots: [NINE] }] });
  if (url === "/api/holdSlot" && init?.method === "DELETE") return json({ released: true });
  if (url === "/api/holdSlot") return json({ lockId: "lock-1", expiresInSeconds: 3 });
  return json({ error: "Not found" }, 404);
}

beforeEach(() => {
  calls = [];
  now = NOW;
  ticks = new Set();
  global.fetch = jest.fn(fakeFetch) as typeof fetch;
});

const availabilityAsked = () =>
  calls.filter((c) => c.url === "/api/getAvailabilityV2").map((c) => c.body);
const released = () => calls.filter((c) => c.method === "DELETE").map((c) => c.body?.lockId);

async function openAndHold() {
  const view = renderHook(({ active }) => useSlotPicker(active, clock), {
    initialProps: { active: true },
  });
  await waitFor(() => expect(view.result.current.loading).toBe(false));
  act(() => view.result.current.selectDate(DAY));
  act(() => view.result.current.selectSlot(NINE));
  expect(view.result.current.holdPending).toBe(true);
  await waitFor(() => expect(view.result.current.hold?.lockId).toBe("lock-1"));
  return view;
}

it("asks for the month's 42 days and the next 30, then holds the chosen time", async () => {
  const { result } = await openAndHold();
  expect(availabilityAsked()).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ startDateISO: "2026-03-01", endDateISO: "2026-04-11" }),
      expect.objectContaining({ startDateISO: "2026-03-10", endDateISO: "2026-04-09" }),
    ]),
  );
  await waitFor(() => expect(result.current.banner).toBe("Thursday, March 12 at 9:00 AM MT"));
  const hold = calls.find((c) => c.url === "/api/holdSlot");
  expect(hold?.body).toMatchObject({ startISO: NINE.start, dateISO: DAY, recaptchaToken: "token" });
  expect(result.current.hold).toMatchObject({ heldAt: NOW, remaining: 3 });
});

it("closing gives the lock back and resets the choice", async () => {
  const view = await openAndHold();
  view.rerender({ active: false });
  expect(view.result.current).toMatchObject({
    date: null,
    slot: null,
    hold: null,
    holdPending: false,
  });
  expect(released()).toEqual(["lock-1"]);
});

it("the injected clock runs the countdown; at zero the lock clears and the day is asked again", async () => {
  const { result } = await openAndHold();
  secondPasses();
  expect(result.current.hold?.remaining).toBe(2);
  secondPasses();
  secondPasses();
  expect(result.current.hold).toBeNull();
  expect(result.current.notice).toEqual({ tone: "info", text: pickerMessages.holdEnded });
  await waitFor(() =>
    expect(availabilityAsked()).toContainEqual(
      expect.objectContaining({ startDateISO: DAY, endDateISO: DAY }),
    ),
  );
  expect(result.current.slot).toEqual(NINE);
  expect(released()).toEqual([]);
});
